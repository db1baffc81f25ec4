/**
 * What the staff's bookings feed reads through firebase-admin: its secret token (`staffSettings/bookingsFeed`,
 * `{token, createdAt}`, staff-only: firestore.rules deny every browser; the staff API creates and rotates it,
 * staff/store.ts), and the meetings it lists: confirmed bookings from FEED_PAST_DAYS ago on, and the
 * bookings cancelled in that time (from the notice their cancellation stored, the booking itself being
 * deleted).
 */
import { randomBytes } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { FeedBooking } from '../../../src/domain/booking/bookingsFeed.js';
import { managedOf, noticeOf } from '../booking/store/documents.js';
import type { ManagedBooking } from '../booking/store/types.js';
import { COLLECTIONS, SETTINGS_COLLECTION, stamp } from '../store/firestore.js';

/** The feed token's document in `staffSettings`. */
export const FEED_TOKEN_DOC = 'bookingsFeed';
/**
 * How far back the feed lists meetings and cancellations: a subscribed calendar removes the events a feed
 * stops listing, so the last month's meetings stay in the staff's calendars.
 */
export const FEED_PAST_DAYS = 30;
/** At most this many meetings, and as many cancellations, per answer. */
export const FEED_LIMIT = 1_000;

/** 256 random bits, base64url (43 characters). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

export const feedTokenRef = (db: Firestore) => db.collection(SETTINGS_COLLECTION).doc(FEED_TOKEN_DOC);

export function tokenOf(snapshot: DocumentSnapshot): string | undefined {
  const token: unknown = snapshot.get('token');
  return typeof token === 'string' && token ? token : undefined;
}

export interface FeedStore {
  /** The current token; undefined until staff first ask for the feed's address. */
  token(): Promise<string | undefined>;
  /** The meetings to list at `now`, soonest first. */
  bookings(now: Date): Promise<FeedBooking[]>;
}

/**
 * A meeting from a booking, or from the notice of its cancellation (which keeps the booking as it stood:
 * booking/store/documents.ts reads both).
 */
function feedBooking(booking: ManagedBooking, cancelled: boolean): FeedBooking {
  return {
    start: booking.start,
    firstStart: booking.firstStart,
    // As the visitor's invitation names it (booking/emails.ts).
    unique: booking.attemptId || booking.slotId,
    sequence: booking.sequence,
    name: booking.name,
    email: booking.email,
    purpose: booking.purpose,
    cancelled,
  };
}

export function createFeedStore(db: Firestore): FeedStore {
  return {
    async token() {
      return tokenOf(await feedTokenRef(db).get());
    },

    async bookings(now) {
      const since = stamp(new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000));
      const [confirmed, cancelled] = await Promise.all([
        db.collection(COLLECTIONS.bookings).where('datetime', '>=', since).orderBy('datetime').limit(FEED_LIMIT).get(),
        db
          .collection(COLLECTIONS.notices)
          .where('kind', '==', 'cancelled')
          .where('changedAt', '>=', since)
          .orderBy('changedAt', 'desc')
          .limit(FEED_LIMIT)
          .get(),
      ]);
      return [
        ...confirmed.docs.map((doc) => feedBooking(managedOf(doc.id, doc), false)),
        ...cancelled.docs.map((doc) => feedBooking(noticeOf(doc.id, doc).booking, true)),
      ].sort((a, b) => a.start.getTime() - b.start.getTime());
    },
  };
}
