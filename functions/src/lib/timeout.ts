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
