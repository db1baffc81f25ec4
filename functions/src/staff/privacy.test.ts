/**
 * Privacy requests (docs/privacy.md) against Google's Firestore emulator and the real Auth emulator: the view
 * and export of everything held about an address, its erasure by an owner, and faults at every step of the
 * erasure (throw, hang, crash), each followed by the erasure run again.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErasureReport, PrivacyRecord } from '../../../src/domain/api/staff.js';
import { testAuthEmulator } from '../../../tests/functions/authEmulator.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { faultInjector, type Fault, type FaultMode } from '../../../tests/functions/faults.js';
import { staffDeps } from '../../../tests/functions/staffDeps.js';
import { documents, postJson, SERVICE_REQUEST } from '../../../tests/functions/support.js';
import { staffBookingActions } from '../booking/change.js';
import { handleBooking } from '../booking/handler.js';
import { handleContact } from '../inquiry/contact.js';
import { handleServiceRequest } from '../inquiry/services.js';
import type { ApiRequest } from '../http/request.js';
import type { MailMessage } from '../mail/mailer.js';
import { handleStaff, type StaffDeps } from './handler.js';
import { erase } from './privacy.js';
import { createPrivacyStore } from './privacyStore.js';

const NOW = '2026-11-23T15:10:00.000Z'; // Monday 10:10 AM EST
const PAST = '2026-11-24T16:00:00.000Z'; // Tuesday 11:00 AM, past once the clock is at AFTER_PAST
const AFTER_PAST = '2026-11-24T18:00:00.000Z';
const CANCELLED = '2026-11-25T16:00:00.000Z'; // Wednesday 11:00 AM
const UPCOMING = '2026-11-26T16:00:00.000Z'; // Thursday 11:00 AM
const OTHERS = '2026-11-26T18:00:00.000Z';
const PROJECT = 'demo-staff-privacy';

const backend = testBackend('staff-privacy', NOW);
const emulator = testAuthEmulator(PROJECT);
const app = initializeApp({ projectId: PROJECT }, 'staff-privacy-test');
afterAll(() => deleteApp(app));
let ownerToken: string;
let staffToken: string;

beforeAll(async () => {
  const auth = getAuth(app);
  const owner = await emulator.current.signUp('owner@lakeforge.ca');
  await auth.setCustomUserClaims(owner.uid, { staff: true, owner: true });
  const staff = await emulator.current.signUp('grace@lakeforge.ca');
  await auth.setCustomUserClaims(staff.uid, { staff: true });
  ownerToken = owner.idToken;
  staffToken = staff.idToken;
});

let deps: StaffDeps;
beforeEach(() => {
  deps = staffDeps(backend, app);
});

function call(method: string, url: string, body?: unknown, token = staffToken) {
  const base = body === undefined ? { method, headers: {} } : postJson(body);
  const request: ApiRequest = { ...base, method, url, headers: { ...base.headers, authorization: `Bearer ${token}` } };
  return handleStaff(request, deps);
}

const ada = { name: 'Ada Lovelace', email: 'Ada@Example.com', purpose: 'Website Development' };
const bo = { name: 'Bo Peep', email: 'bo@example.com', purpose: 'Website Development' };

async function book(datetime: string, who: typeof ada) {
  const attemptId = `attempt-${datetime.replace(/\W/g, '')}`;
  const response = await handleBooking(postJson({ ...who, datetime, attemptId }), {
    ...backend.common(),
    store: backend.bookings,
  });
  expect(response.status).toBe(200);
}

/**
 * Ada (as she typed her address: "Ada@Example.com"): a contact inquiry, a service request, a past meeting,
 * a meeting the staff cancelled (its audit entry shows her) and an upcoming one. Bo: an inquiry and a meeting.
 */
