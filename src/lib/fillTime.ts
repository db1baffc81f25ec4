/**
 * The fill time a form sends as `fillMs` (FILL_TIME_FIELD): how long the visitor has had the page, counted
 * from when they first saw it (the document's start, so a minute spent choosing a day and a time counts for
 * the booking's details too). The functions take a JSON post that claims less than MIN_FILL_MS for a bot's
 * and drop it, so a visitor faster than that (autofill, a returning visitor) is held here instead: the form
 * shows that it is sending while the rest of the minimum runs out, then sends once (docs/abuse.md, "Bots").
 */
import { createContext } from 'react';
import { MIN_FILL_MS } from '../domain/forms/fields';

export interface PageClock {
  /** Milliseconds since the visitor first saw the page (monotonic). */
  sinceShown(): number;
  wait(ms: number): Promise<void>;
}

export const browserPageClock: PageClock = {
  // The page's time origin is its navigation; a route the app changed to keeps the document's.
  sinceShown: () => performance.now(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The clock forms read their fill time from: the page's, unless a test hands in its own. */
export const PageClockContext = createContext<PageClock>(browserPageClock);

/** Waits until the page has been shown for `minimum` ms, then answers the whole milliseconds it has been. */
export async function fillTimeToSend(clock: PageClock, minimum: number = MIN_FILL_MS): Promise<number> {
  let shown = clock.sinceShown();
  while (shown < minimum) {
    await clock.wait(Math.ceil(minimum - shown));
    shown = clock.sinceShown();
  }
  return Math.floor(shown);
}
