/**
 * Submission quotas shared by every function instance: one Firestore document per counter and fixed
 * window, `quotas/{id}` {count, expiresAt}. All counters of one submission are checked and taken in one
 * transaction, so concurrent submissions can never overshoot a limit, and a refused submission takes
 * nothing. `expiresAt` (the window's end) lets a Firestore TTL policy delete spent counters.
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
  };
}
