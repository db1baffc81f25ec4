/**
 * The staff API's handler against Google's Firestore emulator and the real Auth emulator (in-process),
 * with bookings and inquiries made by their own handlers and stores.
 */
import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  type ClosureAnswer,
  type StaffBooking,
  type StaffClosure,
  type PipelineSummary,
  type StaffLead,
  type TeamAnswer,
} from '../../../src/domain/api/staff.js';
import { handleBooking, type BookingDeps } from '../booking/handler.js';
import { ChatDeliveryError, createWebhookChat } from '../chat/webhook.js';
import { handleManage } from '../booking/manage.js';
import { contactEndpoint, handleContact } from '../inquiry/contact.js';
import { handleServiceRequest } from '../inquiry/services.js';
import { inquiryRetries } from '../inquiry/retries.js';
import { deliverTeamNotice } from '../inquiry/teamNotice.js';
import type { ApiRequest, ApiResponse } from '../http/request.js';
import { failedDelivery, pendingDelivery } from '../lib/delivery.js';
import { createStaffAuth } from '../runtime.js';
import { COLLECTIONS, toDeliveryData } from '../store/firestore.js';
import { newLeadPipeline } from '../store/pipeline.js';
import { searchIndex } from '../store/search.js';
import { rebuildTallies } from '../store/tallies.js';
import { testAuthEmulator, unsignedToken } from '../../../tests/functions/authEmulator.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { startFakeChatWebhook, type FakeChatWebhook } from '../../../tests/functions/fakeChatWebhook.js';
import { staffDeps } from '../../../tests/functions/staffDeps.js';
import { documents, postJson, SERVICE_REQUEST } from '../../../tests/functions/support.js';
import { handleStaff, type StaffDeps } from './handler.js';
import { createStaffStore, type StaffStore } from './store.js';

// Monday, November 23, 2026, 10:10 AM EST.
const NOW = '2026-11-23T15:10:00.000Z';
const SLOT = '2026-11-24T16:00:00.000Z'; // Tuesday 11:00 AM EST
const LATER = '2026-11-25T16:00:00.000Z'; // Wednesday 11:00 AM EST
const PROJECT = 'demo-staff-api';

const backend = testBackend('staff-api', NOW);
const emulator = testAuthEmulator(PROJECT);
const app = initializeApp({ projectId: PROJECT }, 'staff-api-test');
let auth: Auth;
let staffToken: string;
let staffUid: string;
let visitorToken: string;
let webhook: FakeChatWebhook;
afterAll(async () => {
  await deleteApp(app);
  await webhook.close();
});

beforeAll(async () => {
  webhook = await startFakeChatWebhook();
  auth = getAuth(app);
  ({ idToken: staffToken, uid: staffUid } = await emulator.current.signUp('grace@lakeforge.ca'));
  await auth.setCustomUserClaims(staffUid, { staff: true });
  ({ idToken: visitorToken } = await emulator.current.signUp('visitor@example.com'));
});

/** Every store call, in order: to show that a refused request reads nothing. */
let storeCalls: string[];
let deps: StaffDeps;
beforeEach(() => {
  storeCalls = [];
  const store = createStaffStore(backend.db);
  const watched = new Proxy(store, {
    get(target, key: keyof StaffStore) {
      storeCalls.push(String(key));
      return target[key];
    },
  });
  webhook.posts.length = 0;
  webhook.answer({ status: 200 });
  deps = staffDeps(backend, app, {
    store: watched,
    deliveries: inquiryRetries({
      ...backend.common(),
      store: backend.inquiries,
      teamChat: createWebhookChat(webhook.url, 2000),
    }),
  });
});

