/**
 * Faults for the handlers' tests. A fault hits one step — a store method, or an email picked by its
 * recipient — `before` the real call (it never happens) or `after` it (it happened, but the caller
 * does not learn so). `throw` rejects; `hang` never settles, and the injector's `stepLimit` (the
 * handler's step limit in these tests) runs out at that moment, as a time limit would later; `crash`
 * never settles and kills the "process": every later call of the same injector never settles and has
 * no effect either, so the handler never resumes in any way that matters.
 */
import { StepTimeoutError, type StepLimit } from '../../functions/src/lib/timeout.js';
import type { QuotaStore } from '../../functions/src/store/quotas.js';

export type FaultMode = 'throw' | 'hang' | 'crash';
export interface Fault {
  step: string;
  when: 'before' | 'after';
  mode: FaultMode;
}

export interface FaultInjector {
  /** The store (any object of async methods) or mailer, with the faults applied. */
  wrap<T extends object>(target: T, stepOf: (method: string, args: unknown[]) => string): T;
  /**
   * The step limit to give the handler: a step that hangs runs out of time as soon as it hangs; every
   * other step has no limit, so no real step can time out by chance on a loaded machine.
   */
  stepLimit: StepLimit;
  /** Resolves when a crash fault has fired. */
  crashed: Promise<void>;
  /** Steps in the order they were called. */
  calls: string[];
  /**
   * Resolves once every real call made through the wrappers has finished: a step the handler stopped
   * waiting for (its limit) may still be writing, and a test must read what is stored after it.
   */
  settled(): Promise<void>;
}

export function faultInjector(faults: Fault[], errorFor: (fault: Fault) => Error): FaultInjector {
  let dead = false;
  let markCrashed!: () => void;
  const crashed = new Promise<void>((resolve) => (markCrashed = resolve));
  const never = new Promise<never>(() => {});
  const calls: string[] = [];
  const inFlight = new Set<Promise<unknown>>();
  /** For each call that a hang fault hit: resolves when it begins to hang. */
  const hangs = new WeakMap<Promise<unknown>, Promise<void>>();
  const track = (call: Promise<unknown>) => {
    inFlight.add(call);
    void call.then(
      () => inFlight.delete(call),
      () => inFlight.delete(call),
    );
    return call;
  };
  return {
    crashed,
    calls,
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stepLimit: (work, step) => {
      const hang = hangs.get(work);
      if (!hang) return work;
      const runsOut = hang.then((): never => {
        throw new StepTimeoutError(step, 0);
      });
      return Promise.race([work, runsOut]);
    },
    wrap(target, stepOf) {
      return new Proxy(target, {
        get(object, property, receiver) {
          const value = Reflect.get(object, property, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return (...args: unknown[]): Promise<unknown> => {
            if (dead) return never;
            const step = stepOf(String(property), args);
            calls.push(step);
            const fault = faults.find((candidate) => candidate.step === step);
            const real = () =>
              track(new Promise((resolve) => resolve((value as (...a: unknown[]) => unknown).apply(object, args))));
            if (!fault) return real();
            if (fault.mode === 'hang') {
              const begins = fault.when === 'after' ? real().then(() => undefined) : Promise.resolve();
              // The call as the handler sees it, which the step limit recognises.
              const call = begins.then(() => never);
              hangs.set(call, begins);
              return call;
            }
            const fail = (): Promise<never> => {
              if (fault.mode === 'throw') return Promise.reject(errorFor(fault));
              dead = true;
              markCrashed();
              return never;
            };
            return fault.when === 'after' ? real().then(fail) : fail();
          };
        },
      });
    },
  };
}

/**
 * `quotas` whose `take` fails ('throw') or never answers ('hang'), with the step limit to give the handler (it runs out
 * on the hang): the shared quotas out of reach.
 */
export function unreachableQuotas(
  quotas: QuotaStore,
  mode: 'throw' | 'hang',
): { quotas: QuotaStore; stepLimit: StepLimit } {
  const injector = faultInjector([{ step: 'take', when: 'before', mode }], () => new Error('Firestore unavailable'));
  return { quotas: injector.wrap(quotas, (method) => method), stepLimit: injector.stepLimit };
}
