/**
 * The local stack the end-to-end suite runs against, and the one clock the suite, the stack and the browser
 * share.
 *
 * Booking depends on the date: a week of holidays has no slot to book, a Friday evening offers Monday first.
 * So the suite does not run at the real date. The stack it starts runs under libfaketime, shifted to the wall
 * clock below; each page's `Date` is shifted by the same amount (`shiftPageClocks`); and the specs read the
 * time with `e2eNow()`. Timers and `performance` stay real everywhere, so nothing about timing changes.
 * The shift is computed once, in the runner, and handed to the workers in the environment.
 *
 * The suite's stack keeps its Firestore data and outbox in .local/e2e/, emptied at each start: bookings made
 * at the same fake hour by an earlier run would otherwise fill the week, and the developer's own data in
 * .local/ is left alone. With E2E_BASE_URL (a stack the developer started) the clock is the real one and the
 * outbox is that stack's, .local/outbox/ (or E2E_OUTBOX_DIR).
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import { torontoTime } from '../../scripts/test-clock';

/**
 * A Monday at 08:00 in Hamilton: the bookable window (today and six more days) has its five weekdays open,
 * none a holiday, every slot of today still ahead, and no daylight-saving change.
 */
export const E2E_WALL_CLOCK = '2027-04-12T08:00';

const OFFSET_VARIABLE = 'E2E_CLOCK_OFFSET_SECONDS';
const startsOwnStack = !process.env.E2E_BASE_URL;

/** Seconds between the real clock and the suite's. Fixed by the first caller (the runner), read by the rest. */
export function clockOffsetSeconds(): number {
  if (!startsOwnStack) return 0;
  process.env[OFFSET_VARIABLE] ??= String(Math.round((torontoTime(E2E_WALL_CLOCK).getTime() - Date.now()) / 1000));
  return Number(process.env[OFFSET_VARIABLE]);
}

/** The suite's current time: what the stack and the pages read as now. */
export function e2eNow(): Date {
  return new Date(Date.now() + clockOffsetSeconds() * 1000);
}

/** Shifts `Date` in every page of `context` by the suite's offset, before any of the page's scripts runs. */
export async function shiftPageClocks(context: BrowserContext): Promise<void> {
  const offsetMs = clockOffsetSeconds() * 1000;
  if (offsetMs === 0) return;
  await context.addInitScript(shiftDate, offsetMs);
}

/**
 * Run in a page before its own scripts: moves its `Date` by `offset` ms. Timers and `performance` stay real.
 * (Self-contained: browsers' drivers send its source to the page.)
 */
export function shiftDate(offset: number): void {
  const RealDate = Date;
  // A function rather than a class: called without `new`, Date() answers a string; subclasses such as
  // @date-fns/tz's TZDate still get their own prototype through new.target.
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(RealDate.now() + offset).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [RealDate.now() + offset], new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + offset;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}

/** The app's scripts as Hosting serves them: every module under `/assets/` but the boot script, which fetches the rest. */
export const APP_SCRIPT = /\/assets\/(?!boot-)[^/?]+\.js(\?.*)?$/;

/** Where the stack keeps its Firestore data and outbox: `npm start`'s --data for the suite's own stack. */
export const STACK_DATA_DIR = startsOwnStack ? '.local/e2e' : '.local';
export const OUTBOX =
  process.env.E2E_OUTBOX_DIR ?? fileURLToPath(new URL(`../../${STACK_DATA_DIR}/outbox`, import.meta.url));
