/**
 * How long stored records are kept, as the privacy page promises (src/content/legal.ts, "How long we
 * keep it"): bookings 12 months after the meeting, inquiries and service requests 24 months. Each record
 * carries `expiresAt`, and Firestore's TTL policies (firestore.indexes.json) delete it after that time
 * (usually within a day or so; Google gives no exact bound). The agency extends a record it still needs
 * by moving its `expiresAt`.
 */
import { Timestamp } from 'firebase-admin/firestore';

const DAY_MS = 24 * 60 * 60_000;
export const RETENTION_DAYS = { booking: 365, inquiry: 730 } as const;

/** A booking and its slot: 12 months after the meeting starts. */
export function bookingExpiresAt(start: Date): Timestamp {
  return Timestamp.fromMillis(start.getTime() + RETENTION_DAYS.booking * DAY_MS);
}

/** An inquiry or service request: 24 months after it was received. */
export function inquiryExpiresAt(received: Date): Timestamp {
  return Timestamp.fromMillis(received.getTime() + RETENTION_DAYS.inquiry * DAY_MS);
}

/**
 * A month's pipeline tally (store/tallies.ts): a day after its last day's leads can have expired, 730 days after
 * the month ends (`month` 'YYYY-MM', its end in Toronto within a day of the UTC one).
 */
export function tallyExpiresAt(month: string): Timestamp {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return Timestamp.fromMillis(Date.UTC(year, index, 1) + (RETENTION_DAYS.inquiry + 1) * DAY_MS);
}
