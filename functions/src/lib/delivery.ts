/**
 * The delivery state of a message that must not be lost (an inquiry's emails, a booking's notice to
 * the agency, the emails about a moved or cancelled booking) and the retry policy the sweep follows. Pure: no storage, no clock of its own.
 *
 *   pending ──sent──▶ sent
 *      │ failure
 *      ▼
 *   failed(attempts, nextAttemptAt) ──sweep retries with backoff──▶ sent
 *      │ attempts = MAX_DELIVERY_ATTEMPTS
 *      ▼
 *   failed (no nextAttemptAt) + alert to the agency
 */

export interface Delivery {
  status: 'pending' | 'sent' | 'failed';
  /** Attempts made so far (each handler or sweep try counts once). */
  attempts: number;
  /** When the sweep should (re)try; absent once sent or given up. */
  nextAttemptAt?: Date;
  /** Until when a caller is delivering it (another caller leaves it alone meanwhile). */
  lockedUntil?: Date;
  agencyEmailAt?: Date;
  visitorEmailAt?: Date;
  /** What went wrong last, without personal data. */
  error?: string;
  /** When the agency was alerted that delivery was given up. */
  alertedAt?: Date;
}

export const MAX_DELIVERY_ATTEMPTS = 6;
/** The sweep leaves a fresh pending record alone this long (its own request is still delivering it). */
export const DELIVERY_GRACE_MS = 2 * 60_000;
/** How long one caller may take to deliver before another may try. */
export const DELIVERY_LOCK_MS = 90_000;
const FIRST_RETRY_MS = 5 * 60_000;

/** A new record: pending, picked up by the sweep after the grace period if its request dies. */
export function pendingDelivery(now: Date): Delivery {
  return { status: 'pending', attempts: 0, nextAttemptAt: new Date(now.getTime() + DELIVERY_GRACE_MS) };
}

/**
 * The state once a caller takes the delivery for a short lock (counting the attempt); should the
 * caller die, the sweep takes over once the lock has passed. 'sent' when it was delivered already,
 * 'busy' while another caller holds the lock.
 */
export function takeDelivery(delivery: Delivery, now: Date): Delivery | 'sent' | 'busy' {
  if (delivery.status === 'sent') return 'sent';
  if (delivery.lockedUntil && delivery.lockedUntil > now) return 'busy';
  const lockedUntil = new Date(now.getTime() + DELIVERY_LOCK_MS);
  return { ...delivery, attempts: delivery.attempts + 1, lockedUntil, nextAttemptAt: lockedUntil };
}

/** The state without its schedule: the next step sets its own. */
function unscheduled(delivery: Delivery): Delivery {
  const copy = { ...delivery };
  delete copy.nextAttemptAt;
  delete copy.lockedUntil;
  return copy;
}

/** After attempt number `attempts` failed: 5, 10, 20, 40, 80 minutes later, then give up. */
export function failedDelivery(previous: Delivery, error: string, now: Date): Delivery {
  const failed: Delivery = { ...unscheduled(previous), status: 'failed', error };
  if (previous.attempts >= MAX_DELIVERY_ATTEMPTS) return failed;
  return { ...failed, nextAttemptAt: new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (previous.attempts - 1)) };
}

/**
 * After an attempt whose outcome is unknown (the mail service may have accepted it): failed, and
 * never retried, for a message that must not arrive twice (a reminder).
 */
export function uncertainDelivery(previous: Delivery, error: string): Delivery {
  return { ...unscheduled(previous), status: 'failed', error };
}

/** True when `failedDelivery` gave up: the agency must be alerted. */
export function gaveUp(delivery: Delivery): boolean {
  return delivery.status === 'failed' && delivery.nextAttemptAt === undefined;
}

export function sentDelivery(
  previous: Delivery,
  times: { agencyEmailAt?: Date; visitorEmailAt?: Date; error?: string },
): Delivery {
  const sent: Delivery = { ...unscheduled(previous), status: 'sent', ...times };
  if (!times.error) delete sent.error;
  return sent;
}
