/**
 * What both stores share on Cloud Firestore through firebase-admin: the name of every collection, the
 * conversions of timestamps and delivery states, and the due-work queries of the sweep and the jobs.
 * The booking store is in booking/store/, the inquiry store in inquiry/store.ts. Collections:
 *
 * - `slots/{slotId}` (public, no personal data): `{datetime, state: 'held', heldUntil}` while an
 *   attempt holds the slot, `{datetime, state: 'confirmed'}` once booked. The browser offers a slot
 *   with no document, or with a hold whose `heldUntil` has passed.
 * - `bookingHolds/{slotId}`: the holding attempt's details `{attemptId, name, email, purpose,
 *   source?, datetime, heldUntil, createdAt, uncertainAt?, provisional?}` (`provisional`: written by the attempt's
 *   stake, until its claim judges it); deleted when the booking is confirmed or released.
 * - `bookings/{slotId}`: confirmed bookings only `{name, email, datetime, purpose, source?, createdAt,
 *   status: 'confirmed', attemptId, bookingId, firstDatetime, sequence, agencyNotice, teamNotice?, remindAt?,
 *   remindedAt?, reminder?}` (`teamNotice`: its post to the team's chat, booking/teamNotice.ts; `reminder`: the
 *   reminder's delivery once taken); a move re-creates it
 *   under the new slot, a cancellation deletes it.
 * - `bookingLinks/{bookingId}`: where a manage link's booking is `{slotId, datetime, status:
 *   'confirmed' | 'cancelled'}` (docs/booking-life.md).
 * - `bookingNotices/{bookingId}`: the emails about the booking's latest move or cancellation, written
 *   in the change's own transaction (an outbox): `{kind: 'moved' | 'cancelled', revision, name, email,
 *   purpose, source?, attemptId, slotId, datetime, firstDatetime, sequence, previousDatetime?, changedAt,
 *   delivery, expiresAt}`. A later change overwrites it.
 * - `bookingEmails/{sha256 of the normalised email}`: `{slotId, datetime, attemptId}`, the address's
 *   latest booking, for the one-upcoming-booking-per-address quota.
 * - `contactInquiries/{id}` and `serviceRequests/{id}`: `{…payload (with `source?`), createdAt, delivery, teamNotice?,
 *   attemptId?, status, owner, channel, notes, searchIndex, tallyDay?, updatedAt?, updatedBy?}` (`teamNotice`: its post to
 *   the team's chat, only with a chat webhook configured, inquiry/teamNotice.ts; `status`, `owner`, `channel`,
 *   `notes`: the pipeline, store/pipeline.ts, where leads stored with `handled` and `note` read as migrated;
 *   `searchIndex`: store/search.ts; `tallyDay`: the day the pipeline's tallies count it under, store/tallies.ts).
 * - `leadTallies/{YYYY-MM}`: the pipeline's counts of the leads of each day of a month (Toronto), kept with every
 *   change to a lead `{month, expiresAt, days: {'YYYY-MM-DD': {total, status, channel, owner}}}` (store/tallies.ts).
 * - `staffAudit/{id}`: one per staff action `{at, actor: {uid, email}, action, target, before, after,
 *   outcome}` (staff/store.ts, docs/staff.md).
 * - `staffSettings/{name}`: the back office's settings: `availability` (its `calendarUrls` read by the busy
 *   import) and `bookingsFeed` (the feed's secret token: staff/feedStore.ts).
 * - `busyCalendarSources/{sha256 of the address}`: each busy calendar's state (availability/store.ts).
 *
 * `source` is where the lead's visit came from (src/domain/attribution/), its valid parts only, and absent
 * when the browser sent none.
 */
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { leadSourceOf } from '../../../src/domain/attribution/schema.js';
import type { LeadSource } from '../../../src/domain/attribution/source.js';
import type { Delivery } from '../lib/delivery.js';

export const COLLECTIONS = {
  slots: 'slots',
  holds: 'bookingHolds',
  bookings: 'bookings',
  emails: 'bookingEmails',
  links: 'bookingLinks',
  notices: 'bookingNotices',
  contact: 'contactInquiries',
  service: 'serviceRequests',
  audit: 'staffAudit',
  tallies: 'leadTallies',
} as const;

/**
 * The back office's settings (`staffSettings/{name}`), kept until changed: no TTL, unlike every collection of
 * COLLECTIONS. `availability` (its `calendarUrls`, read by the busy import) and `bookingsFeed` (the feed's token).
 */
export const SETTINGS_COLLECTION = 'staffSettings';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const toDate = (value: unknown): Date | undefined => (value instanceof Timestamp ? value.toDate() : undefined);
export const stamp = (date: Date) => Timestamp.fromDate(date);

export function toDeliveryData(delivery: Delivery): DocumentData {
  const data: DocumentData = { status: delivery.status, attempts: delivery.attempts };
  for (const key of ['nextAttemptAt', 'lockedUntil', 'agencyEmailAt', 'visitorEmailAt', 'alertedAt'] as const) {
    const value = delivery[key];
    if (value) data[key] = stamp(value);
  }
  if (delivery.error) data.error = delivery.error;
  return data;
}

export function fromDeliveryData(data: unknown): Delivery {
  const value = (data ?? {}) as Record<string, unknown>;
  const status = value.status === 'sent' || value.status === 'failed' ? value.status : 'pending';
  const delivery: Delivery = { status, attempts: typeof value.attempts === 'number' ? value.attempts : 0 };
  for (const key of ['nextAttemptAt', 'lockedUntil', 'agencyEmailAt', 'visitorEmailAt', 'alertedAt'] as const) {
    const date = toDate(value[key]);
    if (date) delivery[key] = date;
  }
  if (typeof value.error === 'string') delivery.error = value.error;
  return delivery;
}

/** Documents of `collection` whose timestamp `field` has passed at `now` (the sweep's and the jobs' work lists). */
export function dueDocuments(db: Firestore, collection: string, field: string, now: Date, limit: number) {
  return db.collection(collection).where(field, '<=', stamp(now)).limit(limit).get();
}

/**
 * A lead's `source` field, to spread into a document or a view: its valid parts, or nothing at all when
 * there are none (Firestore refuses undefined; what was stored is read through the same checks).
 */
export function sourceField(source: unknown): { source?: LeadSource } {
  const valid = leadSourceOf(source);
  return valid ? { source: valid } : {};
}