async function seed() {
  const inquiries = { ...backend.common(), store: backend.inquiries };
  expect((await handleContact(postJson({ ...ada, message: 'A new site.' }), inquiries)).status).toBe(200);
  expect((await handleContact(postJson({ ...bo, message: 'Hello.' }), inquiries)).status).toBe(200);
  const request = { ...SERVICE_REQUEST, name: ada.name, email: 'ada@example.com' };
  expect((await handleServiceRequest(postJson(request), inquiries)).status).toBe(200);
  await book(PAST, ada);
  backend.clock.set(AFTER_PAST);
  await book(CANCELLED, ada);
  expect((await call('POST', `/api/staff/bookings/${CANCELLED}/cancel`, {})).status).toBe(200);
  await book(UPCOMING, ada);
  await book(OTHERS, bo);
  backend.mailer.sent.length = 0;
}

/** Every document of every collection whose text names Ada (her address in any case, or her name). */
async function documentsNamingAda(): Promise<string[]> {
  const named: string[] = [];
  for (const collection of await backend.db.listCollections()) {
    for (const [id, data] of Object.entries(await documents(backend.db, collection.id))) {
      if (/ada@example\.com|lovelace/i.test(JSON.stringify(data))) named.push(`${collection.id}/${id}`);
    }
  }
  return named;
}

const cancellationsTo = (address: string) =>
  backend.mailer.sent.filter((message) => message.to.email.toLowerCase() === address && /cancel/i.test(message.subject))
    .length;

