/**
 * The abuse guards a valid submission passes before it is acted on (docs/abuse.md): bot checks that
 * answer like a success (honeypot, minimum fill time) and quotas shared by every instance that do not
 * depend on the client's address (per email address) or do (per client, lifted with RATE_LIMIT_MAX=0).
 */
import { createHash } from 'node:crypto';
import { emailIdentity } from '../../../src/domain/forms/emailIdentity.js';
import { FILL_TIME_FIELD, isBotSubmission } from '../../../src/domain/forms/schemas.js';
import type { QuotaCounter, QuotaStore } from '../store/quotas.js';
import type { ClientAddressSource } from './clientAddress.js';

export type SubmissionKind = 'booking' | 'inquiry';

export interface QuotaLimits {
  /** Submissions of any form per email address per day (QUOTA_EMAIL_PER_DAY). */
  emailPerDay: number;
  /** Contact and service requests per email address per hour (QUOTA_INQUIRIES_PER_EMAIL_PER_HOUR). */
  inquiriesPerEmailPerHour: number;
  /** Submissions of any form per client address per day (QUOTA_CLIENT_PER_DAY); 0: no limit. */
  clientPerDay: number;
}

export const QUOTA_DEFAULTS: QuotaLimits = { emailPerDay: 10, inquiriesPerEmailPerHour: 3, clientPerDay: 30 };

export interface SubmissionGuard {
  client: ClientAddressSource;
  quotas: QuotaStore;
  limits: QuotaLimits;
  /** MIN_FILL_MS in production; a test of another guard may hand in 0. */
  minFillMs: number;
}

export const QUOTA_MESSAGES = {
  emailPerDay:
    'We have already received several requests from this email address today. Please try again tomorrow, or call us.',
  inquiriesPerEmailPerHour:
    'You have sent several messages from this email address in the last hour. Please wait an hour before sending another, or call us.',
  clientPerDay: 'Too many submissions from your connection today. Please try again tomorrow, or call us.',
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** Counters are keyed by a hash: the quotas collection holds no address in the clear. */
function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 32);
}

export function quotaCounters(
  kind: SubmissionKind,
  email: string,
  client: string,
  limits: QuotaLimits,
): QuotaCounter[] {
  // Per inbox, not per spelling: a +tag or Gmail's dots reach the same person (emailIdentity).
  const emailKey = digest(emailIdentity(email));
  const counters: QuotaCounter[] = [
    { key: `email-day:${emailKey}`, max: limits.emailPerDay, windowMs: DAY_MS, message: QUOTA_MESSAGES.emailPerDay },
  ];
  if (kind === 'inquiry') {
    counters.push({
      key: `email-hour:${emailKey}`,
      max: limits.inquiriesPerEmailPerHour,
      windowMs: HOUR_MS,
      message: QUOTA_MESSAGES.inquiriesPerEmailPerHour,
    });
  }
  if (limits.clientPerDay > 0) {
    counters.push({
      key: `client-day:${digest(client)}`,
      max: limits.clientPerDay,
      windowMs: DAY_MS,
      message: QUOTA_MESSAGES.clientPerDay,
    });
  }
  return counters;
}

/**
 * A bot: the honeypot is filled, or the form was sent sooner than `minFillMs` after its page was shown
 * (the browser reports the elapsed milliseconds; a body without a plausible value counts as too fast).
 */
export function looksAutomated(body: unknown, minFillMs: number): boolean {
  if (isBotSubmission(body)) return true;
  if (minFillMs <= 0) return false;
  const elapsed = (body as Record<string, unknown>)[FILL_TIME_FIELD];
  return typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < minFillMs;
}
