/**
 * Per-staff email notifications (docs/staff.md, _Email notifications_) against the real Auth emulator and Google's
 * Firestore emulator: each member's own preference through the staff API, and the lead owner's email that honours it.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StaffLead } from '../../../src/domain/api/staff.js';
import { testAuthEmulator } from '../../../tests/functions/authEmulator.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { staffDeps } from '../../../tests/functions/staffDeps.js';
import { documents, postJson } from '../../../tests/functions/support.js';
import type { ApiRequest } from '../http/request.js';
import { MailUnavailableError } from '../mail/mailer.js';
import { COLLECTIONS } from '../store/firestore.js';
import { handleStaff, type StaffDeps } from './handler.js';
import { notifyLeadOwner, type LeadOwnerMailDeps } from './leadOwnerMail.js';
import { createPreferencesStore, PREFERENCES_COLLECTION } from './preferences.js';

const PROJECT = 'demo-staff-notifications';
const backend = testBackend('staff-notifications');
const emulator = testAuthEmulator(PROJECT);
const app = initializeApp({ projectId: PROJECT }, 'staff-notifications-test');
afterAll(() => deleteApp(app));
let auth: Auth;

interface Member {
  uid: string;
  idToken: string;
  email: string;
}
let grace: Member;
let bo: Member;

async function member(email: string, claims: Record<string, unknown> = { staff: true }): Promise<Member> {
  const signedUp = await emulator.current.signUp(email);
  await auth.setCustomUserClaims(signedUp.uid, claims);
  return { ...signedUp, email };
}

beforeAll(async () => {
  auth = getAuth(app);
  grace = await member('grace@lakeforge.ca');
  bo = await member('bo@lakeforge.ca');
});

let deps: StaffDeps;
beforeEach(() => {
  deps = staffDeps(backend, app);
});

function call(method: string, token: string, body?: unknown, url = '/api/staff/preferences') {
  const base = body === undefined ? { method, headers: {} } : postJson(body);
  const request: ApiRequest = { ...base, method, url, headers: { ...base.headers, authorization: `Bearer ${token}` } };
  return handleStaff(request, deps);
}

describe('/api/staff/preferences', () => {
  it('is off until chosen, and each member reads and changes only their own; audited', async () => {
    expect(await call('GET', grace.idToken)).toMatchObject({ status: 200, body: { leadEmails: false } });
    expect(await call('PUT', grace.idToken, { leadEmails: true })).toMatchObject({
      status: 200,
      body: { leadEmails: true },
    });
    expect(await call('GET', grace.idToken)).toMatchObject({ body: { leadEmails: true } });
    expect(await call('GET', bo.idToken)).toMatchObject({ body: { leadEmails: false } });
    expect(Object.keys(await documents(backend.db, PREFERENCES_COLLECTION))).toEqual([grace.uid]);
    const entries = Object.values(await documents(backend.db, COLLECTIONS.audit));
    expect(
      entries.map(({ actor, action, target, before, after, outcome }) => ({
        actor,
        action,
        target,
        before,
        after,
        outcome,
      })),
    ).toEqual([
      {
        actor: { uid: grace.uid, email: grace.email },
        action: 'preferences.save',
        target: { uid: grace.uid },
        before: { leadEmails: false },
        after: { leadEmails: true },
        outcome: 'done',
      },
    ]);
  });

  it('refuses anything but a yes or no, naming the field, and a method other than GET and PUT', async () => {
    for (const body of [{}, { leadEmails: 'yes' }, { leadEmails: true, uid: bo.uid }]) {
      expect(await call('PUT', grace.idToken, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { reason: 'invalid' },
      });
    }
    expect(await call('PUT', grace.idToken, { leadEmails: 1 })).toMatchObject({
      body: { fields: { leadEmails: 'Say whether you want these emails.' } },
    });
    expect(await call('DELETE', grace.idToken)).toMatchObject({ status: 405, headers: { Allow: 'GET, PUT' } });
    expect(await documents(backend.db, PREFERENCES_COLLECTION)).toEqual({});
  });

  it('is refused to an account without the staff claim (403)', async () => {
    const visitor = await member('visitor@example.com', {});
    expect(await call('PUT', visitor.idToken, { leadEmails: true })).toMatchObject({ status: 403 });
    expect(await documents(backend.db, PREFERENCES_COLLECTION)).toEqual({});
  });
});

describe('the lead owner’s email', () => {
  const lead: StaffLead = {
    kind: 'contact',
    id: 'lead-1',
    createdAt: '2026-11-23T15:00:00.000Z',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    fields: { service: 'web', message: 'We need a new site.' },
    delivery: { status: 'sent', attempts: 1 },
    status: 'new',
    owner: null,
    channel: 'direct',
    notes: [],
  };
  let mailDeps: LeadOwnerMailDeps;
  beforeEach(() => {
    const { mailer, mail, logger } = backend.common();
    mailDeps = { auth, preferences: createPreferencesStore(backend.db), mailer, mail, logger };
  });
  const choose = (who: Member, leadEmails: boolean) =>
    createPreferencesStore(backend.db).save(who.uid, { leadEmails }, backend.clock.now());

  it('reaches an owner who chose it: who did what, the lead, and the way to the back office', async () => {
    await choose(grace, true);
    expect(await notifyLeadOwner(grace.uid, lead, { kind: 'assigned' }, bo, mailDeps)).toBe('sent');
    expect(await notifyLeadOwner(grace.uid, lead, { kind: 'note', note: 'Called, wants a quote.' }, bo, mailDeps)).toBe(
      'sent',
    );
    const [assigned, note] = backend.mailer.sent;
    expect(assigned).toMatchObject({
      to: { email: 'grace@lakeforge.ca' },
      from: { email: 'hello@lakeforge.ca' },
      subject: 'A lead is yours: Ada Lovelace',
    });
    expect(assigned!.text).toContain('bo@lakeforge.ca made you the owner of this lead.');
    expect(assigned!.text).toContain('Ada Lovelace');
    expect(assigned!.text).toContain('ada@example.com');
    expect(assigned!.text).toContain('https://lakeforge.ca/staff/leads');
    expect(note!.subject).toBe('A note on your lead: Ada Lovelace');
    expect(note!.text).toContain('Called, wants a quote.');
  });

  it('is not sent to an owner who did not choose it, who acted themselves, or who is no longer staff', async () => {
    expect(await notifyLeadOwner(bo.uid, lead, { kind: 'assigned' }, grace, mailDeps)).toBe('optedOut');
    await choose(grace, true);
    expect(await notifyLeadOwner(grace.uid, lead, { kind: 'assigned' }, grace, mailDeps)).toBe('self');
    const leaver = await member('leaver@lakeforge.ca');
    await choose(leaver, true);
    await auth.setCustomUserClaims(leaver.uid, {});
    expect(await notifyLeadOwner(leaver.uid, lead, { kind: 'status', status: 'won' }, grace, mailDeps)).toBe(
      'notStaff',
    );
    await auth.deleteUser(leaver.uid);
    expect(await notifyLeadOwner(leaver.uid, lead, { kind: 'assigned' }, grace, mailDeps)).toBe('notStaff');
    expect(backend.mailer.sent).toEqual([]);
  });

  it('says a failed send, logged without the visitor’s or the owner’s address', async () => {
    await choose(grace, true);
    backend.mailer.before = () => {
      throw new MailUnavailableError('SendGrid answered 503');
    };
    expect(await notifyLeadOwner(grace.uid, lead, { kind: 'assigned' }, bo, mailDeps)).toBe('failed');
    const logged = backend.logger.lines.join('\n');
    expect(logged).toContain('lead owner email failed');
    expect(logged).toContain('contact/lead-1');
    expect(logged).not.toMatch(/ada@example\.com|grace@lakeforge\.ca/);
  });
});

describe('a lead changed in the back office tells its owner, if they chose it', () => {
  const subjects = () => backend.mailer.sent.map((message) => `${message.to.email}: ${message.subject}`);
  const leadUrl = (id: string) => `/api/staff/leads/contact/${id}`;

  async function storedLead(): Promise<string> {
    const { id } = await backend.inquiries.record(
      'contact',
      { name: 'Ada Lovelace', email: 'ada@example.com', service: 'web', message: 'We need a new site.' },
      'attempt-owner',
      backend.clock.now(),
    );
    return id;
  }

  it('assigned, a note and a move by someone else reach the owner; their own changes do not', async () => {
    await call('PUT', grace.idToken, { leadEmails: true });
    const id = await storedLead();

    expect((await call('PATCH', bo.idToken, { owner: grace.email }, leadUrl(id))).status).toBe(200);
    expect((await call('POST', bo.idToken, { text: 'Called, wants a quote.' }, `${leadUrl(id)}/notes`)).status).toBe(
      201,
    );
    expect((await call('PATCH', bo.idToken, { status: 'qualified' }, leadUrl(id))).status).toBe(200);
    // Grace's own note and move: nothing to tell her.
    expect((await call('POST', grace.idToken, { text: 'Quote sent.' }, `${leadUrl(id)}/notes`)).status).toBe(201);
    expect((await call('PATCH', grace.idToken, { status: 'won' }, leadUrl(id))).status).toBe(200);

    expect(subjects()).toEqual([
      'grace@lakeforge.ca: A lead is yours: Ada Lovelace',
      'grace@lakeforge.ca: A note on your lead: Ada Lovelace',
      'grace@lakeforge.ca: Your lead moved: Ada Lovelace',
    ]);
    expect(backend.mailer.sent[1]!.text).toContain('Called, wants a quote.');
  });

  it('nothing for an owner who did not choose it, and a failed email never fails the change', async () => {
    const id = await storedLead();
    expect((await call('PATCH', grace.idToken, { owner: bo.email }, leadUrl(id))).status).toBe(200);
    expect(backend.mailer.sent).toEqual([]);

    await call('PUT', bo.idToken, { leadEmails: true });
    backend.mailer.before = () => {
      throw new MailUnavailableError('SendGrid answered 503');
    };
    const noted = await call('POST', grace.idToken, { text: 'Left a voicemail.' }, `${leadUrl(id)}/notes`);
    expect(noted.status).toBe(201);
    expect(backend.logger.lines.join('\n')).toContain('lead owner email failed');
    const stored = (await documents(backend.db, COLLECTIONS.contact))[id]!;
    expect(stored.notes).toEqual([expect.objectContaining({ by: grace.email, text: 'Left a voicemail.' })]);
  });
});