describe('GET /api/staff/privacy', () => {
  it('shows every lead, booking, notice, delivery and audit entry of the address, whatever its case, and no one else’s', async () => {
    await seed();
    const response = await call('GET', '/api/staff/privacy?email=%20ADA@example.COM%20');
    expect(response.status).toBe(200);
    const record = response.body as unknown as PrivacyRecord;
    expect(record.email).toBe('ada@example.com');
    expect(record.leads.map((lead) => lead.kind).sort()).toEqual(['contact', 'service']);
    expect(record.bookings.upcoming.map((booking) => booking.datetime)).toEqual([UPCOMING]);
    expect(record.bookings.past.map((booking) => booking.datetime)).toEqual([PAST]);
    expect(record.bookings.cancelled.map((booking) => booking.datetime)).toEqual([CANCELLED]);
    expect(record.notices).toEqual([
      expect.objectContaining({
        kind: 'cancelled',
        datetime: CANCELLED,
        delivery: expect.objectContaining({ status: 'sent' }),
      }),
    ]);
    expect(record.deliveries.map((delivery) => delivery.of).sort()).toEqual([
      'booking',
      'booking',
      'contact',
      'notice',
      'service',
    ]);
    // This look-up's own entry comes first: it names her too.
    expect(record.audit.map((entry) => entry.action)).toEqual(['privacy.view', 'booking.cancel']);
    expect(JSON.stringify(record)).not.toMatch(/bo@example\.com|Bo Peep/);

    // The look-up is audited, naming whose data was read (an erasure anonymises it).
    const audit = await documents(backend.db, 'staffAudit');
    expect(Object.values(audit)).toContainEqual(
      expect.objectContaining({
        action: 'privacy.view',
        target: { email: 'ada@example.com' },
        outcome: 'done',
        after: { leads: 2, bookings: 3, auditEntries: 2 },
      }),
    );
  });

  it('exports the same record as a JSON attachment', async () => {
    await seed();
    const response = await call('GET', '/api/staff/privacy/export?email=ada@example.com');
    expect(response.status).toBe(200);
    expect(response.headers?.['Content-Disposition']).toBe('attachment; filename="lakeforge-privacy-2026-11-24.json"');
    expect((response.body as unknown as PrivacyRecord).leads).toHaveLength(2);
  });

  it('refuses anything but an address, naming the field', async () => {
    for (const query of ['', '?email=', '?email=ada', '?email=a%20b@c', '?email=ada@example.com&x=1']) {
      const response = await call('GET', `/api/staff/privacy${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await call('GET', '/api/staff/privacy?email=ada')).body.fields).toEqual({
      email: 'Enter an email address.',
    });
  });
});

describe('POST /api/staff/privacy/erase', () => {
  it('refuses a staff member who is not an owner (403), changing nothing', async () => {
    await seed();
    const before = await documentsNamingAda();
    const response = await call('POST', '/api/staff/privacy/erase', {
      email: 'ada@example.com',
      confirm: 'ada@example.com',
    });
    expect(response).toMatchObject({ status: 403, body: { reason: 'notOwner' } });
    expect(await documentsNamingAda()).toEqual(before);
  });

  it('refuses an erasure whose address is not typed twice alike', async () => {
    const response = await call(
      'POST',
      '/api/staff/privacy/erase',
      { email: 'ada@example.com', confirm: 'ada@example.org' },
      ownerToken,
    );
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { confirm: 'Type the same address again to confirm.' } },
    });
  });

  it('cancels the upcoming meeting with both emails, then leaves no document naming the person; the audit keeps counts only', async () => {
    await seed();
    const body = { email: 'ADA@example.com', confirm: 'ada@EXAMPLE.com' };
    const response = await call('POST', '/api/staff/privacy/erase', body, ownerToken);
    expect(response.status).toBe(200);
    const report: ErasureReport = {
      status: 'done',
      cancelledBookings: 1,
      deletedLeads: 2,
      deletedBookings: 1,
      deletedNotices: 2,
      noticesAwaitingEmails: 0,
      deletedHolds: 0,
      anonymisedAuditEntries: 1,
    };
    expect(response.body).toEqual({ erasure: report });
    expect(cancellationsTo('ada@example.com')).toBe(1);
    expect(cancellationsTo('inbox@lakeforge.ca')).toBe(1);

    expect(await documentsNamingAda()).toEqual([]);
    const audit = Object.values(await documents(backend.db, 'staffAudit'));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'privacy.erase', target: {}, outcome: 'done', after: report }),
    );
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'booking.cancel', erased: true, before: null, after: null }),
    );
    // Bo's data is all there.
    expect(Object.keys(await documents(backend.db, 'bookings'))).toEqual([OTHERS]);
    expect(Object.values(await documents(backend.db, 'contactInquiries')).map((lead) => lead.email)).toEqual([
      bo.email,
    ]);
    // Run again: nothing left to do.
    const again = await call('POST', '/api/staff/privacy/erase', body, ownerToken);
    expect(again.body).toMatchObject({ erasure: { status: 'done', cancelledBookings: 0, deletedLeads: 0 } });
  });

  it('keeps a cancellation whose emails are still owed until they are sent, then the sweep deletes it', async () => {
    await seed();
    backend.mailer.before = (message) => {
      if (message.to.email === ada.email) throw new Error('SendGrid unavailable');
    };
    const body = { email: 'ada@example.com', confirm: 'ada@example.com' };
    const response = await call('POST', '/api/staff/privacy/erase', body, ownerToken);
    expect(response.body).toMatchObject({ erasure: { status: 'awaitingEmails', noticesAwaitingEmails: 1 } });
    expect(await documentsNamingAda()).toEqual([expect.stringMatching(/^bookingNotices\//)]);

    backend.mailer.before = undefined;
    backend.clock.set('2026-11-24T19:00:00.000Z');
    await backend.sweep();
    expect(cancellationsTo('ada@example.com')).toBe(1);
    expect(await documentsNamingAda()).toEqual([]);
  });

  it('waits for a visitor who is moving a meeting right now (409), changing nothing', async () => {
    await seed();
    const claim = await backend.bookings.claim(
      {
        ...ada,
        slotId: '2026-11-27T16:00:00.000Z',
        start: new Date('2026-11-27T16:00:00.000Z'),
        attemptId: 'attempt-live',
        bookingId: '',
      },
      backend.clock.now(),
      UPCOMING,
    );
    expect(claim.kind).toBe('held');
    const before = await documentsNamingAda();
    const response = await call(
      'POST',
      '/api/staff/privacy/erase',
      { email: ada.email, confirm: ada.email },
      ownerToken,
    );
    expect(response).toMatchObject({ status: 409, body: { reason: 'bookingInProgress' } });
    expect(await documentsNamingAda()).toEqual(before);
  });
});

describe('a booking made while the erasure runs', () => {
  it('is found at the end (409 changed), and the erasure run again cancels it with its emails', async () => {
    await seed();
    const store = createPrivacyStore(backend.db);
    const racing = {
      ...store,
      // The person books again through the public form just as the erasure deletes her leads.
      async deleteLeads(address: string) {
        const deleted = await store.deleteLeads(address);
        await book('2026-11-27T16:00:00.000Z', ada);
        return deleted;
      },
    };
    const address = 'ada@example.com';
    expect(await erase(address, backend.clock.now(), { privacy: racing, bookings: deps.bookings })).toEqual({
      ok: false,
      reason: 'changed',
    });
    const again = await erase(address, backend.clock.now(), { privacy: store, bookings: deps.bookings });
    expect(again).toMatchObject({ ok: true, report: { status: 'done', cancelledBookings: 1 } });
    expect(cancellationsTo(address)).toBe(2);
    expect(await documentsNamingAda()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Faults at every step of an erasure, then the erasure run again.
// ---------------------------------------------------------------------------------------------

const ERASURE_STEPS = [
  'bookingInProgress',
  'upcomingBookings',
  'findAt',
  'cancel',
  'visitorEmail',
  'agencyEmail',
  'anonymiseAudit',
  'deleteLeads',
  'deletePastBookings',
  'eraseNotices',
  'deleteHoldsAndQuota',
];

const scenarios = (['throw', 'hang', 'crash'] as FaultMode[]).flatMap((mode) =>
  (['before', 'after'] as const).flatMap((when) =>
    ERASURE_STEPS.map((step) => ({ name: `${mode} ${when} ${step}`, fault: { step, when, mode } as Fault })),
  ),
);

const mailStep = (message: MailMessage) => (message.to.email === ada.email ? 'visitorEmail' : 'agencyEmail');

describe.each(scenarios)('erasure: $name', ({ fault }) => {
  it('never leaves a cancelled meeting without its emails nor a live meeting without its leads, and resumes', async () => {
    await seed();
    const address = 'ada@example.com';
    const injector = faultInjector([fault], () => new Error('Firestore unavailable'));
    const common = backend.common();
    const faulty = {
      privacy: injector.wrap(createPrivacyStore(backend.db), (method) => method),
      bookings: staffBookingActions({
        ...common,
        stepLimit: injector.stepLimit,
        store: injector.wrap(backend.bookings, (method) => method),
        mailer: injector.wrap(backend.mailer, (_method, args) => mailStep(args[0] as MailMessage)),
      }),
      stepLimit: injector.stepLimit,
    };
    const run = erase(address, backend.clock.now(), faulty).catch(() => undefined);
    await Promise.race([run, injector.crashed]);
    await injector.settled();

    // Invariants after the fault, whatever it hit.
    const upcoming = await documents(backend.db, 'bookings');
    const notice = Object.values(await documents(backend.db, 'bookingNotices')).find(
      (data) => data.email === ada.email && data.kind === 'cancelled' && data.slotId === UPCOMING,
    );
    if (!upcoming[UPCOMING]) {
      // Cancelled: its emails went out, or they are stored for the sweep.
      expect(notice !== undefined || cancellationsTo(address) === 1).toBe(true);
    } else {
      const leads = [
        ...Object.values(await documents(backend.db, 'contactInquiries')),
        ...Object.values(await documents(backend.db, 'serviceRequests')),
      ].filter((lead) => String(lead.email).toLowerCase() === address);
      expect(leads).toHaveLength(2);
    }

    // Run again without faults: it finishes, and once the sweep has sent what is owed nothing names her.
    const resumed = await erase(address, backend.clock.now(), {
      privacy: createPrivacyStore(backend.db),
      bookings: deps.bookings,
    });
    expect(resumed.ok).toBe(true);
    backend.clock.set('2026-11-24T19:00:00.000Z');
    await backend.sweep();
    expect(await documentsNamingAda()).toEqual([]);
    expect(cancellationsTo(address)).toBeGreaterThanOrEqual(1);
  });
});
