/**
 * The exported functions as deployed (not under the Functions emulator: FUNCTIONS_EMULATOR unset) with
 * no SendGrid key, against Google's Firestore emulator: every endpoint answers 503 with its own
 * failure message, no slot stays claimed, inquiries stay stored as failed, and nothing reaches the local
 * outbox. runtime.test.ts covers the other unusable settings (placeholder or missing addresses).
 */
import { readdir } from 'node:fs/promises';
import { declaredParams } from 'firebase-functions/params';
import { describe, expect, it } from 'vitest';
import { serveExportedFunctions } from '../../tests/functions/exported.js';
import { bookableSlot, postFrom, SERVICE_REQUEST } from '../../tests/functions/support.js';

const names = ['sendBookingEmail', 'contactEmail', 'servicesEmail'] as const;
const served = serveExportedFunctions(
  'demo-fail-closed-test',
  {
    RATE_LIMIT_MAX: '0',
    MAIL_FROM: 'Lakeforge Digital <hello@lakeforge.ca>',
    AGENCY_INBOX: 'hello@lakeforge.ca',
    FUNCTIONS_EMULATOR: undefined,
    SENDGRID_API_KEY: undefined,
  },
  names,
);

let clientNumber = 0;
const post = (name: (typeof names)[number], body: object) =>
  postFrom(`${served.base}/api/${name}`, body, `198.51.100.${++clientNumber}`);
const stored = (collection: string) => served.stored(collection);

async function submitAll() {
  const start = bookableSlot();
  return {
    booking: await post('sendBookingEmail', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: start.toISOString(),
      purpose: 'UI/UX Design',
    }),
    contact: await post('contactEmail', {
      name: 'Ada',
      email: 'ada@example.com',
      service: 'seo',
      message: 'Hello there',
    }),
    services: await post('servicesEmail', SERVICE_REQUEST),
  };
}

describe('deployed functions without a SendGrid key', () => {
  it('declare the sender and the agency inbox with no default, so a deploy must be given them', () => {
    const params = declaredParams.filter((param) => ['MAIL_FROM', 'AGENCY_INBOX'].includes(param.name));
    expect(params.map((param) => [param.name, 'default' in param.options ? param.options.default : undefined])).toEqual(
      [
        ['MAIL_FROM', undefined],
        ['AGENCY_INBOX', undefined],
      ],
    );
  });

  it('answer 503 on every endpoint: no slot claimed, inquiries kept as failed, no outbox', async () => {
    const answers = await submitAll();
    expect(answers.booking).toMatchObject({
      status: 503,
      body: { error: 'Failed to submit booking. Please try again.' },
    });
    expect(answers.contact).toMatchObject({
      status: 503,
      body: { error: 'Failed to send message. Please try again later.' },
    });
    expect(answers.services).toMatchObject({
      status: 503,
      body: { error: 'Failed to send message. Please try again later.' },
    });
    expect(await stored('slots')).toEqual([]);
    expect(await stored('bookings')).toEqual([]);
    for (const collection of ['contactInquiries', 'serviceRequests']) {
      const records = await stored(collection);
      expect(records).toHaveLength(1);
      expect(JSON.stringify(records[0]!.delivery)).toContain('"failed"');
      expect(JSON.stringify(records[0]!.delivery)).toContain('SENDGRID_API_KEY is not set');
    }
    expect(await readdir(served.outboxDir)).toEqual([]);
  });
});