function request(method: string, url: string, token: string | undefined, body?: unknown): ApiRequest {
  const base = body === undefined ? { method, headers: {} } : postJson(body);
  return {
    ...base,
    method,
    url,
    headers: { ...base.headers, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
  };
}
const call = (method: string, url: string, body?: unknown, token: string | undefined = staffToken) =>
  handleStaff(request(method, url, token, body), deps);

/** Reads a streamed answer whole. */
async function text(response: ApiResponse): Promise<string> {
  let out = '';
  for await (const chunk of response.stream!) out += chunk;
  return out;
}

const visitor = { name: 'Ada Lovelace', email: 'ada@example.com', purpose: 'Website Development' };

const another = { name: 'Bo Peep', email: 'bo@example.com', purpose: 'Website Development' };

async function book(datetime = SLOT, who = visitor, over: Partial<BookingDeps> = {}): Promise<void> {
  const response = await handleBooking(
    postJson({ ...who, datetime, attemptId: `attempt-${who.email.replace(/\W/g, '-')}` }),
    {
      ...backend.common(),
      store: backend.bookings,
      ...over,
    },
  );
  expect(response.status).toBe(200);
}

/** A stored lead, as the inquiry store writes one, received at `at`. */
async function seedLead(kind: 'contact' | 'service', id: string, at: string, over: Record<string, unknown> = {}) {
  const name = String(over.name ?? 'Ada Lovelace');
  const email = String(over.email ?? 'ada@example.com');
  const fields =
    kind === 'contact'
      ? { service: 'web', message: 'We need a new site.' }
      : { serviceType: 'Web', serviceCategory: 'Websites', package: 'Starter', requirements: 'Five pages.' };
  await backend.db
    .collection(COLLECTIONS[kind])
    .doc(id)
    .set({
      ...fields,
      name,
      email,
      createdAt: Timestamp.fromDate(new Date(at)),
      delivery: toDeliveryData({ status: 'sent', attempts: 1 }),
      ...newLeadPipeline(over.source),
      searchIndex: searchIndex(name, email, Timestamp.fromDate(new Date(at))),
      ...over,
    });
}

const ids = (response: ApiResponse) => (response.body.items as { id: string }[]).map((lead) => lead.id);
const byTime = (a: DocumentData, b: DocumentData) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis();

/** A lead as stored before the pipeline: `handled` and `note`, no status, owner, channel or notes. */
async function seedLegacyLead(kind: 'contact' | 'service', id: string, at: string, over: Record<string, unknown> = {}) {
  await seedLead(kind, id, at, { handled: false, ...over });
  const forget = { status: FieldValue.delete(), owner: FieldValue.delete(), channel: FieldValue.delete() };
  await backend.db
    .collection(COLLECTIONS[kind])
    .doc(id)
    .update({ ...forget, notes: FieldValue.delete() });
}

const RESOURCES: [string, string, unknown?][] = [
  ['GET', '/api/staff/me'],
  ['GET', '/api/staff/bookings'],
  ['GET', '/api/staff/inquiries'],
  ['GET', '/api/staff/export?kind=inquiries'],
  ['PATCH', '/api/staff/leads/contact/lead-1', { status: 'won' }],
  ['POST', '/api/staff/leads/contact/lead-1/notes', { text: 'Called back.' }],
  ['GET', '/api/staff/pipeline'],
  ['GET', '/api/staff/team'],
  ['POST', '/api/staff/leads/contact/lead-1/retry-delivery', {}],
  ['POST', '/api/staff/leads/contact/lead-1/retry-team-notice', {}],
  ['POST', `/api/staff/bookings/${SLOT}/cancel`, {}],
  ['POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER, expectedStart: SLOT }],
  ['GET', '/api/staff/audit'],
  ['GET', '/api/staff/privacy?email=ada@example.com'],
  ['POST', '/api/staff/privacy/erase', { email: 'ada@example.com', confirm: 'ada@example.com' }],
  ['GET', '/api/staff/team'],
  ['POST', '/api/staff/team', { email: 'new.hire@lakeforge.ca' }],
  ['DELETE', '/api/staff/team/some-uid'],
  ['GET', '/api/staff/no-such-route'],
];

describe('who may ask', () => {
  /** The claims of a real token, rewritten. */
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

  it('refuses anonymous callers, malformed, forged and expired tokens, and accounts without the claim: nothing read, nothing written', async () => {
    await seedLead('contact', 'lead-1', '2026-11-20T12:00:00.000Z');
    await book();
    const visitorClaims = claimsOf(visitorToken);
    const staffClaims = claimsOf(staffToken);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const inAnHour = hourAgo + 7200;
    const none = { alg: 'none', typ: 'JWT' };
    const callers: [string, string | undefined, number, string][] = [
      ['anonymous', undefined, 401, STAFF_MESSAGES.signIn],
      ['not a bearer token', 'Basic Z3JhY2U6cGFzcw==', 401, STAFF_MESSAGES.signIn],
      ['malformed', 'not.a-token', 401, STAFF_MESSAGES.signIn],
      ['a visitor, signed in', visitorToken, 403, STAFF_MESSAGES.notStaff],
      [
        'a visitor claiming staff',
        unsignedToken(none, { ...visitorClaims, staff: true }),
        403,
        STAFF_MESSAGES.notStaff,
      ],
      [
        'no such account',
        unsignedToken(none, { ...staffClaims, sub: 'ghost', user_id: 'ghost' }),
        401,
        STAFF_MESSAGES.signIn,
      ],
      [
        'signed by another key',
        unsignedToken({ alg: 'RS256', kid: 'k1' }, staffClaims, randomBytes(256).toString('base64url')),
        401,
        STAFF_MESSAGES.signIn,
      ],
      [
        'for another project',
        unsignedToken(none, { ...staffClaims, aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' }),
        401,
        STAFF_MESSAGES.signIn,
      ],
      [
        'expired',
        unsignedToken(none, { ...staffClaims, iat: hourAgo - 3600, exp: hourAgo, auth_time: hourAgo - 3600 }),
        401,
        STAFF_MESSAGES.sessionEnded,
      ],
      // Issue #43: a sign-in time after now would pass the revocation check whatever it was.
      [
        'signed in after it was issued',
        unsignedToken(none, { ...staffClaims, auth_time: inAnHour }),
        401,
        STAFF_MESSAGES.signIn,
      ],
      [
        'issued and signed in in the future',
        unsignedToken(none, { ...staffClaims, iat: inAnHour, auth_time: inAnHour, exp: inAnHour + 3600 }),
        401,
        STAFF_MESSAGES.signIn,
      ],
    ];
    const stored = async () => ({
      audit: await documents(backend.db, COLLECTIONS.audit),
      leads: await documents(backend.db, COLLECTIONS.contact),
      bookings: await documents(backend.db, COLLECTIONS.bookings),
    });
    const before = await stored();
    for (const [who, token, status, error] of callers) {
      for (const [method, url, body] of RESOURCES) {
        const response = handleStaff(
          {
            ...request(method, url, undefined, body),
            headers:
              token === undefined ? {} : { authorization: token.startsWith('Basic') ? token : `Bearer ${token}` },
          },
          deps,
        );
        expect(await response, `${who}: ${method} ${url}`).toMatchObject({ status, body: { error } });
      }
    }
    expect((await handleStaff(request('GET', '/api/staff/me', undefined), deps)).headers).toEqual({
      'WWW-Authenticate': 'Bearer realm="staff"',
    });
    expect(storeCalls).toEqual([]);
    expect(backend.mailer.sent.filter((message) => message.to.email === visitor.email)).toHaveLength(1);
    expect(await stored()).toEqual(before);
  });

  it('answers a staff member, and refuses their earlier token at once when staff:remove takes the claim away', async () => {
    const { uid, idToken } = await emulator.current.signUp('leaver@lakeforge.ca');
    await auth.setCustomUserClaims(uid, { staff: true });
    expect(await call('GET', '/api/staff/me', undefined, idToken)).toEqual({
      status: 200,
      body: { uid, email: 'leaver@lakeforge.ca', owner: false },
    });
    await auth.setCustomUserClaims(uid, {});
    await auth.revokeRefreshTokens(uid);
    // Revocation counts in whole seconds: a token issued in an earlier second is refused as revoked (401), one
    // issued in the revocation's own second for its missing claim (403). Either way, refused at once.
    const refused = await call('GET', '/api/staff/inquiries', undefined, idToken);
    expect([401, 403]).toContain(refused.status);
    expect(refused.body.items).toBeUndefined();
  });

  it('refuses every token while the emulator variable is set outside the emulator', async () => {
    const outside = createStaffAuth(backend.logger, { FIREBASE_AUTH_EMULATOR_HOST: emulator.current.host }, app);
    expect(await handleStaff(request('GET', '/api/staff/me', staffToken), { ...deps, auth: outside })).toMatchObject({
      status: 401,
    });
  });
});

describe('GET /api/staff/inquiries', () => {
  beforeEach(async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z', { name: 'Grace Hopper', email: 'grace@navy.example' });
    await seedLead('service', 's1', '2026-11-21T10:00:00.000Z', { status: 'won', owner: 'grace@lakeforge.ca' });
    await seedLead('contact', 'c2', '2026-11-22T10:00:00.000Z', {
      delivery: toDeliveryData({ status: 'failed', attempts: 2, error: 'agency email: 503' }),
    });
    await seedLead('service', 's2', '2026-11-22T10:00:00.000Z', {
      name: 'Zoë Ångström',
      email: 'zoe@example.org',
      source: { landingPage: '/services', referrerOrigin: 'https://www.google.ca' },
    });
    await seedLead('contact', 'c3', '2026-11-23T09:00:00.000Z');
  });

  it('lists both kinds newest first, page by page, with their delivery and place in the pipeline', async () => {
    const first = await call('GET', '/api/staff/inquiries?limit=2');
    expect(first.status).toBe(200);
    // At the same instant, contact inquiries come first.
    expect(ids(first)).toEqual(['c3', 'c2']);
    const second = await call('GET', `/api/staff/inquiries?limit=2&cursor=${first.body.nextCursor}`);
    expect(ids(second)).toEqual(['s2', 's1']);
    const third = await call('GET', `/api/staff/inquiries?limit=2&cursor=${second.body.nextCursor}`);
    expect(ids(third)).toEqual(['c1']);
    expect(third.body.nextCursor).toBeNull();
    expect((first.body.items as unknown[])[1]).toEqual({
      kind: 'contact',
      id: 'c2',
      createdAt: '2026-11-22T10:00:00.000Z',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      fields: { service: 'web', message: 'We need a new site.' },
      delivery: { status: 'failed', attempts: 2, error: 'agency email: 503' },
      status: 'new',
      owner: null,
      channel: 'direct',
      notes: [],
    });
  });

  it('filters by kind, status, owner, channel, failed delivery, date range and name or address', async () => {
    const list = async (query: string) => ids(await call('GET', `/api/staff/inquiries?${query}`));
    expect(await list('kind=service')).toEqual(['s2', 's1']);
    expect(await list('status=won')).toEqual(['s1']);
    expect(await list('status=new&kind=contact')).toEqual(['c3', 'c2', 'c1']);
    expect(await list('owner=Grace%40lakeforge.ca')).toEqual(['s1']);
    expect(await list('owner=none&kind=service')).toEqual(['s2']);
    expect(await list('channel=search')).toEqual(['s2']);
    expect(await list('channel=direct&status=new&q=grace')).toEqual(['c1']);
    expect(await list('deliveryFailed=true')).toEqual(['c2']);
    expect(await list('from=2026-11-21&to=2026-11-23')).toEqual(['c2', 's2', 's1']);
    expect(await list('q=grace')).toEqual(['c1']);
    expect(await list('q=navy.ex')).toEqual(['c1']);
    expect(await list('q=GRACE%40navy')).toEqual(['c1']);
    expect(await list('q=zoe%20angs')).toEqual(['s2']);
    expect(await list('q=ada%20hopper')).toEqual([]);
  });

  it('pages a search newest first with its filters, past the leads they leave out, without gaps or repeats', async () => {
    // Twelve more Graces, one an hour, both kinds; every third is qualified, the rest new.
    const graces = Array.from({ length: 12 }, (_, index) => ({
      kind: index % 2 === 0 ? ('contact' as const) : ('service' as const),
      id: `g${index}`,
      at: new Date(Date.parse('2026-11-24T00:00:00.000Z') + index * 3_600_000).toISOString(),
      status: index % 3 === 0 ? 'qualified' : 'new',
    }));
    for (const { kind, id, at, status } of graces) {
      await seedLead(kind, id, at, { name: `Grace Hopper ${id}`, email: `grace.${id}@navy.example`, status });
    }
    const pages = async (query: string) => {
      const seen: string[][] = [];
      let cursor: unknown;
      do {
        const page = await call('GET', `/api/staff/inquiries?${query}${cursor ? `&cursor=${String(cursor)}` : ''}`);
        seen.push(ids(page));
        cursor = page.body.nextCursor;
      } while (cursor);
      return seen;
    };
    const newestFirst = (status?: string) =>
      graces
        .filter((grace) => !status || grace.status === status)
        .map((grace) => grace.id)
        .reverse();

    expect((await pages('q=grace&limit=5')).flat()).toEqual([...newestFirst(), 'c1']);
    const qualified = await pages('q=grace&status=qualified&limit=2');
    expect(qualified.slice(0, 2)).toEqual([
      ['g9', 'g6'],
      ['g3', 'g0'],
    ]);
    expect(qualified.slice(2).flat()).toEqual([]);
    expect((await pages('q=hopper%20grace&status=new&kind=service&limit=3')).flat()).toEqual(
      newestFirst('new').filter((id) => Number(id.slice(1)) % 2 === 1),
    );
    expect((await pages('q=grace&from=2026-11-24T02:00:00.000Z&to=2026-11-24T05:00:00.000Z')).flat()).toEqual([
      'g4',
      'g3',
      'g2',
    ]);
  });

  it('stores and finds a lead whose address begins and ends with two underscores (a name Firestore reserves)', async () => {
    await backend.inquiries.record(
      'contact',
      { name: 'Edsger Dijkstra', email: '__ewd__@example.com', service: '', message: 'A site, please.' },
      'attempt-reserved',
      backend.clock.now(),
    );
    const found = await call('GET', '/api/staff/inquiries?q=__ewd__%40example.com');
    expect(found.body.items).toMatchObject([{ name: 'Edsger Dijkstra', email: '__ewd__@example.com' }]);
  });

  it('refuses bad filters and a cursor that is not its own with the field named', async () => {
    const refused = async (query: string) => (await call('GET', `/api/staff/inquiries?${query}`)).body.fields;
    expect(await refused('kind=booking')).toHaveProperty('kind');
    expect(await refused('status=handled')).toHaveProperty('status');
    expect(await refused('channel=tv')).toHaveProperty('channel');
    expect(await refused('handled=false')).toBeDefined();
    expect(await refused('limit=1000')).toHaveProperty('limit');
    expect(await refused('q=a')).toHaveProperty('q');
    expect(await refused('from=2026-11-23&to=2026-11-21')).toHaveProperty('to');
    expect(await refused('cursor=bm90LW91cnM')).toHaveProperty('cursor');
    expect(await refused('sort=name')).toBeDefined();
  });

  it("finds a lead stored by the inquiry store: new, nobody's, its channel from its source", async () => {
    await backend.inquiries.record(
      'contact',
      {
        name: 'Mary Somerville',
        email: 'mary@example.com',
        service: '',
        message: 'Hello there, a site?',
        source: { landingPage: '/', referrerOrigin: 'https://www.linkedin.com' },
      },
      'attempt-9',
      backend.clock.now(),
    );
    const found = await call('GET', '/api/staff/inquiries?q=somer&status=new&owner=none&channel=social');
    expect(found.body.items).toMatchObject([{ name: 'Mary Somerville', status: 'new', owner: null, notes: [] }]);
  });

  it("shows a lead's team chat notice when it has one, with its failure", async () => {
    const stored = (name: string, teamNotice: boolean) =>
      backend.inquiries.record(
        'contact',
        { name, email: 'mary@example.com', service: '', message: 'A site?' },
        name,
        backend.clock.now(),
        { teamNotice },
      );
    const { id } = await stored('Mary Somerville', true);
    await stored('Caroline Herschel', false);
    const failed = failedDelivery(
      { status: 'pending', attempts: 1 },
      'team chat: chat webhook answered HTTP 500',
      backend.clock.now(),
    );
    await backend.inquiries.finishTeamNotice('contact', id, failed);

    const items = (await call('GET', '/api/staff/inquiries')).body.items as StaffLead[];
    const byName = Object.fromEntries(items.map((lead) => [lead.name, lead]));
    expect(byName['Mary Somerville']!.teamNotice).toEqual({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: new Date(backend.clock.now().getTime() + 5 * 60_000).toISOString(),
      error: 'team chat: chat webhook answered HTTP 500',
    });
    expect(byName['Caroline Herschel']).not.toHaveProperty('teamNotice');
  });
});

describe('PATCH /api/staff/leads/{kind}/{id}', () => {
  it('moves a lead on and gives it an owner, and audits who, what, when, before and after', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z');
    const response = await call('PATCH', '/api/staff/leads/contact/c1', {
      status: 'contacted',
      owner: 'Grace@lakeforge.ca',
    });
    expect(response).toMatchObject({
      status: 200,
      body: {
        lead: {
          id: 'c1',
          status: 'contacted',
          owner: 'grace@lakeforge.ca',
          updatedBy: 'grace@lakeforge.ca',
          updatedAt: NOW,
        },
      },
    });
    expect(ids(await call('GET', '/api/staff/inquiries?status=contacted&owner=grace%40lakeforge.ca'))).toEqual(['c1']);
    backend.clock.set('2026-11-23T15:11:00.000Z');
    expect((await call('PATCH', '/api/staff/leads/contact/c1', { owner: null })).body.lead).toMatchObject({
      status: 'contacted',
      owner: null,
    });
    const audit = Object.values(await documents(backend.db, COLLECTIONS.audit)).sort(byTime);
    expect(audit).toEqual([
      expect.objectContaining({
        at: Timestamp.fromDate(new Date(NOW)),
        actor: { uid: staffUid, email: 'grace@lakeforge.ca' },
        action: 'lead.update',
        target: { kind: 'contact', id: 'c1' },
        before: { status: 'new', owner: null },
        after: { status: 'contacted', owner: 'grace@lakeforge.ca' },
        outcome: 'done',
      }),
      expect.objectContaining({
        before: { status: 'contacted', owner: 'grace@lakeforge.ca' },
        after: { status: 'contacted', owner: null },
      }),
    ]);
  });

  it('refuses a status outside the five, an owner who is not staff, an empty update and an unknown lead, writing nothing', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z');
    const fields = async (body: unknown) => (await call('PATCH', '/api/staff/leads/contact/c1', body)).body.fields;
    expect((await call('PATCH', '/api/staff/leads/contact/c1', {})).status).toBe(400);
    expect(await fields({ status: 'handled' })).toHaveProperty('status');
    expect(await fields({ handled: true })).toBeDefined();
    // An account without the staff claim, an address with no account, and not an address.
    expect(await fields({ owner: 'visitor@example.com' })).toHaveProperty('owner');
    expect(await fields({ owner: 'nobody@lakeforge.ca' })).toHaveProperty('owner');
    expect(await fields({ owner: 'grace' })).toHaveProperty('owner');
    expect(await fields({ status: 'won', note: 'x' })).toBeDefined();
    expect(await call('PATCH', '/api/staff/leads/contact/nope', { status: 'won' })).toMatchObject({ status: 404 });
    expect((await call('GET', '/api/staff/leads/contact/c1')).status).toBe(405);
    expect(await documents(backend.db, COLLECTIONS.audit)).toEqual({});
    expect((await call('GET', '/api/staff/inquiries')).body.items).toMatchObject([{ status: 'new', owner: null }]);
  });

  it('reads a lead stored before the pipeline as migrated: handled is contacted, its note the first of the timeline', async () => {
    await seedLegacyLead('contact', 'old', '2026-11-20T10:00:00.000Z', {
      handled: true,
      note: 'Called back; quote sent.',
      updatedAt: Timestamp.fromDate(new Date('2026-11-21T14:00:00.000Z')),
      updatedBy: 'ada@lakeforge.ca',
    });
    await seedLegacyLead('service', 'older', '2026-11-19T10:00:00.000Z');
    expect((await call('GET', '/api/staff/inquiries')).body.items).toMatchObject([
      {
        id: 'old',
        status: 'contacted',
        owner: null,
        notes: [{ at: '2026-11-21T14:00:00.000Z', by: 'ada@lakeforge.ca', text: 'Called back; quote sent.' }],
      },
      { id: 'older', status: 'new', owner: null, notes: [] },
    ]);
    // A note added to it keeps the old note first, and the old field goes.
    const added = await call('POST', '/api/staff/leads/contact/old/notes', { text: 'Quote accepted.' });
    expect((added.body.lead as StaffLead).notes.map((note) => note.text)).toEqual([
      'Called back; quote sent.',
      'Quote accepted.',
    ]);
    const stored = (await documents(backend.db, COLLECTIONS.contact)).old!;
    expect(stored).not.toHaveProperty('note');
    expect(stored.handled).toBe(true);
  });
});

describe('POST /api/staff/leads/{kind}/{id}/notes', () => {
  it("keeps each staff member's notes in order, with their author and the server's time, audited without the text", async () => {
    await seedLead('service', 's1', '2026-11-20T10:00:00.000Z');
    const otherEmail = `ada-${randomBytes(4).toString('hex')}@lakeforge.ca`;
    const other = await emulator.current.signUp(otherEmail);
    await auth.setCustomUserClaims(other.uid, { staff: true });
    const first = await call('POST', '/api/staff/leads/service/s1/notes', { text: '  Called; wants a quote.  ' });
    expect(first.status).toBe(201);
    backend.clock.set('2026-11-24T09:30:00.000Z');
    const second = await call('POST', '/api/staff/leads/service/s1/notes', { text: 'Quote sent.' }, other.idToken);
    expect(second.body.lead).toMatchObject({
      notes: [
        { at: NOW, by: 'grace@lakeforge.ca', text: 'Called; wants a quote.' },
        { at: '2026-11-24T09:30:00.000Z', by: otherEmail, text: 'Quote sent.' },
      ],
      updatedAt: '2026-11-24T09:30:00.000Z',
      updatedBy: otherEmail,
    });
    expect(((await call('GET', '/api/staff/inquiries')).body.items as StaffLead[])[0]!.notes).toHaveLength(2);
    const audit = Object.values(await documents(backend.db, COLLECTIONS.audit)).sort(byTime);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'lead.note',
        actor: { uid: staffUid, email: 'grace@lakeforge.ca' },
        target: { kind: 'service', id: 's1' },
        after: { notes: 1, length: 22 },
        outcome: 'done',
      }),
      expect.objectContaining({ action: 'lead.note', after: { notes: 2, length: 11 } }),
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/Called|Quote sent/);
  });

  it('refuses an empty or oversized note, a note for no lead, and a 101st note', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z');
    const add = (text: unknown, id = 'c1') => call('POST', `/api/staff/leads/contact/${id}/notes`, { text });
    expect((await add('   ')).body.fields).toHaveProperty('text');
    expect((await add('x'.repeat(2001))).body.fields).toHaveProperty('text');
    expect((await add('\ud800')).body.fields).toHaveProperty('text');
    expect((await add(42)).body.fields).toHaveProperty('text');
    expect(await add('Hello', 'nope')).toMatchObject({ status: 404 });
    expect((await call('PUT', '/api/staff/leads/contact/c1/notes', { text: 'x' })).status).toBe(405);
    const full = Array.from({ length: 100 }, (_, index) => ({
      at: Timestamp.fromDate(new Date(NOW)),
      by: 'grace@lakeforge.ca',
      text: `Note ${index}`,
    }));
    await seedLead('contact', 'full', '2026-11-20T10:00:00.000Z', { notes: full });
    expect(await add('One more', 'full')).toMatchObject({ status: 409, body: { reason: 'notesFull' } });
    expect(await documents(backend.db, COLLECTIONS.audit)).toEqual({});
  });
});

