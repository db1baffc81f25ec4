/**
 * Submission quotas shared by every function instance, counted without contention: each submission writes a
 * ticket of its own into every counter's window, `quotas/{key}:{windowStart}/takes/{ticket}` {expiresAt}, and is
 * let through when its ticket is among the first `max` of each window, in the order the tickets were committed.
 * No two submissions write the same document, so a crowd from one address (an office behind one router) never
 * waits on a lock: a counter read and written in a transaction made them queue, and Google's emulator answered
 * the queue "Transaction lock timeout" (issue #40).
 *
 * Invariants:
 * - a window never lets more than `max` submissions through, however many arrive at once: tickets are ordered
 *   by their commit time (the document's `createTime`), then id, and a ticket counts every ticket committed
 *   before it (Firestore's reads see every write committed before them), so at most `max` tickets ever rank
 *   within the limit. A stored server timestamp would not do: Google's emulator stamps it when the write
 *   arrives, not in commit order;
 * - a refused submission takes nothing: its tickets are deleted before it is answered. If that delete fails
 *   (or the function dies between the write and the delete), the ticket stays until its window ends and
 *   counts against the same counters only: the strict side;
 * - `give` deletes a submission's own tickets, so it can never give back more than was taken.
 *
 * `expiresAt` (the window's end) lets a Firestore TTL policy (`takes`, firestore.indexes.json) delete spent
 * tickets.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export const QUOTAS_COLLECTION = 'quotas';
/** A window's tickets, one per submission it counted (a collection group for the TTL policy). */
export const QUOTA_TAKES_COLLECTION = 'takes';

export interface QuotaCounter {
  /** What is counted, without personal data (e.g. 'email-day:<sha-256 of the address>'). */
  key: string;
  max: number;
  windowMs: number;
  /** What the visitor reads when this counter refuses. */
  message: string;
}

/** What a `take` let through holds: the id of its tickets, to give them back. */
export interface QuotaTaken {
  ticket: string;
  counters: readonly QuotaCounter[];
  takenAt: Date;
}

export type QuotaDecision = { ok: true; taken: QuotaTaken } | { ok: false; retryAfterSeconds: number; message: string };

export interface QuotaStore {
  /** Takes one from every counter, or from none when any is spent. */
  take(counters: readonly QuotaCounter[], now: Date): Promise<QuotaDecision>;
  /** Gives back what a `take` took, for a submission refused after it was counted (docs/abuse.md). */
  give(taken: QuotaTaken): Promise<void>;
}

function windowOf(counter: QuotaCounter, now: Date) {
  const start = Math.floor(now.getTime() / counter.windowMs) * counter.windowMs;
  return { id: `${counter.key}:${start}`, end: start + counter.windowMs };
}

interface TicketOrder {
  time: Timestamp;
  id: string;
}

function isAfter(a: TicketOrder, b: TicketOrder): boolean {
  const byTime = a.time.seconds - b.time.seconds || a.time.nanoseconds - b.time.nanoseconds;
  return byTime > 0 || (byTime === 0 && a.id > b.id);
}

export function createQuotaStore(db: Firestore): QuotaStore {
  const takesOf = (windowId: string) =>
    db.collection(QUOTAS_COLLECTION).doc(windowId).collection(QUOTA_TAKES_COLLECTION);

  async function deleteTickets(ticket: string, windows: readonly { id: string }[]) {
    const batch = db.batch();
    windows.forEach((window) => batch.delete(takesOf(window.id).doc(ticket)));
    await batch.commit();
  }

  return {
    async take(counters, now) {
      const ticket = db.collection(QUOTAS_COLLECTION).doc().id;
      const taken = { ticket, counters, takenAt: now };
      if (counters.length === 0) return { ok: true, taken };
      const windows = counters.map((counter) => ({ counter, ...windowOf(counter, now) }));
      const batch = db.batch();
      windows.forEach((window) =>
        batch.create(takesOf(window.id).doc(ticket), { expiresAt: Timestamp.fromMillis(window.end) }),
      );
      // One commit: every ticket is created at this write's time.
      const [written] = await batch.commit();
      const mine = { time: written!.writeTime, id: ticket };
      const ranks = await Promise.all(
        windows.map(async (window) => {
          // A window holds at most `max` tickets and those of submissions in flight: few, read without fields.
          const tickets = await takesOf(window.id).select().get();
          return tickets.docs.filter((doc) => !isAfter({ time: doc.createTime, id: doc.id }, mine)).length;
        }),
      );
      const spent = windows.filter((window, index) => ranks[index]! > window.counter.max);
      if (spent.length === 0) return { ok: true, taken };
      // Refused: it takes nothing. A ticket that outlives a failed delete only counts against these counters.
      await deleteTickets(ticket, windows).catch(() => undefined);
      const last = spent.reduce((a, b) => (b.end > a.end ? b : a));
      const retryAfterSeconds = Math.max(1, Math.ceil((last.end - now.getTime()) / 1000));
      return { ok: false, retryAfterSeconds, message: last.counter.message };
    },

    async give({ ticket, counters, takenAt }) {
      if (counters.length === 0) return;
      await deleteTickets(
        ticket,
        counters.map((counter) => windowOf(counter, takenAt)),
      );
    },
  };
}
