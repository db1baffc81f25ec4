/**
 * Who is staff: the Firebase Auth accounts with the `staff` custom claim (docs/staff.md). The claims are
 * granted and taken away by functions/src/staff/team.ts, as the back office's Team section does.
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
import { getAuth } from 'firebase-admin/auth';
import { grantStaff, removeStaff } from '../functions/src/staff/team';
import { runWhenMain } from './cli';
import { projectIdOf } from './projectParams';
import { ports, projectId as localProjectId } from './start';

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
    const { outcome } = await grantStaff(auth, email, { owner });
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