describe('GET /api/staff/pipeline and /team', () => {
  it('counts the leads by status, owner and channel, and the last twelve months by channel and status', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z', { status: 'won', owner: 'grace@lakeforge.ca' });
    await seedLead('contact', 'c2', '2026-11-01T04:30:00.000Z', {
      source: { landingPage: '/', utm: { utm_source: 'newsletter' } },
    });
    // October 31 in Toronto, though November 1 in UTC.
    await seedLead('service', 's1', '2026-11-01T03:30:00.000Z', { status: 'lost', owner: 'grace@lakeforge.ca' });
    await seedLead('service', 's2', '2025-12-15T10:00:00.000Z', {
      source: { landingPage: '/', referrerOrigin: 'https://duckduckgo.com' },
    });
    // Thirteen months back: counted, but before the report's first month.
    await seedLead('service', 's3', '2025-10-15T10:00:00.000Z');
    // Stored directly, as before the tallies: counted once `npm run staff:backfill` rebuilds them.
    await rebuildTallies(backend.db);
    const { body } = await call('GET', '/api/staff/pipeline');
    const summary = body as unknown as PipelineSummary;
    expect(summary.counts).toEqual({
      total: 5,
      status: { new: 3, contacted: 0, qualified: 0, won: 1, lost: 1 },
      channel: { search: 1, social: 0, campaign: 1, referral: 0, direct: 3 },
      owner: [
        { owner: 'grace@lakeforge.ca', count: 2 },
        { owner: null, count: 3 },
      ],
    });
    expect(summary.months.map((month) => month.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(summary.months[0]).toMatchObject({ total: 1, channel: { search: 1 }, status: { new: 1 } });
    expect(summary.months[10]).toMatchObject({ total: 1, channel: { direct: 1 }, status: { lost: 1 } });
    expect(summary.months[11]).toMatchObject({
      total: 2,
      channel: { campaign: 1, direct: 1 },
      status: { new: 1, won: 1 },
    });
  });

  it('counts leads not yet backfilled as they read, and an owner whose leads are all older than the report', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z', { status: 'qualified', owner: 'grace@lakeforge.ca' });
    await seedLegacyLead('contact', 'c2', '2026-10-20T10:00:00.000Z', { handled: true });
    // Owned by someone no longer on the team, before the report's twelve months.
    await seedLead('service', 's1', '2025-06-15T10:00:00.000Z', { status: 'won', owner: 'alan@lakeforge.ca' });
    await rebuildTallies(backend.db);
    const { counts } = (await call('GET', '/api/staff/pipeline')).body as unknown as PipelineSummary;
    expect(counts).toEqual({
      total: 3,
      status: { new: 0, contacted: 1, qualified: 1, won: 1, lost: 0 },
      channel: { search: 0, social: 0, campaign: 0, referral: 0, direct: 3 },
      owner: [
        { owner: 'alan@lakeforge.ca', count: 1 },
        { owner: 'grace@lakeforge.ca', count: 1 },
        { owner: null, count: 1 },
      ],
    });
  });

  it('lists the staff accounts, not the other accounts', async () => {
    const { members } = (await call('GET', '/api/staff/team')).body as unknown as TeamAnswer;
    const emails = members.map((member) => member.email);
    expect(emails).toContain('grace@lakeforge.ca');
    expect(emails).not.toContain('visitor@example.com');
    expect(emails).toEqual([...emails].sort());
  });
});

