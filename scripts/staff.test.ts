/** `npm run staff:add` / `staff:remove` against the real Auth emulator, in-process. */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAuthEmulator } from '../tests/functions/authEmulator';
import { staffCommand } from './staff';

const PROJECT = 'demo-staff-script';
const emulator = testAuthEmulator(PROJECT);
const app = initializeApp({ projectId: PROJECT }, 'staff-script-test');
let auth: Auth;
beforeAll(() => {
  auth = getAuth(app);
});
afterAll(() => deleteApp(app));

async function run(...argv: string[]): Promise<string[]> {
  const lines: string[] = [];
  await staffCommand(
    argv,
    () => ({ auth, where: 'the test emulator' }),
    (line) => lines.push(line),
  );
  return lines;
}

describe('staff:add', () => {
  it('grants the claim to an existing account, keeping its other claims, and says so', async () => {
    const { uid } = await emulator.current.signUp('grace@lakeforge.ca');
    await auth.setCustomUserClaims(uid, { locale: 'en-CA' });
    expect(await run('add', 'grace@lakeforge.ca')).toEqual(['grace@lakeforge.ca is now staff in the test emulator.']);
    expect((await auth.getUser(uid)).customClaims).toEqual({ locale: 'en-CA', staff: true });
    expect(await run('add', 'grace@lakeforge.ca')).toEqual([
      'grace@lakeforge.ca was staff already in the test emulator.',
    ]);
  });

  it('creates the account of an address that has none, with the claim, so its first sign-in is staff', async () => {
    expect(await run('add', 'new.hire@lakeforge.ca')).toEqual([
      'new.hire@lakeforge.ca has a new account, and it is staff in the test emulator.',
    ]);
    expect((await auth.getUserByEmail('new.hire@lakeforge.ca')).customClaims).toEqual({ staff: true });
  });

  it('--owner adds the owner claim to a staff member, and staff:remove takes both away', async () => {
    const { uid } = await emulator.current.signUp('owner@lakeforge.ca');
    await run('add', 'owner@lakeforge.ca');
    expect(await run('add', 'owner@lakeforge.ca', '--owner')).toEqual([
      'owner@lakeforge.ca is now staff and an owner in the test emulator.',
    ]);
    expect((await auth.getUser(uid)).customClaims).toEqual({ staff: true, owner: true });
    await run('remove', 'owner@lakeforge.ca');
    expect((await auth.getUser(uid)).customClaims).toEqual({});
    await expect(run('remove', 'owner@lakeforge.ca', '--owner')).rejects.toThrow(/Usage/);
  });

  it('refuses a missing or malformed address and an unknown action, changing nothing', async () => {
    await expect(run('add')).rejects.toThrow(/Usage: npm run staff:add -- EMAIL/);
    await expect(run('add', 'not-an-address')).rejects.toThrow(/not-an-address is not an email address/);
    await expect(run('promote', 'x@lakeforge.ca')).rejects.toThrow(/Usage/);
    await expect(auth.getUserByEmail('x@lakeforge.ca')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});

describe('staff:remove', () => {
  it('takes the claim away and revokes the sessions: tokens issued until now are no longer valid', async () => {
    const { uid, idToken } = await emulator.current.signUp('leaver@lakeforge.ca');
    await auth.setCustomUserClaims(uid, { staff: true, locale: 'en-CA' });
    const authTime = (await auth.verifyIdToken(idToken)).auth_time;

    expect(await run('remove', 'leaver@lakeforge.ca')).toEqual([
      'leaver@lakeforge.ca is no longer staff; its sessions were revoked in the test emulator.',
    ]);
    const user = await auth.getUser(uid);
    expect(user.customClaims).toEqual({ locale: 'en-CA' });
    expect(Date.parse(user.tokensValidAfterTime!) / 1000).toBeGreaterThanOrEqual(authTime);
  });

  it('says when there is nothing to remove', async () => {
    expect(await run('remove', 'nobody@lakeforge.ca')).toEqual([
      'nobody@lakeforge.ca has no account; nothing to remove in the test emulator.',
    ]);
  });
});
