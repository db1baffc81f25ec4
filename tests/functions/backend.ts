/**
 * The one setup the functions' handler tests share: a project in Google's Firestore emulator (started
 * before a file's tests, emptied before each), and for each test a fresh recording mailer, recording
 * logger and fixed clock, the booking and inquiry stores, and the dependencies every handler and job
 * takes. Call `testBackend` once at the top of a test file (it registers the hooks), then read its
 * fields inside the tests: they are new for every test.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { BookingStore } from '../../functions/src/booking/store/types.js';
import { createBookingStore } from '../../functions/src/booking/store/index.js';
import { unlimited } from '../../functions/src/http/rateLimit.js';
import { createInquiryStore, type InquiryStore } from '../../functions/src/inquiry/store.js';
import { sweep, type SweepDeps, type SweepReport } from '../../functions/src/sweep.js';
import {
  fixedClock,
  recordingLogger,
  recordingMailer,
  startTestFirestore,
  TEST_LINKS,
  TEST_MAIL,
  type FixedClock,
  type RecordingLogger,
  type RecordingMailer,
  type TestFirestore,
} from './support.js';

/** The tests' "now" unless a file says otherwise: Monday, November 23, 2026, 10:10 AM EST. */
export const TEST_NOW = '2026-11-23T15:10:00.000Z';

export interface TestBackend {
  readonly firestore: TestFirestore;
  readonly db: Firestore;
  readonly mailer: RecordingMailer;
  readonly logger: RecordingLogger;
  /** At the file's `now` when each test starts. */
  readonly clock: FixedClock;
  readonly bookings: BookingStore;
  readonly inquiries: InquiryStore;
  /** What every handler and job takes: this test's mailer, clock and logger, the test mail settings and links, no rate limit. */
  common(): {
    mailer: RecordingMailer;
    mail: typeof TEST_MAIL;
    clock: FixedClock;
    limiter: typeof unlimited;
    logger: RecordingLogger;
    links: typeof TEST_LINKS;
  };
  /** One run of the sweep on these stores, as the scheduler runs it; `over` replaces any dependency. */
  sweep(over?: Partial<SweepDeps>): Promise<SweepReport>; /**
   * Runs the sweep every 5 minutes of the test's clock for `hours`, as the scheduler would; with `until`, stops
   * once it holds after a run.
   */
  sweepFor(hours: number, over?: Partial<SweepDeps>, until?: () => Promise<boolean>): Promise<void>;
}

interface PerTest {
  mailer: RecordingMailer;
  logger: RecordingLogger;
  clock: FixedClock;
  bookings: BookingStore;
  inquiries: InquiryStore;
}

/** `name` names the file's Firestore project (`demo-<name>`); `now` is where each test's clock starts. */
export function testBackend(name: string, now: string = TEST_NOW): TestBackend {
  let started: TestFirestore | undefined;
  let current: PerTest | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('testBackend: read its fields inside a test or hook');
    return value;
  };

  beforeAll(async () => {
    started = await startTestFirestore(name);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(async () => {
    const firestore = ready(started);
    await firestore.reset();
    current = {
      mailer: recordingMailer(),
      logger: recordingLogger(),
      clock: fixedClock(now),
      bookings: createBookingStore(firestore.db),
      inquiries: createInquiryStore(firestore.db),
    };
  });

  return {
    get firestore() {
      return ready(started);
    },
    get db() {
      return ready(started).db;
    },
    get mailer() {
      return ready(current).mailer;
    },
    get logger() {
      return ready(current).logger;
    },
    get clock() {
      return ready(current).clock;
    },
    get bookings() {
      return ready(current).bookings;
    },
    get inquiries() {
      return ready(current).inquiries;
    },
    common() {
      const { mailer, clock, logger } = ready(current);
      return { mailer, mail: TEST_MAIL, clock, limiter: unlimited, logger, links: TEST_LINKS };
    },
    sweep(over = {}) {
      const { bookings, inquiries } = ready(current);
      return sweep({ ...this.common(), bookings, inquiries, ...over });
    },
    async sweepFor(hours, over = {}, until) {
      const { clock } = ready(current);
      const end = clock.now().getTime() + hours * 3_600_000;
      while (clock.now().getTime() < end) {
        clock.set(new Date(clock.now().getTime() + 5 * 60_000).toISOString());
        await this.sweep(over);
        if (await until?.()) return;
      }
    },
  };
}
