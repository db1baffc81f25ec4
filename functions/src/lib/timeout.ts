/** A bound on how long one step (a Firestore write, an email) may take before the handler gives up on it. */

export class StepTimeoutError extends Error {
  constructor(step: string, ms: number) {
    super(`${step} took longer than ${ms} ms`);
    this.name = 'StepTimeoutError';
  }
}

/** `work`, or a StepTimeoutError after `ms`. The work itself is not cancelled: it may still complete. */
export function withTimeout<T>(work: Promise<T>, ms: number, step: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeoutError(step, ms)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * How long a handler waits for one of its steps: the step's own outcome, or a StepTimeoutError once the
 * step has run out of time. The work is not cancelled either way. The fault tables of the handlers' tests
 * pass a limit that runs out exactly when an injected hang begins (tests/functions/faults.ts).
 */
export type StepLimit = <T>(work: Promise<T>, step: string) => Promise<T>;

/**
 * Longest wait for one step (a Firestore transaction or an email) before a handler or job stops waiting:
 * four steps fit in a function's 60 s.
 */
export const DEFAULT_STEP_TIMEOUT_MS = 12_000;

/** The limit in production: `ms` for each step. */
export function timeLimit(ms: number): StepLimit {
  return (work, step) => withTimeout(work, ms, step);
}
