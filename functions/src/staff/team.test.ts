/**
 * The Team section's routes (docs/staff.md, _Roles_) against the real Auth emulator and Google's Firestore emulator:
 * every staff member reads the team; only owners add staff, make or unmake owners and remove staff; the last
 * owner cannot take the role from the back office; every change is audited.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, type TeamAnswer } from '../../../src/domain/api/staff.js';
import { testAuthEmulator } from '../../../tests/functions/authEmulator.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { staffDeps } from '../../../tests/functions/staffDeps.js';
import { documents, postJson } from '../../../tests/functions/support.js';
import type { ApiRequest } from '../http/request.js';
import { COLLECTIONS } from '../store/firestore.js';
import { handleStaff, type StaffDeps } from './handler.js';

const PROJECT = 'demo-staff-team';
const backend = testBackend('staff-team');
const emulator = testAuthEmulator(PROJECT);
const app = initializeApp({ projectId: PROJECT }, 'staff-team-test');
afterAll(() => deleteApp(app));
let auth: Auth;

interface Member {
  uid: string;
  idToken: string;
}
let owner: Member;
let grace: Member;

/** A new account signed in, with the claims given. */
async function member(email: string, claims: Record<string, unknown>): Promise<Member> {
  const signedUp = await emulator.current.signUp(email);
  await auth.setCustomUserClaims(signedUp.uid, claims);
  return signedUp;
}

beforeAll(async () => {
  auth = getAuth(app);
  owner = await member('owner@lakeforge.ca', { staff: true, owner: true });
  grace = await member('grace@lakeforge.ca', { staff: true });
});

let deps: StaffDeps;
beforeEach(() => {
  deps = staffDeps(backend, app);
});

function call(method: string, url: string, token: string, body?: unknown) {
  const base = body === undefined ? { method, headers: {} } : postJson(body);
  const request: ApiRequest = { ...base, method, url, headers: { ...base.headers, authorization: `Bearer ${token}` } };
  return handleStaff(request, deps);
}

const team = async (token = owner.idToken) =>
  (await call('GET', '/api/staff/team', token)).body as unknown as TeamAnswer;
const roles = async () =>
  (await team()).members.map(({ email, owner: isOwner }) => `${email}${isOwner ? ' (owner)' : ''}`);
const claimsOf = async (uid: string) => (await auth.getUser(uid)).customClaims ?? {};
const auditOf = async (action: string) =>
  Object.values(await documents(backend.db, COLLECTIONS.audit))
    .filter((entry) => entry.action === action)
    .map(({ actor, target, before, after, outcome }) => ({ actor, target, before, after, outcome }));