describe('POST /api/staff/bookings/{slotId}/move and /cancel', () => {
  const slots = async () => Object.keys(await documents(backend.db, 'slots')).sort();

  it('moves a booking as the manage link does: the visitor gets the updated invitation, the old time is free', async () => {
    await book();
    backend.mailer.sent.length = 0;
    const response = await call('POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER, expectedStart: SLOT });
    expect(response).toMatchObject({
      status: 200,
      body: { booking: { slotId: LATER, status: 'upcoming', sequence: 1 }, emailed: true },
    });
    expect(await slots()).toEqual([LATER]);
    const toVisitor = backend.mailer.sent.find((message) => message.to.email === visitor.email)!;
    const ics = Buffer.from(toVisitor.attachments![0]!.content, 'base64').toString('utf8').replace(/\r\n /g, '');
    expect(ics).toMatch(/SEQUENCE:1\r\n/);
    expect(ics).toMatch(/DTSTART:20261125T160000Z/);
    expect(toVisitor.text).toMatch(/\/manage-booking\?token=/);
    expect(backend.mailer.sent.map((message) => message.to.email).sort()).toEqual([
      'ada@example.com',
      'inbox@lakeforge.ca',
    ]);
    // The old time is offered again to the next visitor.
    await book(SLOT, another);
    const [entry] = Object.values(await documents(backend.db, COLLECTIONS.audit));
    expect(entry).toMatchObject({
      action: 'booking.move',
      actor: { uid: staffUid },
      target: { slotId: SLOT },
      before: { slotId: SLOT, datetime: SLOT, sequence: 0 },
      after: { slotId: LATER, datetime: LATER, sequence: 1 },
      outcome: 'done',
    });
  });

  it('refuses a move when the booking no longer starts at the time the staff member saw, changing nothing', async () => {
    await book();
    const wrong = await call('POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER, expectedStart: LATER });
    expect(wrong).toMatchObject({ status: 409, body: { reason: 'changed', error: STAFF_MESSAGES.changed } });
    // Moved by the visitor meanwhile: nothing is at the time the staff member saw.
    const token = /\/manage-booking\?token=(\S+)/.exec(backend.mailer.sent[0]!.text)![1]!;
    const elsewhere = '2026-11-26T16:00:00.000Z';
    expect(
      (
        await handleManage(postJson({ action: 'reschedule', token, datetime: elsewhere, expectedStart: SLOT }), {
          ...backend.common(),
          store: backend.bookings,
        })
      ).status,
    ).toBe(200);
    const stale = await call('POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER, expectedStart: SLOT });
    expect(stale).toMatchObject({ status: 409, body: { reason: 'changed' } });
    expect(await slots()).toEqual([elsewhere]);
    expect(Object.values(await documents(backend.db, COLLECTIONS.audit))).toEqual([
      expect.objectContaining({ action: 'booking.move', outcome: 'changed' }),
    ]);
  });

  it('refuses a taken or unbookable time and a body without the expected start', async () => {
    await book();
    await book(LATER, another);
    expect(
      await call('POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER, expectedStart: SLOT }),
    ).toMatchObject({
      status: 409,
      body: { reason: 'taken', error: STAFF_MESSAGES.taken },
    });
    expect(
      (
        await call('POST', `/api/staff/bookings/${SLOT}/move`, {
          datetime: '2026-11-28T16:00:00.000Z',
          expectedStart: SLOT,
        })
      ).body,
    ).toMatchObject({ reason: 'notBookable' });
    expect((await call('POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER })).body.fields).toHaveProperty(
      'expectedStart',
    );
  });

  it('cancels a booking: the slot is free and the visitor gets the calendar cancellation', async () => {
    await book();
    backend.mailer.sent.length = 0;
    const response = await call('POST', `/api/staff/bookings/${SLOT}/cancel`);
    expect(response).toMatchObject({ status: 200, body: { booking: { status: 'cancelled' }, emailed: true } });
    expect(await slots()).toEqual([]);
    const toVisitor = backend.mailer.sent.find((message) => message.to.email === visitor.email)!;
    expect(Buffer.from(toVisitor.attachments![0]!.content, 'base64').toString('utf8')).toMatch(/METHOD:CANCEL/);
    const cancelled = await call('GET', '/api/staff/bookings?when=cancelled');
    expect(cancelled.body.items).toMatchObject([
      { slotId: SLOT, status: 'cancelled', name: 'Ada Lovelace', change: { kind: 'cancelled' } },
    ]);
  });
});

describe('GET /api/staff/audit', () => {
  type Audit = {
    items: { action: string; actor: { email: string }; at: string; target: unknown }[];
    nextCursor: string | null;
  };
  const audit = async (query = '') => (await call('GET', `/api/staff/audit${query}`)).body as unknown as Audit;

  /** Three lead updates a minute apart by Grace, one by Ada (another staff member), from 15:11 on. */
  async function actions() {
    await seedLead('contact', 'c1', '2026-11-20T12:00:00.000Z');
    for (const [minute, status] of [
      [11, 'contacted'],
      [12, 'qualified'],
      [13, 'won'],
    ] as const) {
      backend.clock.set(`2026-11-23T15:${minute}:00.000Z`);
      expect((await call('PATCH', '/api/staff/leads/contact/c1', { status })).status).toBe(200);
    }
    const { idToken, uid } = await emulator.current.signUp(`ada-${randomBytes(4).toString('hex')}@lakeforge.ca`);
    await auth.setCustomUserClaims(uid, { staff: true });
    backend.clock.set('2026-11-23T15:14:00.000Z');
    expect((await call('PATCH', '/api/staff/leads/contact/c1', { status: 'lost' }, idToken)).status).toBe(200);
    backend.clock.set('2026-11-23T15:20:00.000Z');
  }

  it('lists the entries newest first, a page at a time; reading it is recorded too', async () => {
    await actions();
    const first = await audit('?limit=2');
    expect(first.items.map((entry) => [entry.action, entry.at])).toEqual([
      ['audit.view', '2026-11-23T15:20:00.000Z'],
      ['lead.update', '2026-11-23T15:14:00.000Z'],
    ]);
    const second = await audit(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((entry) => entry.at)).toEqual(['2026-11-23T15:13:00.000Z', '2026-11-23T15:12:00.000Z']);
    const stored = Object.values(await documents(backend.db, 'staffAudit')).find(
      (entry) => entry.action === 'audit.view',
    );
    // Kept 24 months, then Firestore's TTL policy deletes it (firestore.indexes.json).
    expect((stored!.expiresAt as Timestamp).toDate().toISOString()).toBe('2028-11-22T15:20:00.000Z');
  });

  it('filters by staff member, action and date range', async () => {
    await actions();
    const byGrace = await audit('?actor=grace@lakeforge.ca&action=lead.update');
    expect(byGrace.items.map((entry) => entry.at)).toEqual([
      '2026-11-23T15:13:00.000Z',
      '2026-11-23T15:12:00.000Z',
      '2026-11-23T15:11:00.000Z',
    ]);
    expect(byGrace.items.every((entry) => entry.actor.email === 'grace@lakeforge.ca')).toBe(true);
    const window = await audit('?action=lead.update&from=2026-11-23T15:12:00Z&to=2026-11-23T15:14:00Z');
    expect(window.items.map((entry) => entry.at)).toEqual(['2026-11-23T15:13:00.000Z', '2026-11-23T15:12:00.000Z']);
    expect((await audit('?action=feed.rotate')).items).toEqual([]);
  });

  it('refuses an unknown action, a reversed range and a foreign cursor, naming them', async () => {
    expect((await call('GET', '/api/staff/audit?action=drop.table')).body.fields).toHaveProperty('action');
    expect((await call('GET', '/api/staff/audit?from=2026-11-24&to=2026-11-23')).body.fields).toHaveProperty('to');
    expect((await call('GET', '/api/staff/audit?cursor=e30')).body.fields).toHaveProperty('cursor');
  });
});

describe('GET /api/staff/bookings', () => {
  it('lists upcoming bookings soonest first and past ones latest first, with their delivery state', async () => {
    await book(SLOT);
    await book(LATER, another);
    const upcoming = await call('GET', '/api/staff/bookings?limit=1');
    expect(upcoming.body.items).toMatchObject([
      { slotId: SLOT, status: 'upcoming', name: 'Ada Lovelace', agencyNotice: { status: 'sent' } },
    ]);
    const next = await call('GET', `/api/staff/bookings?limit=1&cursor=${upcoming.body.nextCursor}`);
    expect(next.body.items).toMatchObject([{ slotId: LATER }]);
    backend.clock.set('2026-11-27T12:00:00.000Z');
    expect(
      ((await call('GET', '/api/staff/bookings?when=past')).body.items as { slotId: string }[]).map((b) => b.slotId),
    ).toEqual([LATER, SLOT]);
  });
  it("shows a booking's team chat notice when it has one, with its failure", async () => {
    const refusing = { post: () => Promise.reject(new ChatDeliveryError('chat webhook answered HTTP 403')) };
    await book(SLOT, visitor, { teamChat: refusing });
    await book(LATER, another);
    const items = (await call('GET', '/api/staff/bookings')).body.items as StaffBooking[];
    expect(items.map((booking) => booking.teamNotice)).toEqual([
      {
        status: 'failed',
        attempts: 1,
        nextAttemptAt: new Date(backend.clock.now().getTime() + 5 * 60_000).toISOString(),
        error: 'team chat: chat webhook answered HTTP 403',
      },
      undefined,
    ]);
  });
});

describe('POST /api/staff/leads/{kind}/{id}/retry-delivery', () => {
  it('delivers a lead whose email failed, and audits the delivery before and after', async () => {
    const { id } = await backend.inquiries.record(
      'contact',
      { name: 'Ada Lovelace', email: 'ada@example.com', service: 'web', message: 'Please call me back.' },
      'attempt-1',
      backend.clock.now(),
    );
    await backend.db
      .collection(COLLECTIONS.contact)
      .doc(id)
      .update({
        delivery: toDeliveryData({
          ...pendingDelivery(backend.clock.now()),
          status: 'failed',
          attempts: 6,
          error: 'agency email: 503',
        }),
      });
    const response = await call('POST', `/api/staff/leads/contact/${id}/retry-delivery`);
    expect(response).toMatchObject({ status: 200, body: { lead: { id, delivery: { status: 'sent', attempts: 7 } } } });
    expect(backend.mailer.sent.map((message) => message.to.email)).toEqual(['inbox@lakeforge.ca', 'ada@example.com']);
    expect(Object.values(await documents(backend.db, COLLECTIONS.audit))).toEqual([
      expect.objectContaining({
        action: 'lead.retry-delivery',
        before: expect.objectContaining({ status: 'failed' }),
        after: expect.objectContaining({ status: 'sent' }),
        outcome: 'sent',
      }),
    ]);
    expect(await call('POST', `/api/staff/leads/contact/${id}/retry-delivery`)).toMatchObject({
      status: 409,
      body: { reason: 'delivered' },
    });
  });
});

describe('POST /api/staff/leads/{kind}/{id}/retry-team-notice', () => {
  const mary = { name: 'Mary Somerville', email: 'mary@example.com', service: 'web', message: 'A site, please.' };
  const record = (withNotice = true) =>
    backend.inquiries.record('contact', mary, `attempt-${withNotice}`, backend.clock.now(), {
      teamNotice: withNotice,
    });
  const retry = (id: string, kind = 'contact') => call('POST', `/api/staff/leads/${kind}/${id}/retry-team-notice`);
  const auditEntries = async () =>
    Object.values(await documents(backend.db, COLLECTIONS.audit)).filter(
      (entry) => entry.action === 'lead.retry-team-notice',
    );

  it('posts a notice the webhook refused again, names the lead in the channel, and audits it before and after', async () => {
    const { id } = await record();
    webhook.answer({ status: 500 });
    const inquiryDeps = { ...backend.common(), store: backend.inquiries, teamChat: createWebhookChat(webhook.url) };
    expect(await deliverTeamNotice(contactEndpoint, id, inquiryDeps)).toBe('failed');

    const failedAgain = await retry(id);
    expect(failedAgain).toMatchObject({
      status: 502,
      body: {
        reason: 'failed',
        lead: { id, teamNotice: { status: 'failed', attempts: 2, error: 'team chat: chat webhook answered HTTP 500' } },
      },
    });

    webhook.answer({ status: 200 });
    webhook.posts.length = 0;
    const response = await retry(id);
    expect(response).toMatchObject({
      status: 200,
      body: { lead: { id, teamNotice: { status: 'sent', attempts: 3 } } },
    });
    expect(webhook.posts.map((post) => post.text)).toEqual([
      'New contact inquiry from Mary Somerville about Web Design &amp; Development. <https://lakeforge.ca/staff/leads|Open the leads>',
    ]);
    expect(await auditEntries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: expect.objectContaining({ email: 'grace@lakeforge.ca' }),
          target: { kind: 'contact', id },
          before: expect.objectContaining({ status: 'failed', attempts: 1 }),
          after: expect.objectContaining({ status: 'failed', attempts: 2 }),
          outcome: 'failed',
        }),
        expect.objectContaining({
          before: expect.objectContaining({ status: 'failed', attempts: 2 }),
          after: expect.objectContaining({ status: 'sent', attempts: 3 }),
          outcome: 'sent',
        }),
      ]),
    );
    expect(await retry(id)).toMatchObject({ status: 409, body: { reason: 'delivered' } });
    expect(webhook.posts).toHaveLength(1);
  });

  it('refuses a lead with no team notice, or none at all, posting and auditing nothing', async () => {
    const { id } = await record(false);
    expect(await retry(id)).toMatchObject({ status: 404, body: { reason: 'notFound' } });
    expect(await retry('no-such-lead', 'service')).toMatchObject({ status: 404, body: { reason: 'notFound' } });
    expect(webhook.posts).toEqual([]);
    expect(await auditEntries()).toEqual([]);
  });

  it('answers 405 to another method, with Allow', async () => {
    const { id } = await record();
    expect(await call('GET', `/api/staff/leads/contact/${id}/retry-team-notice`)).toMatchObject({
      status: 405,
      headers: { Allow: 'POST' },
    });
  });
});

describe('GET /api/staff/export', () => {
  it('exports leads as CSV that opens as text: BOM, CRLF, quoting, formulas neutralised', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z', {
      name: '=HYPERLINK("http://evil.example","Click")',
      message: 'Line one,\r\n"two"',
    });
    await seedLead('service', 's1', '2026-11-21T10:00:00.000Z', {
      name: '@SUM(A1)',
      requirements: '+1 555',
      owner: '-2',
    });
    const response = await call('GET', '/api/staff/export?kind=inquiries');
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="lakeforge-inquiries-2026-11-23.csv"',
    });
    const csv = await text(response);
    expect(csv.startsWith('\uFEFFKind,Received,Name,Email,')).toBe(true);
    const contact = `\r\nContact inquiry,2026-11-20T10:00:00.000Z,"'=HYPERLINK(""http://evil.example"",""Click"")",ada@example.com,web,,,"Line one,\r\n""two""",sent,1,,new,,direct,,,,,,,,,,,c1\r\n`;
    const service = `\r\nService request,2026-11-21T10:00:00.000Z,'@SUM(A1),ada@example.com,Web,Websites,Starter,'+1 555,sent,1,,new,'-2,direct,,,,,,,,,,,s1\r\n`;
    expect(csv).toContain(contact);
    expect(csv).toContain(service);
    // Contact inquiries first, then service requests, each newest first.
    expect(csv.indexOf(contact)).toBeLessThan(csv.indexOf(service));
    expect(Object.values(await documents(backend.db, COLLECTIONS.audit))).toEqual([
      expect.objectContaining({ action: 'export', target: { kind: 'inquiries' }, outcome: 'done', after: { rows: 2 } }),
    ]);
  });

  it('exports bookings, and refuses an unknown kind', async () => {
    await book();
    const csv = await text(await call('GET', '/api/staff/export?kind=bookings'));
    expect(csv.split('\r\n')[1]).toMatch(
      /^upcoming,2026-11-24T16:00:00.000Z,Ada Lovelace,ada@example.com,Website Development,/,
    );
    expect((await call('GET', '/api/staff/export?kind=everything')).body.fields).toHaveProperty('kind');
  });
});

