/**
 * Builds the handlers' dependencies from the environment: Firestore through firebase-admin, the
 * mailer (SendGrid; the local outbox under the emulator; fail closed when unconfigured), the rate limiters.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { unlimited, createTokenBucket, type RateLimiter } from './http/rateLimit.js';
import type { Logger } from './lib/logger.js';
import { clientAddressSource } from './http/clientAddress.js';
import { QUOTA_DEFAULTS, type SubmissionGuard } from './http/guard.js';
import { createQuotaStore } from './store/quotas.js';
import { MailUnavailableError, parseAddress, type MailAddress, type MailConfig, type Mailer } from './mail/mailer.js';
import { createOutboxMailer } from './mail/outbox.js';
import { createSendGridMailer } from './mail/sendgrid.js';
import {
  createManageLinks,
  LOCAL_SECRET,
  MIN_SECRET_LENGTH,
  unavailableLinks,
  type ManageLinks,
} from './booking/links.js';
import { withTimeout } from './lib/timeout.js';
import { createWebhookChat, unavailableChat, webhookProblem, type TeamChat } from './chat/webhook.js';
import type { TokenVerifier } from './staff/auth.js';
import type { TeamAccounts } from './staff/team.js';
import { company } from '../../src/domain/company.js';
import { MIN_FILL_MS } from '../../src/domain/forms/fields.js';

/**
 * The default app's Firestore, over gRPC. Under an emulator (FIRESTORE_EMULATOR_HOST) the client connects to it
 * without Google credentials by itself.
 */
export function createFirestore(): Firestore {
  return getFirestore(getApps()[0] ?? initializeApp());
}

/** How long an instance's first request waits for the warm-up read before it is served anyway. */
export const WARM_UP_TIMEOUT_MS = 2000;

/**
 * Makes an instance's first Firestore call (`read`) before its first request is handled: that call
 * loads the client's transport (about 0.3 s of CPU), which would otherwise land on the first booking.
 * Never fails: a read that fails or takes longer than `timeoutMs` is logged, and the request goes on
 * to meet Firestore's own error, if any, where it is handled.
 */
