/**
 * A slot's claim as the booking function and a move make it: the stake first (one write with a precondition,
 * so that of many attempts at once only one goes on), then the claim's transaction. Each is its own step, so
 * each has its own time limit and its own faults in the tests.
 */
import type { BookingHold, BookingStore, ClaimResult } from './store/types.js';

type Step = <T>(work: () => Promise<T>, name: string) => Promise<T>;

export async function stakeAndClaim(
  step: Step,
  store: Pick<BookingStore, 'stake' | 'claim'>,
  hold: BookingHold,
  now: Date,
  replacing?: string,
): Promise<ClaimResult> {
  if ((await step(() => store.stake(hold, now), 'stake')) === 'taken') return { kind: 'taken' };
  return step(() => store.claim(hold, now, replacing), 'claim');
}
