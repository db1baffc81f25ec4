/**
 * Who is staff, and who is an owner: the Firebase Auth accounts with the `staff` custom claim, and among them
 * those with `owner` too (docs/staff.md, _Roles_). The one place that grants, changes and takes the claims
 * away: the back office's Team section (handler.ts, owners only) and `npm run staff:add` / `staff:remove`
 * (scripts/staff.ts) both call it.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { TeamMember } from '../../../src/domain/api/staff.js';
import { OWNER_CLAIM, STAFF_CLAIM } from './auth.js';

/** What the team's changes use of firebase-admin's Auth. */
export type TeamAccounts = Pick<
  Auth,
  'getUser' | 'getUserByEmail' | 'createUser' | 'setCustomUserClaims' | 'revokeRefreshTokens' | 'listUsers'
>;

const isStaff = (user: UserRecord) => user.customClaims?.[STAFF_CLAIM] === true;
const isOwner = (user: UserRecord) => isStaff(user) && user.customClaims?.[OWNER_CLAIM] === true;

/** The account of an address; undefined when there is none. */
export async function findAccount(auth: Pick<Auth, 'getUserByEmail'>, email: string): Promise<UserRecord | undefined> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}

/** A staff member's account by its uid; undefined when there is none or it is not staff. */
export async function findStaffAccount(auth: Pick<Auth, 'getUser'>, uid: string): Promise<UserRecord | undefined> {
  try {
    const user = await auth.getUser(uid);
    return isStaff(user) ? user : undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-uid') return undefined;
    throw error;
  }
}

export const teamMemberOf = (user: UserRecord): TeamMember => ({
  uid: user.uid,
  email: user.email ?? '',
  owner: isOwner(user),
  ...(user.metadata.lastSignInTime ? { lastSignInAt: new Date(user.metadata.lastSignInTime).toISOString() } : {}),
});

/** Every staff account, by address: the project's accounts read a thousand at a time (an agency has few). */
export async function listTeam(auth: Pick<Auth, 'listUsers'>): Promise<TeamMember[]> {
  const members: TeamMember[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    members.push(...page.users.filter(isStaff).map(teamMemberOf));
    pageToken = page.pageToken;
  } while (pageToken);
  return members.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Gives `email`'s account the staff claim, keeping its other claims (and `owner` when asked). An address with
 * no account yet gets one (no password), so that its first sign-in (Google or an email link) finds the claim
 * already there.
 */
export async function grantStaff(
  auth: TeamAccounts,
  email: string,
  { owner = false }: { owner?: boolean } = {},
): Promise<{ outcome: 'granted' | 'created' | 'already'; user: UserRecord }> {
  const existing = await findAccount(auth, email);
  if (existing && isStaff(existing) && (!owner || isOwner(existing))) return { outcome: 'already', user: existing };
  const user = existing ?? (await auth.createUser({ email }));
  await auth.setCustomUserClaims(user.uid, {
    ...user.customClaims,
    [STAFF_CLAIM]: true,
    ...(owner ? { [OWNER_CLAIM]: true } : {}),
  });
  return { outcome: existing ? 'granted' : 'created', user: await auth.getUser(user.uid) };
}

/** Makes a staff member an owner, or no longer one; the other claims stay. Read from the account at once. */
export async function setOwner(auth: TeamAccounts, user: UserRecord, owner: boolean): Promise<UserRecord> {
  const claims: Record<string, unknown> = { ...user.customClaims };
  if (owner) claims[OWNER_CLAIM] = true;
  else delete claims[OWNER_CLAIM];
  await auth.setCustomUserClaims(user.uid, claims);
  return auth.getUser(user.uid);
}

/**
 * Takes the staff claim (and the owner claim) away and revokes the account's refresh tokens: its sessions end,
 * and the staff API refuses every ID token issued before now (it reads the claim from the account on each
 * request, and compares the token's sign-in time with the revocation).
 */
export async function revokeStaff(auth: TeamAccounts, user: UserRecord): Promise<'removed' | 'not-staff'> {
  const others: Record<string, unknown> = { ...user.customClaims };
  delete others[STAFF_CLAIM];
  delete others[OWNER_CLAIM];
  await auth.setCustomUserClaims(user.uid, others);
  await auth.revokeRefreshTokens(user.uid);
  return isStaff(user) ? 'removed' : 'not-staff';
}

/** `revokeStaff` for an address. */
export async function removeStaff(auth: TeamAccounts, email: string): Promise<'removed' | 'not-staff' | 'no-account'> {
  const user = await findAccount(auth, email);
  return user ? revokeStaff(auth, user) : 'no-account';
}

/** Whether taking `user`'s owner claim away would leave the back office without an owner. */
export function wouldLeaveNoOwner(team: TeamMember[], user: UserRecord): boolean {
  return isOwner(user) && !team.some((member) => member.owner && member.uid !== user.uid);
}
