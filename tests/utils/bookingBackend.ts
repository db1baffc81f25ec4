/**
 * Test helpers for the booking feature: Google's Firestore emulator with the project's rules (one per test run,
 * tests/setup/firestoreEmulators.ts) reached through an address a test can open and close, seeded with owner
 * rights the way the booking function writes `slots`, and a small local HTTP server answering the documented
 * contract of POST /api/sendBookingEmail (the real function is covered by the end-to-end tests).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  commitAsOwner,
  deleteAllDocuments,
  documentName,
  firestoreEmulatorHost,
  forwardTo,
  testProjectId,
} from './firestoreEmulator';
import type { ClosureRule } from '../../src/domain/availability/model';
import { slotId } from '../../src/domain/booking/slots';
import type { BookingConfig } from '../../src/features/booking/config';

/** This test file's Firestore project (tests/utils/firestoreEmulator.ts). */
export const TEST_PROJECT = testProjectId('booking');

/**
 * The instant the browser's tests fix unless they say otherwise: Tuesday, July 14, 2026, 10:00 EDT. Tests that
 * ask for the same instant share one emulator whose clock started there.
 */
export const BROWSER_TEST_NOW = new Date('2026-07-14T14:00:00Z');

export interface TestFirestore {
  port: number;
  host: string;
  /** 'host:port', as the wizard's config wants it. */
  emulatorHost: string;
  /** Marks slots as booked: creates `slots/{slotId}` with `{datetime, state: 'confirmed'}` (admin). */
  takeSlots(starts: Date[]): Promise<void>;
  /** Marks slots as held until `heldUntil`, as a booking in progress leaves them (admin). */
  holdSlots(starts: Date[], heldUntil: Date): Promise<void>;
  /**
   * Writes the agency's availability rules (`availability/rules`, admin): closures and the notice in
   * minutes (without one the default two hours apply).
   */
  setRules(rules: { closures?: ClosureRule[]; noticeMinutes?: number }): Promise<void>;
  /** Deletes every document of the project. */
  reset(): Promise<void>;
  /** The address stops answering (the emulator and its data stay, for the file's other tests). */
  close(): Promise<void>;
}

/**
 * The emulator at 127.0.0.1:`port` (0: any free port), its clock started at `now` (the instant the rules see as
 * the request time: the wizard's clock in these tests).
 */
export async function startFirestore(port = 0, now: Date = BROWSER_TEST_NOW): Promise<TestFirestore> {
  const emulator = await firestoreEmulatorHost(now);
  const forwarder = await forwardTo(emulator, port);
  const commit = (writes: unknown[]) => commitAsOwner(emulator, TEST_PROJECT, writes);
  const writeSlots = (starts: Date[], fields: Record<string, unknown>) =>
    commit(
      starts.map((start) => ({
        update: {
          name: documentName(TEST_PROJECT, `slots/${slotId(start)}`),
          fields: { datetime: { timestampValue: start.toISOString() }, ...fields },
        },
        currentDocument: { exists: false },
      })),
    );
  const text = (value: string) => ({ stringValue: value });
  const closureValue = (closure: ClosureRule) => ({
    mapValue: { fields: Object.fromEntries(Object.entries(closure).map(([key, value]) => [key, text(value)])) },
  });
  return {
    port: forwarder.port,
    host: '127.0.0.1',
    emulatorHost: `127.0.0.1:${forwarder.port}`,
    takeSlots: (starts) => writeSlots(starts, { state: { stringValue: 'confirmed' } }),
    holdSlots: (starts, heldUntil) =>
      writeSlots(starts, { state: { stringValue: 'held' }, heldUntil: { timestampValue: heldUntil.toISOString() } }),
    setRules: ({ closures = [], noticeMinutes }) =>
      commit([
        {
          update: {
            name: documentName(TEST_PROJECT, 'availability/rules'),
            fields: {
              closures: { arrayValue: { values: closures.map(closureValue) } },
              ...(noticeMinutes === undefined ? {} : { noticeMinutes: { integerValue: String(noticeMinutes) } }),
            },
          },
        },
      ]),
    reset: () => deleteAllDocuments(emulator, TEST_PROJECT),
    close: () => forwarder.close(),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface StubAnswer {
  status: number;
  body?: unknown;
  /** Runs before the answer goes out (e.g. the server claiming the slot in Firestore). */
  before?: (request: RecordedRequest) => Promise<void> | void;
  /** The answer waits for this promise (to observe the in-flight state). */
  hold?: Promise<void>;
}

export interface RecordedRequest {
  method: string;
  url: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

export interface BookingApiStub {
  origin: string;
  requests: RecordedRequest[];
  /** Answers for the next requests, in order; when none is queued the answer is 200 {ok:true}. */
  answer(...answers: StubAnswer[]): void;
  close(): Promise<void>;
}

/** A local server speaking the contract of POST /api/sendBookingEmail (or of another endpoint at `path`). */
export async function startBookingApi(path = '/api/sendBookingEmail'): Promise<BookingApiStub> {
  const requests: RecordedRequest[] = [];
  const queue: StubAnswer[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        if (req.url !== path || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        const recorded: RecordedRequest = {
          method: req.method,
          url: req.url,
          contentType: req.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
        };
        requests.push(recorded);
        const next = queue.shift() ?? { status: 200, body: { ok: true } };
        await next.hold;
        await next.before?.(recorded);
        res.writeHead(next.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(next.body ?? {}));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (...answers) => queue.push(...answers),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A wizard config pointing at test servers, with a fixed clock and time zone. */
export function testConfig(options: {
  firestoreHost: string;
  apiOrigin: string;
  now: Date;
  timeZone?: string;
}): BookingConfig {
  return {
    apiOrigin: options.apiOrigin,
    firestore: { projectId: TEST_PROJECT, emulatorHost: options.firestoreHost },
    now: () => new Date(options.now.getTime()),
    timeZone: options.timeZone ?? 'America/Toronto',
  };
}

/** A promise and the function that resolves it. */
export function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}