describe('the export with line breaks in the text (issue #43)', () => {
  const BREAKS = { lf: '\n', cr: '\r', crlf: '\r\n' };
  /** Text a visitor or staff member could store: a formula at every line start, no comma or quote to force quoting. */
  const hostile = (br: string) =>
    `Thanks for your time${br}=HYPERLINK(CHAR(104)&CHAR(116))${br}+1${br}-2${br}@SUM(A1)${br}\tTAB${br}\uFF1D1`;
  const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

  /**
   * The CSV read back by csv-parse ending a row at any unquoted CR, LF or CRLF, as spreadsheets do (left to
   * itself it would take CRLF from the first row and read a bare LF as text); and every line of a cell that
   * would run as a formula.
   */
  function readBack(csv: string) {
    const records = parse(csv, {
      bom: true,
      relax_column_count: true,
      record_delimiter: ['\r\n', '\r', '\n'],
    }) as string[][];
    const live = records.flatMap((record) =>
      record.flatMap((cell) => cell.split(/\r\n|\r|\n/).filter((line) => FORMULA_START.test(line))),
    );
    return { records, live };
  }

  it('keeps one record per lead, and no line of any text cell starts a formula, whatever the line breaks', async () => {
    for (const [name, br] of Object.entries(BREAKS)) {
      const text = hostile(br);
      const at = `2026-11-2${Object.keys(BREAKS).indexOf(name)}T10:00:00.000Z`;
      const note = { at: Timestamp.fromDate(new Date(at)), by: text, text };
      const every = { name: text, email: text, owner: text, notes: [note, note], updatedBy: text };
      const failed = toDeliveryData({ status: 'failed', attempts: 2, error: text });
      await seedLead('contact', `c-${name}`, at, { ...every, service: text, message: text, delivery: failed });
      await seedLead('service', `s-${name}`, at, {
        ...every,
        serviceType: text,
        serviceCategory: text,
        package: text,
        requirements: text,
        delivery: failed,
      });
    }
    const csv = await text(await call('GET', '/api/staff/export?kind=inquiries'));
    const { records, live } = readBack(csv);
    expect(records).toHaveLength(1 + 2 * Object.keys(BREAKS).length);
    expect(live).toEqual([]);
    // The text itself survives: each line after a break only gained its leading '.
    const message = records[0]!.indexOf('Message');
    expect(records.find((record) => record.at(-1) === 'c-lf')![message]).toBe(
      `Thanks for your time\n'=HYPERLINK(CHAR(104)&CHAR(116))\n'+1\n'-2\n'@SUM(A1)\n'\tTAB\n'\uFF1D1`,
    );
  });

  it('keeps one record per booking, whatever the line breaks in its text', async () => {
    const starts = ['2026-11-24T16:00:00.000Z', '2026-11-24T17:00:00.000Z', '2026-11-24T18:00:00.000Z'];
    for (const [index, br] of Object.values(BREAKS).entries()) {
      const text = hostile(br);
      await backend.db
        .collection(COLLECTIONS.bookings)
        .doc(starts[index]!)
        .set({
          datetime: Timestamp.fromDate(new Date(starts[index]!)),
          bookingId: `booking-${index}`,
          name: text,
          email: text,
          purpose: text,
          agencyNotice: toDeliveryData({ status: 'sent', attempts: 1 }),
        });
    }
    const { records, live } = readBack(await text(await call('GET', '/api/staff/export?kind=bookings')));
    expect(records).toHaveLength(1 + starts.length);
    expect(live).toEqual([]);
  });
});