describe('GET /api/staff/team', () => {
  it('lists every staff account by address for any staff member, with its role and last sign-in, and no one else', async () => {
    await member('visitor@example.com', {});
    const { members } = await team(grace.idToken);
    expect(members.map((entry) => entry.email)).toEqual(
      expect.arrayContaining(['grace@lakeforge.ca', 'owner@lakeforge.ca']),
    );
    expect(members.map((entry) => entry.email)).not.toContain('visitor@example.com');
    expect(members.find((entry) => entry.uid === owner.uid)).toEqual({
      uid: owner.uid,
      email: 'owner@lakeforge.ca',
      owner: true,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(members.find((entry) => entry.uid === grace.uid)?.owner).toBe(false);
  });
});

describe('a staff member who is not an owner', () => {
  it('is refused (403) adding, promoting, demoting and removing staff: nothing changes, nothing is audited', async () => {
    const attempts: [string, string, unknown?][] = [
      ['POST', '/api/staff/team', { email: 'friend@lakeforge.ca', owner: true }],
      ['PATCH', `/api/staff/team/${grace.uid}`, { owner: true }],
      ['PATCH', `/api/staff/team/${owner.uid}`, { owner: false }],
      ['DELETE', `/api/staff/team/${owner.uid}`],
    ];
    for (const [method, url, body] of attempts) {
      expect(await call(method, url, grace.idToken, body), `${method} ${url}`).toMatchObject({
        status: 403,
        body: { reason: 'notOwner', error: STAFF_MESSAGES.notOwner },
      });
    }
    await expect(auth.getUserByEmail('friend@lakeforge.ca')).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await claimsOf(grace.uid)).toEqual({ staff: true });
    expect(await claimsOf(owner.uid)).toEqual({ staff: true, owner: true });
    expect(await auditOf('team.add')).toEqual([]);
  });
});

describe('an owner', () => {
  it('adds a new address: its account is made with the claim, listed, and audited', async () => {
    const added = await call('POST', '/api/staff/team', owner.idToken, { email: ' New.Hire@Lakeforge.ca ' });
    expect(added.status).toBe(201);
    expect(added.body.added).toBe('created');
    expect((added.body as unknown as TeamAnswer).members.map((entry) => entry.email)).toContain(
      'new.hire@lakeforge.ca',
    );
    const account = await auth.getUserByEmail('new.hire@lakeforge.ca');
    expect(account.customClaims).toEqual({ staff: true });
    expect(await auditOf('team.add')).toContainEqual({
      actor: { uid: owner.uid, email: 'owner@lakeforge.ca' },
      target: { email: 'new.hire@lakeforge.ca' },
      before: null,
      after: { uid: account.uid, owner: false },
      outcome: 'created',
    });
    const again = await call('POST', '/api/staff/team', owner.idToken, { email: 'new.hire@lakeforge.ca' });
    expect(again).toMatchObject({ status: 200, body: { added: 'already' } });
  });

  it('adds an existing account as an owner, keeping its other claims; its next request is an owner’s', async () => {
    const ana = await member('ana@lakeforge.ca', { locale: 'en-CA' });
    expect(await call('GET', '/api/staff/me', ana.idToken)).toMatchObject({ status: 403 });
    const added = await call('POST', '/api/staff/team', owner.idToken, { email: 'ana@lakeforge.ca', owner: true });
    expect(added).toMatchObject({ status: 200, body: { added: 'granted' } });
    expect(await claimsOf(ana.uid)).toEqual({ locale: 'en-CA', staff: true, owner: true });
    expect(await call('GET', '/api/staff/me', ana.idToken)).toMatchObject({ status: 200, body: { owner: true } });
  });

  it('makes a staff member an owner and unmakes them, at once and audited', async () => {
    const bo = await member('bo@lakeforge.ca', { staff: true });
    const made = await call('PATCH', `/api/staff/team/${bo.uid}`, owner.idToken, { owner: true });
    expect(made.status).toBe(200);
    expect(await roles()).toContain('bo@lakeforge.ca (owner)');
    expect(await call('GET', '/api/staff/me', bo.idToken)).toMatchObject({ body: { owner: true } });
    expect((await call('PATCH', `/api/staff/team/${bo.uid}`, owner.idToken, { owner: false })).status).toBe(200);
    expect(await roles()).toContain('bo@lakeforge.ca');
    expect(await call('GET', '/api/staff/me', bo.idToken)).toMatchObject({ body: { owner: false } });
    expect(await claimsOf(bo.uid)).toEqual({ staff: true });
    expect(await auditOf('team.owner')).toEqual(
      expect.arrayContaining([
        {
          actor: { uid: owner.uid, email: 'owner@lakeforge.ca' },
          target: { uid: bo.uid, email: 'bo@lakeforge.ca' },
          before: { owner: false },
          after: { owner: true },
          outcome: 'done',
        },
        expect.objectContaining({ before: { owner: true }, after: { owner: false }, outcome: 'done' }),
      ]),
    );
  });

  it('removes a staff member: both claims gone, sessions revoked, their token refused at once; audited', async () => {
    const leaver = await member('leaver@lakeforge.ca', { staff: true, owner: true, locale: 'en-CA' });
    const authTime = (await auth.verifyIdToken(leaver.idToken)).auth_time;
    expect((await call('GET', '/api/staff/me', leaver.idToken)).status).toBe(200);
    const removed = await call('DELETE', `/api/staff/team/${leaver.uid}`, owner.idToken);
    expect(removed.status).toBe(200);
    expect((removed.body as unknown as TeamAnswer).members.map((entry) => entry.uid)).not.toContain(leaver.uid);
    const account = await auth.getUser(leaver.uid);
    expect(account.customClaims).toEqual({ locale: 'en-CA' });
    expect(Date.parse(account.tokensValidAfterTime!) / 1000).toBeGreaterThanOrEqual(authTime);
    // Revocation counts in whole seconds (auth.ts): refused as revoked (401), or in its own second for the claim (403).
    const refused = await call('GET', '/api/staff/me', leaver.idToken);
    expect([401, 403]).toContain(refused.status);
    expect(await auditOf('team.remove')).toContainEqual({
      actor: { uid: owner.uid, email: 'owner@lakeforge.ca' },
      target: { uid: leaver.uid, email: 'leaver@lakeforge.ca' },
      before: { owner: true },
      after: { staff: false, owner: false, sessionsRevoked: true },
      outcome: 'done',
    });
  });

  it('cannot remove or demote themselves as the last owner (409, audited, nothing changed), but can once another is owner', async () => {
    const solo = await member('solo@lakeforge.ca', { staff: true, owner: true });
    const others = (await team()).members.filter((entry) => entry.owner && entry.uid !== solo.uid);
    for (const other of others) {
      expect((await call('PATCH', `/api/staff/team/${other.uid}`, solo.idToken, { owner: false })).status).toBe(200);
    }
    for (const [method, body] of [
      ['PATCH', { owner: false }],
      ['DELETE', undefined],
    ] as const) {
      expect(await call(method, `/api/staff/team/${solo.uid}`, solo.idToken, body)).toMatchObject({
        status: 409,
        body: { reason: 'lastOwner', error: STAFF_MESSAGES.lastOwner },
      });
    }
    expect(await claimsOf(solo.uid)).toEqual({ staff: true, owner: true });
    expect(await auditOf('team.remove')).toContainEqual(
      expect.objectContaining({ target: { uid: solo.uid, email: 'solo@lakeforge.ca' }, outcome: 'lastOwner' }),
    );
    for (const other of others) {
      expect((await call('PATCH', `/api/staff/team/${other.uid}`, solo.idToken, { owner: true })).status).toBe(200);
    }
    expect((await call('PATCH', `/api/staff/team/${solo.uid}`, solo.idToken, { owner: false })).status).toBe(200);
    expect(await claimsOf(solo.uid)).toEqual({ staff: true });
  });

  it('is refused what is not an address, an owner flag or a staff member, naming the field; nothing is made', async () => {
    const refusals: [string, string, unknown, number, Record<string, unknown>][] = [
      ['POST', '/api/staff/team', {}, 400, { fields: { email: expect.any(String) } }],
      ['POST', '/api/staff/team', { email: 'not-an-address' }, 400, { fields: { email: 'Enter an email address.' } }],
      ['POST', '/api/staff/team', { email: 'a@b', owner: 'yes' }, 400, { fields: { owner: expect.any(String) } }],
      ['POST', '/api/staff/team', { email: 'x@lakeforge.ca', role: 'admin' }, 400, { reason: 'invalid' }],
      ['POST', '/api/staff/team', { email: `${'a'.repeat(250)}@x.ca` }, 400, { fields: { email: expect.any(String) } }],
      ['PATCH', `/api/staff/team/${grace.uid}`, {}, 400, { fields: { owner: expect.any(String) } }],
      ['PATCH', '/api/staff/team/no-such-uid', { owner: true }, 404, { reason: 'notFound' }],
      ['DELETE', '/api/staff/team/__x__', undefined, 400, { fields: { uid: expect.any(String) } }],
      ['PUT', '/api/staff/team', { email: 'x@lakeforge.ca' }, 405, {}],
    ];
    for (const [method, url, body, status, answer] of refusals) {
      expect(await call(method, url, owner.idToken, body), `${method} ${url} ${JSON.stringify(body)}`).toMatchObject({
        status,
        body: answer,
      });
    }
    const visitor = await member('someone@example.com', {});
    expect(await call('DELETE', `/api/staff/team/${visitor.uid}`, owner.idToken)).toMatchObject({ status: 404 });
    await expect(auth.getUserByEmail('x@lakeforge.ca')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