export async function warmFirestore(
  read: () => Promise<unknown>,
  logger: Logger,
  timeoutMs = WARM_UP_TIMEOUT_MS,
): Promise<void> {
  try {
    await withTimeout(Promise.resolve().then(read), timeoutMs, 'Firestore warm-up read');
  } catch (error) {
    logger.warn('Firestore warm-up read failed; serving without it', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Values of SENDGRID_API_KEY that mean "no key: use the local outbox" (under the emulator only). */
export function usesOutbox(apiKey: string | undefined): boolean {
  const key = (apiKey ?? '').trim();
  return key === '' || key.toLowerCase() === 'outbox';
}

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): mail to or from them reaches no one. */
const PLACEHOLDER_DOMAIN = /(^|\.)(example\.(com|net|org)|example|invalid|test|localhost)$/i;

/** Why `value` cannot be used as the `name` address in production, or undefined if it can. */
function addressProblem(name: string, value: string): string | undefined {
  if (value.trim() === '') return `${name} is not set`;
  let parsed: MailAddress;
  try {
    parsed = parseAddress(value);
  } catch {
    return `${name} is not an email address`;
  }
  const domain = parsed.email.split('@').pop() ?? '';
  return PLACEHOLDER_DOMAIN.test(domain) ? `${name} is a placeholder address (${parsed.email})` : undefined;
}

export interface MailSettings {
  apiKey: string | undefined;
  /** The MAIL_FROM and AGENCY_INBOX parameters as given. */
  from: string;
  agencyInbox: string;
  outboxDir: string;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
}

export interface MailService {
  mailer: Mailer;
  mail: MailConfig;
}

/** Stands in for an unusable parameter so that messages can still be built; nothing is ever sent to it. */
const UNCONFIGURED: MailAddress = { email: 'unconfigured@mail.invalid' };

function parseOr(value: string, fallback: MailAddress): MailAddress {
  try {
    return parseAddress(value);
  } catch {
    return fallback;
  }
}

/**
 * The mailer and addresses of this instance. Under the Functions emulator (FUNCTIONS_EMULATOR=true) mail
 * without a SendGrid key goes to the local outbox. Anywhere else the service fails closed: without a key,
 * with a missing or placeholder sender or inbox, or without the project's own https SITE_URL (its emails
 * would link to another deployment), every send throws `MailUnavailableError` (nothing is sent, handlers
 * answer 503) and the cause is logged once, here.
 */
export function createMailService(settings: MailSettings): MailService {
  const env = settings.env ?? process.env;
  const mail = {
    from: parseOr(settings.from, UNCONFIGURED),
    agencyInbox: parseOr(settings.agencyInbox, UNCONFIGURED),
    siteUrl: siteUrlOf(env),
  };
  if (env.FUNCTIONS_EMULATOR === 'true') {
    const mailer = usesOutbox(settings.apiKey)
      ? createOutboxMailer({ dir: settings.outboxDir, log: (line) => settings.logger.info(line) })
      : createSendGridMailer({ apiKey: settings.apiKey!.trim() });
    return { mailer, mail };
  }
  const problems = [
    usesOutbox(settings.apiKey) ? 'SENDGRID_API_KEY is not set' : undefined,
    addressProblem('MAIL_FROM', settings.from),
    addressProblem('AGENCY_INBOX', settings.agencyInbox),
    siteUrlProblem(env),
  ].filter((problem) => problem !== undefined);
  if (problems.length === 0) return { mailer: createSendGridMailer({ apiKey: settings.apiKey!.trim() }), mail };

  const cause = `Email is not configured: ${problems.join('; ')}. Every form answers 503 until it is.`;
  settings.logger.error(cause);
  return {
    mailer: {
      send: () => Promise.reject(new MailUnavailableError(cause)),
    },
    mail,
  };
}

/**
 * The manage links of this instance, keyed with MANAGE_LINK_SECRET, pointing at SITE_URL (`npm start` sets
 * the local one). Under the emulator an empty secret means the
 * local demo secret. Anywhere else a secret shorter than MIN_SECRET_LENGTH makes no link (a booking
 * then answers 503 before anything is stored), and the cause is logged once, here.
 */
export function createLinkService(secret: string | undefined, logger: Logger, env = process.env): ManageLinks {
  const siteUrl = siteUrlOf(env);
  const key = (secret ?? '').trim();
  if (env.FUNCTIONS_EMULATOR === 'true') return createManageLinks(key || LOCAL_SECRET, siteUrl);
  if (key.length >= MIN_SECRET_LENGTH) return createManageLinks(key, siteUrl);
  const cause = `Manage links are not configured: MANAGE_LINK_SECRET needs at least ${MIN_SECRET_LENGTH} characters. Bookings answer 503 until it has.`;
  logger.error(cause);
  return unavailableLinks(cause);
}

/**
 * The team's chat webhook of this instance (docs/functions.md, "Team notifications"): the secret
 * TEAM_CHAT_WEBHOOK_URL, or under the emulator the environment's TEAM_CHAT_WEBHOOK_URL (a local fake). None
 * set: undefined, and no lead gets a team notice. An address refused by `webhookProblem` (deployed: https to a
 * named public host only) gives a chat whose every post fails, so each lead shows the failure; the cause is
 * logged once, here, without the address.
 */
export function createTeamChat(secret: string | undefined, logger: Logger, env = process.env): TeamChat | undefined {
  const local = env.FUNCTIONS_EMULATOR === 'true';
  const address = (secret?.trim() || (local ? env.TEAM_CHAT_WEBHOOK_URL?.trim() : '')) ?? '';
  if (address === '') return undefined;
  const problem = webhookProblem(address, local ? 'local' : 'public');
  if (problem === undefined) return createWebhookChat(address);
  const cause = `TEAM_CHAT_WEBHOOK_URL is refused: ${problem}. Every team notice fails until it is fixed.`;
  logger.error(cause);
  return unavailableChat(cause);
}

/**
 * SITE_URL (functions/.env.<project>, the address the web build writes into the site too) without a
 * trailing slash; the site's own address when it is unset or not a URL (under the emulator only: deployed,
 * the mail service then fails closed).
 */
function siteUrlOf(env: NodeJS.ProcessEnv): string {
  const value = env.SITE_URL?.trim();
  if (!value || !URL.canParse(value)) return company.siteUrl;
  return new URL(value).href.replace(/\/+$/, '');
}

function siteUrlProblem(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.SITE_URL?.trim();
  if (!value) return 'SITE_URL is not set';
  return URL.canParse(value) && new URL(value).protocol === 'https:'
    ? undefined
    : `SITE_URL is not an https address (${value})`;
}

/** The origin of SITE_URL (default the site's own address): native form posts are accepted from its pages. */
export function siteOrigin(env = process.env): string {
  return new URL(siteUrlOf(env)).origin;
}

function positiveNumber(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export const RATE_LIMIT_DEFAULTS = { max: 5, windowSeconds: 600 } as const;
/** The manage page reads before it changes anything: a visitor looks, reloads, moves, cancels. */
export const MANAGE_RATE_LIMIT_DEFAULTS = { max: 30, windowSeconds: 600 } as const;
/** Calendar apps poll the bookings feed every few minutes at most (Google and Outlook: hours). */
export const FEED_RATE_LIMIT_DEFAULTS = { max: 20, windowSeconds: 600 } as const;

/**
 * One endpoint's limiter: RATE_LIMIT_MAX requests (default `defaults.max`: 5 for the forms, 30 for the
 * manage page, 20 for the bookings feed) per RATE_LIMIT_WINDOW_SECONDS (default 600) per client IP and instance.
 * RATE_LIMIT_MAX=0 turns the limit off.
 */
export function createRateLimiter(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { max: number; windowSeconds: number } = RATE_LIMIT_DEFAULTS,
): RateLimiter {
  const max = Math.floor(positiveNumber(env.RATE_LIMIT_MAX, defaults.max));
  const windowSeconds = positiveNumber(env.RATE_LIMIT_WINDOW_SECONDS, defaults.windowSeconds) || 1;
  return max === 0 ? unlimited : createTokenBucket({ capacity: max, windowMs: windowSeconds * 1000 });
}

/**
 * The shared guards: where the client's address comes from (CLIENT_IP_HEADER, TRUSTED_PROXY_HOPS),
 * quotas in Firestore (QUOTA_EMAIL_PER_DAY, QUOTA_INQUIRIES_PER_EMAIL_PER_HOUR, QUOTA_CLIENT_PER_DAY)
 * and the minimum fill time (MIN_FILL_MS, a constant the site's script waits out: no setting may raise it
 * above what the script waits, nor lower it for a test stack). RATE_LIMIT_MAX=0 lifts the per-client quota with the
 * per-client rate limit (every local test visitor is 127.0.0.1); the per-email ones stay.
 *
 * Plain environment variables (functions/.env, or the environment of `npm start`), not declared
 * parameters: the Functions emulator would write declared ones' defaults into functions/.env.local,
 * which then wins over the environment the local stack sets.
 */
export function createSubmissionGuard(db: Firestore, env: NodeJS.ProcessEnv = process.env): SubmissionGuard {
  const count = (name: string, fallback: number) => Math.floor(positiveNumber(env[name], fallback));
  const perClientLifted = env.RATE_LIMIT_MAX?.trim() === '0';
  return {
    client: clientAddressSource(env.CLIENT_IP_HEADER, env.TRUSTED_PROXY_HOPS),
    quotas: createQuotaStore(db),
    limits: {
      emailPerDay: count('QUOTA_EMAIL_PER_DAY', QUOTA_DEFAULTS.emailPerDay),
      inquiriesPerEmailPerHour: count('QUOTA_INQUIRIES_PER_EMAIL_PER_HOUR', QUOTA_DEFAULTS.inquiriesPerEmailPerHour),
      clientPerDay: perClientLifted ? 0 : count('QUOTA_CLIENT_PER_DAY', QUOTA_DEFAULTS.clientPerDay),
    },
    minFillMs: MIN_FILL_MS,
  };
}

/**
 * Checks staff sign-ins, and makes the Team section's changes, with the default app's Auth. The Admin SDK accepts unsigned tokens while
 * FIREBASE_AUTH_EMULATOR_HOST is set, which only the local emulator may do: anywhere else that variable
 * makes every token refused (and is logged once, here) rather than any token accepted.
 */
export function createStaffAuth(
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
  app: App = getApps()[0] ?? initializeApp(),
): TokenVerifier & TeamAccounts {
  if (env.FIREBASE_AUTH_EMULATOR_HOST && env.FUNCTIONS_EMULATOR !== 'true') {
    const cause = 'FIREBASE_AUTH_EMULATOR_HOST is set outside the emulator: every staff token is refused.';
    logger.error(cause);
    const refuse = () => Promise.reject(Object.assign(new Error(cause), { code: 'auth/emulator-outside-emulator' }));
    return {
      verifyIdToken: refuse,
      getUser: refuse,
      getUserByEmail: refuse,
      createUser: refuse,
      setCustomUserClaims: refuse,
      revokeRefreshTokens: refuse,
      listUsers: refuse,
    };
  }
  return getAuth(app);
}