describe('where leads came from', () => {
  const newsletter = {
    landingPage: '/?utm_source=newsletter&utm_medium=email',
    referrerOrigin: 'https://mail.example.com',
    utm: { utm_source: 'newsletter', utm_medium: 'email' },
  };
  const sourceCells = '/?utm_source=newsletter&utm_medium=email,https://mail.example.com,newsletter,email,,,';
  const rowOf = (csv: string, name: string) => csv.split('\r\n').find((row) => row.includes(`,${name},`));

  it('shows the source a contact inquiry was sent with in the list and the export, and none for a lead without', async () => {
    const inquiryDeps = { ...backend.common(), store: backend.inquiries };
    const message = { email: 'ada@example.com', message: 'A new site, please.' };
    const sent = await handleContact(postJson({ ...message, name: 'Ada Lovelace', source: newsletter }), inquiryDeps);
    expect(sent.status).toBe(200);
    backend.clock.set('2026-11-23T15:11:00.000Z');
    // What is not valid is dropped, and the lead is kept.
    const invalid = { landingPage: 'https://evil.example/', utm: { utm_source: 'bad\u0000' } };
    const without = await handleContact(postJson({ ...message, name: 'Bo Peep', source: invalid }), inquiryDeps);
    expect(without.status).toBe(200);

    const { items } = (await call('GET', '/api/staff/inquiries')).body as { items: Record<string, unknown>[] };
    expect(items.map(({ name, source }) => ({ name, source }))).toEqual([
      { name: 'Bo Peep', source: undefined },
      { name: 'Ada Lovelace', source: newsletter },
    ]);
    const csv = await text(await call('GET', '/api/staff/export?kind=inquiries'));
    expect(csv.split('\r\n')[0]).toContain(
      ',Updated by,Landing page,Referrer,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Id',
    );
    expect(rowOf(csv, 'Ada Lovelace')).toContain(`,new,,campaign,,,,${sourceCells},`);
    // Status, no owner, the channel, no notes and no change, then seven empty source cells, then the id.
    expect(rowOf(csv, 'Bo Peep')).toMatch(/,new,,direct,{11}[^,]+$/);
  });

  it('neutralises a campaign value that a spreadsheet would run as a formula', async () => {
    await seedLead('contact', 'c1', '2026-11-20T10:00:00.000Z', {
      source: { landingPage: '/', utm: { utm_campaign: '=HYPERLINK("http://evil.example")' } },
    });
    const csv = await text(await call('GET', '/api/staff/export?kind=inquiries'));
    expect(csv).toContain(`,/,,,,"'=HYPERLINK(""http://evil.example"")",,,c1\r\n`);
  });

  it("keeps a booking's source in the staff's list and export, through a move and a cancellation", async () => {
    const response = await handleBooking(
      postJson({ ...visitor, datetime: SLOT, attemptId: 'attempt-ada', source: newsletter }),
      { ...backend.common(), store: backend.bookings },
    );
    expect(response.status).toBe(200);
    expect((await call('GET', '/api/staff/bookings')).body.items).toMatchObject([{ slotId: SLOT, source: newsletter }]);
    const moved = await call('POST', `/api/staff/bookings/${SLOT}/move`, { datetime: LATER, expectedStart: SLOT });
    expect(moved.status).toBe(200);
    expect((await call('GET', '/api/staff/bookings')).body.items).toMatchObject([
      { slotId: LATER, source: newsletter },
    ]);
    const csv = await text(await call('GET', '/api/staff/export?kind=bookings'));
    expect(rowOf(csv, 'Ada Lovelace')).toContain(`,${sourceCells},${LATER},`);
    await call('POST', `/api/staff/bookings/${LATER}/cancel`, { expectedStart: LATER });
    expect((await call('GET', '/api/staff/bookings?when=cancelled')).body.items).toMatchObject([
      { status: 'cancelled', source: newsletter },
    ]);
  });
});

describe('malformed ids and cursors (issue #43)', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  /** Each route that names a record in its path, with that record's id as `{id}`. */
  const ROUTES: [string, string, unknown][] = [
    ['PATCH', '/api/staff/leads/contact/{id}', { status: 'won' }],
    ['POST', '/api/staff/leads/contact/{id}/notes', { text: 'Called back.' }],
    ['POST', '/api/staff/leads/service/{id}/retry-delivery', {}],
    ['POST', '/api/staff/leads/contact/{id}/retry-team-notice', {}],
    ['POST', '/api/staff/bookings/{id}/move', { datetime: LATER, expectedStart: SLOT }],
    ['POST', '/api/staff/bookings/{id}/cancel', {}],
    ['DELETE', '/api/staff/closures/{id}', undefined],
  ];

  it('answers 400 naming the id for one Firestore could not take, before anything is read or written', async () => {
    const malformed = ['a%2Fb', 'a%2Fb%2Fc', '__x__', '__.__', 'x'.repeat(1501), 'é'.repeat(751), '%E0%A4%A'];
    for (const [method, route, body] of ROUTES) {
      for (const id of malformed) {
        const response = await call(method, route.replace('{id}', id), body);
        expect(response, `${method} ${route} ${id.slice(0, 20)}`).toMatchObject({
          status: 400,
          body: { reason: 'invalid' },
        });
      }
    }
    expect(storeCalls).toEqual([]);
    expect(await documents(backend.db, COLLECTIONS.audit)).toEqual({});
  });

  it('answers 404 for an id that names nothing (a booking: 409 changed, as for one moved away)', async () => {
    const longest = 'x'.repeat(1500);
    const answers = [];
    for (const [method, route, body] of ROUTES) {
      answers.push((await call(method, route.replace('{id}', longest), body)).status);
    }
    expect(answers).toEqual([404, 404, 404, 404, 409, 409, 404]);
    // The failed closure removal is completed in the audit log, never left pending.
    expect(Object.values(await documents(backend.db, COLLECTIONS.audit)).map((entry) => entry.outcome)).toEqual([
      'notFound',
    ]);
  });

  it('answers 400 naming the cursor or date outside Firestore’s time range, never a 5xx', async () => {
    const lists = [
      `/api/staff/inquiries?cursor=${cursorOf({ contact: [-70_000_000_000, 0, 'c1'] })}`,
      `/api/staff/inquiries?cursor=${cursorOf({ contact: [300_000_000_000, 0, 'c1'] })}`,
      `/api/staff/inquiries?cursor=${cursorOf({ contact: [1_700_000_000, 0, '__x__'] })}`,
      `/api/staff/bookings?when=upcoming&cursor=${cursorOf('+010000-01-01T00:00:00.000Z')}`,
      `/api/staff/bookings?when=past&cursor=${cursorOf('-000001-01-01T00:00:00.000Z')}`,
      `/api/staff/bookings?when=cancelled&cursor=${cursorOf([300_000_000_000, 0, 'b1'])}`,
    ];
    for (const url of lists) {
      expect(await call('GET', url), url).toMatchObject({
        status: 400,
        body: { fields: { cursor: expect.any(String) } },
      });
    }
    expect((await call('GET', '/api/staff/inquiries?from=0000-01-01')).body.fields).toHaveProperty('from');
    expect((await call('GET', '/api/staff/inquiries?to=9999-12-31T23:59:59-05:00')).body.fields).toHaveProperty('to');
  });

  it('completes the audit entry of an action that fails half-way as failed, never leaving it pending', async () => {
    const broken = new Error('Firestore is unavailable');
    deps.availability = { ...deps.availability, removeClosure: () => Promise.reject(broken) };
    expect(await call('DELETE', '/api/staff/closures/c1')).toMatchObject({ status: 503, body: { reason: 'failed' } });
    expect(Object.values(await documents(backend.db, COLLECTIONS.audit))).toEqual([
      expect.objectContaining({ action: 'closure.remove', target: { id: 'c1' }, outcome: 'failed' }),
    ]);
  });
});

