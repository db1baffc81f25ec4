/**
 * Submission quotas shared by every function instance: one Firestore document per counter and fixed
 * window, `quotas/{id}` {count, expiresAt}. All counters of one submission are checked and taken in one
 * transaction, so concurrent submissions can never overshoot a limit, and a refused submission takes
 * nothing. A submission refused after it was counted gives its count back (`give`). `expiresAt` (the window's end) lets a Firestore TTL policy delete spent counters.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

export const QUOTAS_COLLECTION = 'quotas';

export interface QuotaCounter {
  /** What is counted, without personal data (e.g. 'email-day:<sha-256 of the address>'). */
  key: string;
  max: number;
  windowMs: number;
  /** What the visitor reads when this counter refuses. */
  message: string;
}

export type QuotaDecision = { ok: true } | { ok: false; retryAfterSeconds: number; message: string };

export interface QuotaStore {
  /** Takes one from every counter, or from none when any is spent. */
  take(counters: readonly QuotaCounter[], now: Date): Promise<QuotaDecision>;
  /**
   * Gives back what a `take` at `takenAt` took (same counters, same instant: the same windows), for a
   * submission refused after it was counted (a booking whose time was taken: docs/abuse.md). Never below 0.
   */
  give(counters: readonly QuotaCounter[], takenAt: Date): Promise<void>;
}

function windowOf(counter: QuotaCounter, now: Date) {
  const start = Math.floor(now.getTime() / counter.windowMs) * counter.windowMs;
  return { id: `${counter.key}:${start}`, end: start + counter.windowMs };
}

export function createQuotaStore(db: Firestore): QuotaStore {
  return {
    async take(counters, now) {
      if (counters.length === 0) return { ok: true };
      const windows = counters.map((counter) => ({ counter, ...windowOf(counter, now) }));
      const refs = windows.map((window) => db.collection(QUOTAS_COLLECTION).doc(window.id));
      return db.runTransaction(async (tx): Promise<QuotaDecision> => {
        const snapshots = await tx.getAll(...refs);
        const counts = snapshots.map((snapshot) => Number(snapshot.get('count') ?? 0));
        const spent = windows.filter((window, index) => counts[index]! >= window.counter.max);
        if (spent.length > 0) {
          const last = spent.reduce((a, b) => (b.end > a.end ? b : a));
          const retryAfterSeconds = Math.max(1, Math.ceil((last.end - now.getTime()) / 1000));
          return { ok: false, retryAfterSeconds, message: last.counter.message };
        }
        windows.forEach((window, index) => {
          tx.set(refs[index]!, { count: counts[index]! + 1, expiresAt: Timestamp.fromMillis(window.end) });
        });
        return { ok: true };
      });
    },

    async give(counters, takenAt) {
      if (counters.length === 0) return;
      const windows = counters.map((counter) => windowOf(counter, takenAt));
      const refs = windows.map((window) => db.collection(QUOTAS_COLLECTION).doc(window.id));
      await db.runTransaction(async (tx) => {
        const snapshots = await tx.getAll(...refs);
        snapshots.forEach((snapshot, index) => {
          const count = Number(snapshot.get('count') ?? 0);
          if (snapshot.exists && count > 0) {
            tx.set(refs[index]!, { count: count - 1, expiresAt: Timestamp.fromMillis(windows[index]!.end) });
          }
        });
      });
    },
  };
}
