/**
 * Who is staff: the Firebase Auth accounts with the `staff` custom claim (docs/staff.md).
 *
 *   npm run staff:add -- EMAIL [--owner] [--project <alias or id>]   grants the claim (creates the account if
 *                                                                     needed); --owner also the `owner` claim
 *   npm run staff:remove -- EMAIL [--project <alias or id>]   takes it away and signs the account out everywhere
 *
 * Without --project (or with a demo- project) it works on the local stack's Auth emulator (127.0.0.1:9099,
 * `npm start`); with a real project, on that project's Firebase Auth, with the credentials of the Admin SDK
 * (GOOGLE_APPLICATION_CREDENTIALS, or `gcloud auth application-default login`).
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type UserRecord } from 'firebase-admin/auth';
import { runWhenMain } from './cli';
import { projectIdOf } from './projectParams';
import { ports, projectId as localProjectId } from './start';

/** What granting and removing use of firebase-admin's Auth. */
export type StaffAccounts = Pick<Auth, 'getUserByEmail' | 'createUser' | 'setCustomUserClaims' | 'revokeRefreshTokens'>;

export const STAFF_CLAIM = 'staff';
/** An owner may also erase a person's data in the back office (docs/staff.md, _Roles_). */
export const OWNER_CLAIM = 'owner';

async function findUser(auth: StaffAccounts, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/**
 * Gives `email`'s account the staff claim, keeping its other claims. An address with no account yet gets
 * one (no password), so that its first sign-in (Google or an email link) finds the claim already there.
 */
export async function grantStaff(
  auth: StaffAccounts,
  email: string,
  { owner = false }: { owner?: boolean } = {},
): Promise<'granted' | 'created' | 'already'> {
  const existing = await findUser(auth, email);
  const claims = existing?.customClaims ?? {};
  if (claims[STAFF_CLAIM] === true && (!owner || claims[OWNER_CLAIM] === true)) return 'already';
  const user = existing ?? (await auth.createUser({ email }));
  await auth.setCustomUserClaims(user.uid, {
    ...user.customClaims,
    [STAFF_CLAIM]: true,
    ...(owner ? { [OWNER_CLAIM]: true } : {}),
  });
  return existing ? 'granted' : 'created';
}

/**
 * Takes the staff claim away and revokes the account's refresh tokens: its sessions end, and the staff API
 * refuses every ID token issued before now (it reads the claim from the account on each request).
 */
export async function removeStaff(auth: StaffAccounts, email: string): Promise<'removed' | 'not-staff' | 'no-account'> {
  const user = await findUser(auth, email);
  if (!user) return 'no-account';
  // Staff no more, owner no more either.
  const others: Record<string, unknown> = { ...user.customClaims };
  const was = others[STAFF_CLAIM];
  delete others[STAFF_CLAIM];
  delete others[OWNER_CLAIM];
  await auth.setCustomUserClaims(user.uid, others);
  await auth.revokeRefreshTokens(user.uid);
  return was === true ? 'removed' : 'not-staff';
}

/** The Auth of the chosen project: the local emulator unless a real project is named. */
export function staffAccountsOf(project: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  const projectId = project ? projectIdOf(project) : localProjectId;
  if (projectId.startsWith('demo-')) {
    env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${ports.auth}`;
    return { auth: getAuth(initializeApp({ projectId })), where: `the local Auth emulator (${projectId})` };
  }
  // Never a real project's accounts through an emulator address left in the environment.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  return { auth: getAuth(initializeApp({ projectId })), where: `project ${projectId}` };
}

const USAGE = 'Usage: npm run staff:add -- EMAIL [--owner] [--project <alias or id>]  (or staff:remove)';
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export async function staffCommand(
  argv: string[],
  accountsOf: typeof staffAccountsOf = staffAccountsOf,
  log: (line: string) => void = console.log,
): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { project: { type: 'string' }, owner: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [action, email, ...rest] = positionals;
  if ((action !== 'add' && action !== 'remove') || !email || rest.length > 0) throw new Error(USAGE);
  if (!EMAIL.test(email)) throw new Error(`${email} is not an email address. ${USAGE}`);
  if (values.owner && action !== 'add') throw new Error(USAGE);
  const { auth, where } = accountsOf(values.project);
  if (action === 'add') {
    const owner = values.owner === true;
    const outcome = await grantStaff(auth, email, { owner });
    const role = owner ? 'staff and an owner' : 'staff';
    const said = {
      granted: `is now ${role}`,
      created: `has a new account, and it is ${role}`,
      already: `was ${role} already`,
    };
    log(`${email} ${said[outcome]} in ${where}.`);
  } else {
    const outcome = await removeStaff(auth, email);
    const said = {
      removed: 'is no longer staff; its sessions were revoked',
      'not-staff': 'was not staff; its sessions were revoked anyway',
      'no-account': 'has no account; nothing to remove',
    };
    log(`${email} ${said[outcome]} in ${where}.`);
  }
}

runWhenMain(import.meta.url, () => staffCommand(process.argv.slice(2)));