describe('a hostile-input sweep (issue #43): no request is answered with a 5xx', () => {
  const SITE = 'https://lakeforge.ca';
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const STRINGS = [
    '',
    ' ',
    '\u0000',
    '\r\n=1+1',
    '%',
    '%00',
    '..',
    '__x__',
    'a/b',
    '\uD800',
    '😀'.repeat(400),
    'x'.repeat(2001),
    '0000-01-01',
    '9999-12-31',
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59-05:00',
  ];
  const VALUES: unknown[] = [...STRINGS, null, true, -1, 0, 1e308, -1e308, 1.5, [], {}, ['a'], { a: { b: 1 } }];
  const IDS = [
    SLOT,
    'lead-1',
    'nope',
    'a%2Fb',
    'a%2Fb%2Fc',
    '__x__',
    'x'.repeat(1501),
    '%E0%A4%A',
    '%C0%AF',
    '..%2F..',
  ];
  const QUERIES = [
    'limit=-1',
    'limit=1e309',
    'limit=abc',
    'cursor=',
    'cursor=%%%',
    `cursor=${'A'.repeat(3000)}`,
    `cursor=${cursorOf(null)}`,
    `cursor=${cursorOf([1e20, 0, 'x'])}`,
    `cursor=${cursorOf({ contact: [-1e12, -1, ''] })}`,
    `cursor=${cursorOf({ service: 'end', contact: 'end' })}`,
    `cursor=${cursorOf({ __proto__: { contact: 1 } })}`,
    `cursor=${cursorOf('0000-01-01T00:00:00Z')}`,
    'from=0000-01-01',
    'from=9999-12-31&to=9999-12-31T23:59:59.999Z',
    'to=-000001-01-01T00:00:00Z',
    'q=%00%00',
    `q=${'a'.repeat(100)}`,
    'q=a',
    'q=__ab__',
    'q=__ab__@x',
    'kind=contact&kind=../x',
    'handled=maybe&deliveryFailed=1',
    'status=maybe&owner=%00&channel=tv',
    'when=cancelled&cursor=W10',
    'when=everything',
    'unknown=1',
  ];
  /** Each route, the method that acts on it, and the fields of its body (each given every hostile value). */
  const ROUTES: [string, string, string[]][] = [
    ['/api/staff/me', 'GET', []],
    ['/api/staff/bookings', 'GET', []],
    ['/api/staff/inquiries', 'GET', []],
    ['/api/staff/export', 'GET', []],
    ['/api/staff/feed', 'GET', []],
    ['/api/staff/feed/rotate', 'POST', []],
    ['/api/staff/closures', 'POST', ['date', 'from', 'to', 'startTime', 'endTime', 'note']],
    ['/api/staff/availability-settings', 'PUT', ['noticeMinutes', 'bufferMinutes', 'calendarUrls']],
    ['/api/staff/leads/contact/{id}', 'PATCH', ['status', 'owner']],
    ['/api/staff/leads/contact/{id}/notes', 'POST', ['text']],
    ['/api/staff/pipeline', 'GET', []],
    ['/api/staff/team', 'GET', []],
    ['/api/staff/leads/service/{id}/retry-delivery', 'POST', []],
    ['/api/staff/leads/service/{id}/retry-team-notice', 'POST', []],
    ['/api/staff/bookings/{id}/move', 'POST', ['datetime', 'expectedStart']],
    ['/api/staff/bookings/{id}/cancel', 'POST', ['expectedStart']],
    ['/api/staff/closures/{id}', 'DELETE', []],
    ['/api/staff/{id}', 'GET', []],
    ['/api/staff/leads/{id}/{id}/{id}/{id}', 'POST', []],
  ];
  const BODIES: unknown[] = [
    { datetime: '9999-12-31T23:59:59Z', expectedStart: SLOT },
    { datetime: LATER, expectedStart: '0001-01-01T00:00:00Z' },
    { date: '9999-12-31' },
    { from: '0001-01-01', to: '0001-12-31' },
    { from: '9999-01-01', to: '9999-12-31', startTime: '00:00', endTime: '23:59' },
    {
      noticeMinutes: 0,
      bufferMinutes: 0,
      calendarUrls: ['webcal://x', 'https://u:p@x', 'https://x\r\n', 'https://[::1]'],
    },
  ];
  const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

  it('over every staff route: each method, hostile ids, queries and bodies', async () => {
    await seedLead('contact', 'lead-1', '2026-11-20T10:00:00.000Z');
    await seedLead('service', 'lead-1', '2026-11-20T11:00:00.000Z');
    await book();
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, body?: unknown) => {
      sent += 1;
      const response = await call(method, url, body);
      if (response.stream) await text(response);
      if (response.status >= 500) {
        failures.push(`${method} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 80)} → ${response.status}`);
      }
    };
    for (const [route, method, fields] of ROUTES) {
      for (const id of route.includes('{id}') ? IDS : ['']) {
        for (const other of METHODS) await send(other, route.replaceAll('{id}', id));
      }
      const url = route.replaceAll('{id}', route.includes('bookings/') ? SLOT : 'lead-1');
      if (method === 'GET') for (const query of QUERIES) await send('GET', `${url}?${query}`);
      else {
        const bodies = [
          ...VALUES,
          ...BODIES,
          ...fields.flatMap((field) => VALUES.map((value) => ({ [field]: value }))),
        ];
        for (const body of bodies) await send(method, url, body);
      }
    }
    // The same routes with bodies that are not JSON.
    for (const [type, raw] of [
      ['text/plain', '{"handled":true}'],
      ['application/x-www-form-urlencoded', 'handled=true&note=%00'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="note"\r\n\r\n=1\r\n--x--'],
      ['application/json', '{"handled":'],
      ['application/json', '\uFEFF{}'],
    ]) {
      for (const route of [
        '/api/staff/leads/contact/lead-1',
        '/api/staff/leads/contact/lead-1/notes',
        '/api/staff/closures',
        '/api/staff/availability-settings',
      ]) {
        for (const method of ['PATCH', 'POST', 'PUT']) {
          sent += 1;
          const response = await handleStaff(
            {
              method,
              url: route,
              headers: { authorization: `Bearer ${staffToken}`, 'content-type': type! },
              rawBody: Buffer.from(raw!),
            },
            deps,
          );
          if (response.status >= 500) failures.push(`${method} ${route} ${type} → ${response.status}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    const audit = Object.values(await documents(backend.db, COLLECTIONS.audit));
    expect(audit.filter((entry) => entry.outcome === 'pending')).toEqual([]);
  }, 600_000);

  it('over the public endpoints: JSON, both form encodings and text, from the site and from another', async () => {
    const forms = { ...backend.common(), siteOrigin: SITE };
    /** Each endpoint with a body it accepts; each of its fields is then given every hostile value. */
    const endpoints: [string, (request: ApiRequest) => Promise<ApiResponse>, Record<string, unknown>][] = [
      [
        'booking',
        (request) => handleBooking(request, { ...forms, store: backend.bookings }),
        { ...visitor, datetime: SLOT, fillMs: 5000 },
      ],
      [
        'manage',
        (request) => handleManage(request, { ...forms, store: backend.bookings }),
        { action: 'reschedule', token: 'a.b.c', datetime: LATER, expectedStart: SLOT },
      ],
      [
        'contact',
        (request) => handleContact(request, { ...forms, store: backend.inquiries }),
        { name: 'Ada Lovelace', email: 'ada@example.com', service: 'web', message: 'Hello there.', fillMs: 5000 },
      ],
      [
        'services',
        (request) => handleServiceRequest(request, { ...forms, store: backend.inquiries }),
        { ...SERVICE_REQUEST, fillMs: 5000 },
      ],
    ];
    const hostileOf = (valid: Record<string, unknown>): Record<string, unknown>[] => [
      {},
      valid,
      ...[...Object.keys(valid), 'website', 'attemptId', 'source', '__proto__'].flatMap((field) =>
        VALUES.map((value) => ({ ...valid, [field]: value })),
      ),
    ];
    const encodings: [string, (body: Record<string, unknown>) => string][] = [
      ['application/json', (body) => JSON.stringify(body)],
      ['application/x-www-form-urlencoded', (body) => new URLSearchParams(flat(body)).toString()],
      [
        'multipart/form-data; boundary=B',
        (body) =>
          Object.entries(flat(body))
            .map(([name, value]) => `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
            .join('') + '--B--\r\n',
      ],
      ['text/plain;charset=UTF-8', (body) => JSON.stringify(body)],
    ];
    // The site's own page, and another site's (refused before anything else is read).
    const origins = [
      { 'sec-fetch-site': 'same-origin', origin: SITE },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    ];
    const failures: string[] = [];
    let sent = 0;
    for (const [name, handle, valid] of endpoints) {
      // A form's text often encodes two hostile values alike: each body is sent once per encoding.
      const seen = new Set<string>();
      for (const body of hostileOf(valid)) {
        for (const [type, encode] of encodings) {
          const encoded = encode(body);
          if (seen.has(type + encoded)) continue;
          seen.add(type + encoded);
          for (const headers of origins) {
            const raw = Buffer.from(encoded);
            sent += 1;
            const response = await handle({
              method: 'POST',
              headers: { ...headers, 'content-type': type, 'content-length': String(raw.length) },
              rawBody: raw,
              ip: '203.0.113.9',
            });
            if (response.status >= 500)
              failures.push(`${name} ${type} ${JSON.stringify(body).slice(0, 100)} → ${response.status}`);
          }
        }
      }
      for (const raw of [
        Buffer.from([0xff, 0xfe, 0x00]),
        Buffer.from('a=%zz&a[b]=1&a=2'),
        Buffer.alloc(30_000, 0x61),
      ]) {
        for (const [type] of encodings) {
          sent += 1;
          const response = await handle({ method: 'POST', headers: { 'content-type': type }, rawBody: raw });
          if (response.status >= 500) failures.push(`${name} ${type} raw → ${response.status}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
  }, 600_000);
});

/** A body's fields as a form sends them: text only (arrays and objects as JSON, null as nothing). */
const flat = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
    ]),
  );

describe('closures: GET, POST and DELETE /api/staff/closures', () => {
  const visitorBooks = (datetime: string, who = another) =>
    handleBooking(postJson({ ...who, datetime, attemptId: randomBytes(8).toString('hex') }), {
      ...backend.common(),
      store: backend.bookings,
    });

  it('closes part of a day without cancelling the booking in it, names that booking, and reopens it', async () => {
    await book(); // Tuesday 11:00
    const added = await call('POST', '/api/staff/closures', {
      date: '2026-11-24',
      startTime: '10:30',
      note: 'Dentist',
    });
    expect(added.status).toBe(201);
    const { closure, affectedBookings, heldStarts } = added.body as unknown as ClosureAnswer;
    expect(closure).toMatchObject({
      from: '2026-11-24',
      to: '2026-11-24',
      startTime: '10:30',
      note: 'Dentist',
      createdBy: 'grace@lakeforge.ca',
    });
    expect(affectedBookings).toEqual([
      expect.objectContaining({ slotId: SLOT, status: 'upcoming', name: 'Ada Lovelace' }),
    ]);
    expect(heldStarts).toEqual([]);
    expect(Object.keys(await documents(backend.db, 'bookings'))).toEqual([SLOT]);

    // The public rule carries no note; the note is staff-only.
    const rules = (await backend.db.doc('availability/rules').get()).data()!;
    expect(rules.closures).toEqual([{ id: closure.id, from: '2026-11-24', to: '2026-11-24', startTime: '10:30' }]);
    expect((await backend.db.doc(`availabilityNotes/${closure.id}`).get()).get('note')).toBe('Dentist');
    // The list shows the meeting it holds for as long as it does.
    expect((await call('GET', '/api/staff/closures')).body).toEqual({
      closures: [{ ...closure, bookedStarts: [SLOT] }],
    });

    // Visitors can no longer book the afternoon; the early morning stays.
    expect((await visitorBooks('2026-11-24T17:00:00.000Z')).status).toBe(409);
    expect((await visitorBooks('2026-11-24T15:00:00.000Z', { ...another, email: 'cy@example.com' })).status).toBe(200);

    // Staff decide: once they cancel the meeting, the closure holds none (the morning's booking is outside it).
    expect((await call('POST', `/api/staff/bookings/${SLOT}/cancel`, { expectedStart: SLOT })).status).toBe(200);
    expect((await call('GET', '/api/staff/closures')).body).toEqual({ closures: [{ ...closure, bookedStarts: [] }] });

    expect(await call('DELETE', `/api/staff/closures/${closure.id}`)).toMatchObject({ status: 200 });
    expect((await call('GET', '/api/staff/closures')).body).toEqual({ closures: [] });
    expect((await backend.db.doc(`availabilityNotes/${closure.id}`).get()).exists).toBe(false);
    expect((await visitorBooks('2026-11-24T17:00:00.000Z')).status).toBe(200);

    const audit = Object.values(await documents(backend.db, COLLECTIONS.audit)).map((entry) => [
      entry.action,
      entry.outcome,
    ]);
    expect(audit.sort()).toEqual([
      ['booking.cancel', 'done'],
      ['closure.add', 'done'],
      ['closure.remove', 'done'],
    ]);
  });

  it('takes a date range, lists only closures that have not ended, and refuses what makes no sense', async () => {
    const range = await call('POST', '/api/staff/closures', { from: '2026-12-24', to: '2026-12-31' });
    expect(range.status).toBe(201);
    const bad: [Record<string, unknown>, string][] = [
      [{ date: '2026-11-24', from: '2026-11-24', to: '2026-11-25' }, 'date'],
      [{ from: '2026-11-25' }, 'to'],
      [{ from: '2026-11-25', to: '2026-11-24' }, 'to'],
      [{ date: '2026-11-31' }, 'date'],
      [{ date: '2026-11-24', startTime: '13:00', endTime: '12:00' }, 'endTime'],
      [{ date: '2026-11-24', startTime: '9' }, 'startTime'],
      [{ date: '2026-11-20' }, 'to'], // ended last Friday
      [{ from: '2026-11-24', to: '2028-01-01' }, 'to'],
    ];
    for (const [body, field] of bad) {
      const response = await call('POST', '/api/staff/closures', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((response.body as { fields: object }).fields), JSON.stringify(body)).toEqual([field]);
    }
    const listed = (await call('GET', '/api/staff/closures')).body as { closures: StaffClosure[] };
    expect(listed.closures.map(({ from, to }) => [from, to])).toEqual([['2026-12-24', '2026-12-31']]);
    expect((await call('DELETE', '/api/staff/closures/no-such-closure')).status).toBe(404);
    expect((await call('PUT', '/api/staff/closures')).status).toBe(405);
  });
});

describe('GET and PUT /api/staff/availability-settings', () => {
  const calendar = 'https://calendar.example.com/ical/secret-address/basic.ics';

  it('starts at the defaults, stores notice and buffer publicly and the calendar addresses for staff only', async () => {
    expect((await call('GET', '/api/staff/availability-settings')).body).toEqual({
      noticeMinutes: 120,
      bufferMinutes: 0,
      calendarUrls: [],
    });
    const saved = { noticeMinutes: 60, bufferMinutes: 15, calendarUrls: [calendar] };
    expect(await call('PUT', '/api/staff/availability-settings', saved)).toMatchObject({ status: 200, body: saved });
    expect((await call('GET', '/api/staff/availability-settings')).body).toEqual(saved);

    const rules = (await backend.db.doc('availability/rules').get()).data()!;
    expect(rules).toMatchObject({ noticeMinutes: 60, bufferMinutes: 15 });
    expect(JSON.stringify(rules)).not.toContain('secret-address');
    expect((await backend.db.doc('staffSettings/availability').get()).get('calendarUrls')).toEqual([calendar]);
    const audit = Object.values(await documents(backend.db, COLLECTIONS.audit));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'availability.settings',
        before: { noticeMinutes: 120, bufferMinutes: 0, calendars: 0 },
        after: { noticeMinutes: 60, bufferMinutes: 15, calendars: 1 },
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('secret-address');
  });

  it('refuses values out of bounds and addresses that are not https, keeping what was stored', async () => {
    const valid = { noticeMinutes: 120, bufferMinutes: 0, calendarUrls: [] as string[] };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...valid, noticeMinutes: 14 * 24 * 60 + 1 }, 'noticeMinutes'],
      [{ ...valid, bufferMinutes: 241 }, 'bufferMinutes'],
      [{ ...valid, bufferMinutes: 1.5 }, 'bufferMinutes'],
      [{ ...valid, calendarUrls: ['http://calendar.example.com/a.ics'] }, 'calendarUrls.0'],
      [{ ...valid, calendarUrls: ['http://127.0.0.1:4321/a.ics'] }, 'calendarUrls.0'], // not under the emulator
      [{ ...valid, calendarUrls: ['https://user:pw@calendar.example.com/a.ics'] }, 'calendarUrls.0'],
      [{ ...valid, calendarUrls: [`https://calendar.example.com/${'a'.repeat(2000)}`] }, 'calendarUrls.0'],
      [{ ...valid, calendarUrls: Array.from({ length: 6 }, (_, i) => `${calendar}?${i}`) }, 'calendarUrls'],
    ];
    for (const [body, field] of bad) {
      const response = await call('PUT', '/api/staff/availability-settings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((response.body as { fields: object }).fields), JSON.stringify(body)).toEqual([field]);
    }
    expect((await backend.db.doc('availability/rules').get()).exists).toBe(false);

    deps = { ...deps, calendarLoopback: true };
    const local = { ...valid, calendarUrls: ['http://127.0.0.1:4321/a.ics'] };
    expect((await call('PUT', '/api/staff/availability-settings', local)).status).toBe(200);
  });

  it('accepts webcal addresses as the import fetches them, and stores no control character (issue #43)', async () => {
    const typed = [
      'webcal://calendar.example.com/private-a/basic.ics',
      'https://calendar.example.com/b.ics\r\n',
      'https://calendar.example.com/c\u0000\t.ics\u0085',
    ];
    const body = { noticeMinutes: 120, bufferMinutes: 0, calendarUrls: typed };
    expect((await call('PUT', '/api/staff/availability-settings', body)).status).toBe(200);
    const stored = [
      'webcal://calendar.example.com/private-a/basic.ics',
      'https://calendar.example.com/b.ics',
      'https://calendar.example.com/c.ics',
    ];
    expect((await call('GET', '/api/staff/availability-settings')).body.calendarUrls).toEqual(stored);
    expect((await backend.db.doc('staffSettings/availability').get()).get('calendarUrls')).toEqual(stored);
    const withCredentials = { ...body, calendarUrls: ['webcal://user:pw@calendar.example.com/a.ics'] };
    expect((await call('PUT', '/api/staff/availability-settings', withCredentials)).status).toBe(400);
  });
});

describe('GET /api/staff/feed and POST /api/staff/feed/rotate', () => {
  const FEED_URL = /^https:\/\/lakeforge\.ca\/calendar\/bookings\/([A-Za-z0-9_-]{43})\.ics$/;

  it('gives the feed address, made on first use and the same afterwards, audited once without the token', async () => {
    const first = await call('GET', '/api/staff/feed');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ url: expect.stringMatching(FEED_URL) });
    expect((await call('GET', '/api/staff/feed')).body).toEqual(first.body);
    const audit = Object.values(await documents(backend.db, COLLECTIONS.audit));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'feed.create',
        actor: { uid: staffUid, email: 'grace@lakeforge.ca' },
        target: { feed: 'bookings' },
        before: null,
        after: { createdAt: NOW },
        outcome: 'done',
      }),
    ]);
    const token = FEED_URL.exec(String(first.body.url))![1]!;
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('replaces the address on rotation, audited with when the old one was made', async () => {
    const old = (await call('GET', '/api/staff/feed')).body.url;
    const rotated = await call('POST', '/api/staff/feed/rotate');
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).toMatch(FEED_URL);
    expect(rotated.body.url).not.toBe(old);
    expect((await call('GET', '/api/staff/feed')).body.url).toBe(rotated.body.url);
    expect(Object.values(await documents(backend.db, COLLECTIONS.audit))).toContainEqual(
      expect.objectContaining({ action: 'feed.rotate', before: { createdAt: NOW }, after: { createdAt: NOW } }),
    );
  });

  it('answers other methods 405, and a visitor 403 before reading anything', async () => {
    expect(await call('POST', '/api/staff/feed')).toMatchObject({ status: 405, headers: { Allow: 'GET' } });
    expect(await call('GET', '/api/staff/feed/rotate')).toMatchObject({ status: 405, headers: { Allow: 'POST' } });
    expect((await call('GET', '/api/staff/feed', undefined, visitorToken)).status).toBe(403);
    expect((await call('POST', '/api/staff/feed/rotate', undefined, visitorToken)).status).toBe(403);
    expect(storeCalls).toEqual([]);
  });
});
