/** The time as the functions read it: handlers take a `Clock`, so tests hand them a fixed one (docs/testing.md). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
