/**
 * Who is asking: the Firebase ID token in `Authorization: Bearer …`, checked on every request before
 * anything is read. Verified with the Admin SDK (signature, expiry, audience, issuer), its sign-in and issue
 * times checked not to lie ahead (in every mode: the emulator's tokens are not signed), then the account is
 * read once: it must exist, be enabled, have signed in after its sessions were last revoked
 * (`staff:remove` revokes them), and carry the `staff` claim NOW. The claim is taken from the account, not
 * from the token, so a removal takes effect at once (a token keeps its claims for its hour), and a token
 * whose claims were written by hand is worth nothing: the Auth emulator's tokens are unsigned, and the
 * Admin SDK accepts unsigned tokens while FIREBASE_AUTH_EMULATOR_HOST is set.
 */
import { STAFF_MESSAGES, type StaffRefusal } from '../../../src/domain/api/staff.js';
import { headerValue, type ApiRequest } from '../http/request.js';

/** What the check uses of firebase-admin's Auth. */
export interface TokenVerifier {
  verifyIdToken(token: string): Promise<{ uid: string; auth_time: number; iat: number; email?: string }>;
  getUser(uid: string): Promise<{
    email?: string;
    disabled: boolean;
    tokensValidAfterTime?: string;
    customClaims?: Record<string, unknown>;
  }>;
}

/** Who did something, as the audit log and the records name them. */
export interface StaffActor {
  uid: string;
  email: string;
}

export interface StaffMember extends StaffActor {
  /** The account also carries the `owner` claim (read from the account, like `staff`): it may erase people. */
  owner: boolean;
}

export type StaffCheck =
  { ok: true; staff: StaffMember } | { ok: false; status: 401 | 403; reason: StaffRefusal; log: string };

export const STAFF_CLAIM = 'staff';
export const OWNER_CLAIM = 'owner';

/** Three base64url parts; the emulator's tokens have an empty signature. Real ones are about 1 KB. */
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;
const MAX_TOKEN_LENGTH = 4096;
/** How far the issuer's clock may run ahead of ours (seconds). */
const CLOCK_SKEW_SECONDS = 5;

const refuse = (status: 401 | 403, reason: StaffRefusal, log: string): StaffCheck => ({
  ok: false,
  status,
  reason,
  log,
});

/**
 * `now`: the system clock, as the Admin SDK checks `exp` with it (the token's times are the issuer's, real
 * ones, whatever clock the rest of the request uses).
 */
export async function checkStaff(request: ApiRequest, auth: TokenVerifier, now = Date.now()): Promise<StaffCheck> {
  const header = headerValue(request, 'authorization');
  if (!header) return refuse(401, 'signIn', 'no token');
  const token = header.length <= MAX_TOKEN_LENGTH ? BEARER.exec(header)?.[1] : undefined;
  if (!token) return refuse(401, 'signIn', 'malformed authorization header');

  let decoded;
  try {
    decoded = await auth.verifyIdToken(token);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown';
    return code === 'auth/id-token-expired'
      ? refuse(401, 'sessionEnded', 'expired token')
      : refuse(401, 'signIn', `token refused (${code})`);
  }
  // A real token is issued after its sign-in and not after now; a later sign-in time would pass the
  // revocation check below whatever it was (the Auth emulator's unsigned tokens can say anything).
  if (decoded.auth_time > decoded.iat || decoded.iat > now / 1000 + CLOCK_SKEW_SECONDS) {
    return refuse(401, 'signIn', 'token times in the future');
  }
  let user;
  try {
    user = await auth.getUser(decoded.uid);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-not-found') return refuse(401, 'signIn', 'no such account');
    throw error;
  }
  if (user.disabled) return refuse(401, 'sessionEnded', 'account disabled');
  const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0;
  if (decoded.auth_time * 1000 < validAfter) return refuse(401, 'sessionEnded', 'sessions revoked');
  if (user.customClaims?.[STAFF_CLAIM] !== true) return refuse(403, 'notStaff', 'no staff claim');
  const owner = user.customClaims?.[OWNER_CLAIM] === true;
  return { ok: true, staff: { uid: decoded.uid, email: user.email ?? decoded.email ?? '', owner } };
}

export const refusalBody = (reason: StaffRefusal) => ({ error: STAFF_MESSAGES[reason], reason });
