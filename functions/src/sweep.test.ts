/**
 * Inquiries survive every fault: the contact and service-request handlers with a fault injected at
 * each step (a throw, a hang past the step timeout, a crash), then the sweep run as the scheduler
 * would, against Google's Firestore emulator. Every stored inquiry ends delivered with its stored
 * text, or — after the last attempt — recorded failed with an alert to the agency.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from './lib/delivery.js';
import { handleContact } from './inquiry/contact.js';
import type { InquiryDeps } from './inquiry/handler.js';
import { MailDeliveryError, MailUnavailableError, MailUncertainError, type MailMessage } from './mail/mailer.js';
import { handleServiceRequest } from './inquiry/services.js';
import { testBackend } from '../../tests/functions/backend.js';
import { documents, postJson, TEST_MAIL } from '../../tests/functions/support.js';
import { faultInjector, type Fault, type FaultMode } from '../../tests/functions/faults.js';

const NOW = '2026-11-23T15:10:00.000Z';

const backend = testBackend('sweep-test', NOW);
let deps: InquiryDeps;
beforeEach(() => {
  deps = { ...backend.common(), store: backend.inquiries };
});

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'web',
  message: 'We need a new website for our bakery.',
  attemptId: 'contact-1',
};
const serviceRequest = {
  serviceType: 'Custom Web Development',
  serviceCategory: 'Web & App Development',
  package: 'Business',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  requirements: 'Five pages and a booking form.',
  attemptId: 'service-1',
};
const endpoints = [
  { label: 'contact', collection: 'contactInquiries', valid: contact, handle: handleContact, text: contact.message },
  {
    label: 'service request',
    collection: 'serviceRequests',
    valid: serviceRequest,
    handle: handleServiceRequest,
    text: serviceRequest.requirements,
  },
] as const;

const runSweep = () => backend.sweep({ ...deps, inquiries: deps.store });

/**
 * Runs the sweep every 5 minutes of injected time for `hours`, as the scheduler would; with `until`, stops
 * early once it holds after a sweep.
 */
async function sweepFor(hours: number, until?: () => Promise<boolean>): Promise<void> {
  const end = backend.clock.now().getTime() + hours * 3_600_000;
  while (backend.clock.now().getTime() < end) {
    backend.clock.set(new Date(backend.clock.now().getTime() + 5 * 60_000).toISOString());
    await runSweep();
    if (await until?.()) return;
  }
}

const allSent = (collection: string) => async () =>
  Object.values(await documents(backend.db, collection)).every(
    (record) => (record.delivery as { status?: string } | undefined)?.status === 'sent',
  );

const toAgency = () => backend.mailer.sent.filter((message) => message.to.email === TEST_MAIL.agencyInbox.email);

const STEPS = ['record', 'startDelivery', 'agencyEmail', 'acknowledgement', 'finishDelivery'];
const scenarios: Fault[] = [];
for (const mode of ['throw', 'hang', 'crash'] as FaultMode[]) {
  for (const when of ['before', 'after'] as const) {
    for (const step of STEPS) scenarios.push({ step, when, mode });
  }
}
const faultError = (fault: Fault) => {
  if (fault.step !== 'agencyEmail' && fault.step !== 'acknowledgement') return new Error('Firestore unavailable');
  return fault.when === 'before'
    ? new MailDeliveryError('SendGrid answered HTTP 500')
    : new MailUncertainError('SendGrid could not be reached (ECONNRESET)');
};
const mailStep = (message: MailMessage) =>
  message.to.email === TEST_MAIL.agencyInbox.email ? 'agencyEmail' : 'acknowledgement';

describe.each(endpoints)('$label', ({ collection, valid, handle, text }) => {
  it.each(scenarios.map((fault) => [`${fault.mode} ${fault.when} ${fault.step}`, fault] as const))(
    '%s: stored inquiries end delivered with the stored text',
    async (_name, fault) => {
      const injector = faultInjector([fault], faultError);
      const faulty: InquiryDeps = {
        ...deps,
        stepLimit: injector.stepLimit,
        store: injector.wrap(deps.store, (method) => method),
        mailer: injector.wrap(backend.mailer, (_method, args) => mailStep(args[0] as MailMessage)),
      };
      const answer = handle(postJson(valid), faulty).then((response) => response.status);
      const status = await Promise.race([answer, injector.crashed.then(() => undefined)]);
      await injector.settled();

      const stored = Object.values(await documents(backend.db, collection));
      // A 200 means the inquiry is stored; a failure never loses one that was stored.
      if (status === 200) expect(stored).toHaveLength(1);
      if (stored.length === 0) {
        expect(status === undefined || status === 503).toBe(true);
        return;
      }
      await sweepFor(1, allSent(collection));

      const [record] = Object.values(await documents(backend.db, collection));
      expect(record!.delivery).toMatchObject({ status: 'sent' });
      expect(toAgency().length).toBeGreaterThanOrEqual(1);
      expect(toAgency().every((message) => message.text.includes(text))).toBe(true);
      expect(Object.values(await documents(backend.db, collection))).toHaveLength(1);
    },
  );

  it('after the last attempt: recorded failed, an error logged and the agency alerted by email', async () => {
    backend.mailer.before = (message) => {
      if (message.subject.startsWith('New ')) throw new MailDeliveryError('SendGrid answered HTTP 400');
    };
    expect((await handle(postJson(valid), deps)).status).toBe(502);

    await sweepFor(6);

    const [record] = Object.values(await documents(backend.db, collection));
    expect(record!.delivery).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      error: 'agency email: SendGrid answered HTTP 400',
    });
    expect(record!.delivery).not.toHaveProperty('nextAttemptAt');
    expect(record!.delivery).toHaveProperty('alertedAt');
    const alerts = backend.mailer.sent.filter((message) => message.subject.startsWith('Undelivered'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toEqual(TEST_MAIL.agencyInbox);
    expect(backend.logger.lines.filter((line) => line.startsWith('ALERT:'))).toHaveLength(1);
  });

  it('a retry with the same attemptId sends the stored text; a changed text is a new inquiry', async () => {
    backend.mailer.before = () => {
      throw new MailUnavailableError('mail is not configured');
    };
    expect((await handle(postJson(valid), deps)).status).toBe(503);
    const [failed] = Object.values(await documents(backend.db, collection));
    expect(failed!.delivery).toMatchObject({ status: 'failed', attempts: 1 });

    backend.mailer.before = undefined;
    expect((await handle(postJson(valid), deps)).status).toBe(200);
    const changed = { ...valid, name: `${valid.name} Jr` };
    expect((await handle(postJson(changed), deps)).status).toBe(200);

    expect(Object.values(await documents(backend.db, collection))).toHaveLength(2);
    expect(toAgency().map((message) => message.replyTo?.name)).toEqual([valid.name, changed.name]);
  });
});
