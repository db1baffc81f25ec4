/**
 * Test helpers for the booking feature: the real offline Firestore endpoint started in-process on an
 * ephemeral port, seeded with admin rights the way the booking function writes `slots`, and a small
 * local HTTP server answering the documented contract of POST /api/sendBookingEmail (the real function
 * is covered by the end-to-end tests).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFirestoreServer, type FirestoreServer } from '../../tools/firestore-offline/server';
import type { ClosureRule } from '../../src/domain/availability/model';
import { slotId } from '../../src/domain/booking/slots';
import type { BookingConfig } from '../../src/features/booking/config';

export const TEST_PROJECT = 'demo-booking-test';

export interface TestFirestore {
  server: FirestoreServer;
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
  /** Ids of the `slots` documents. */
  slotIds(): string[];
  close(): Promise<void>;
}

/** `now`: the instant the rules see as the request time (the wizard's clock in these tests). */
export async function startFirestore(port = 0, now?: Date): Promise<TestFirestore> {
  const server = createFirestoreServer({ projectId: TEST_PROJECT, ...(now ? { now: () => now.getTime() } : {}) });
  const info = await server.listen(port, '127.0.0.1');
  const docs = `${info.url}/v1/projects/${TEST_PROJECT}/databases/(default)/documents`;
  const commit = async (writes: unknown[]) => {
    const response = await fetch(`${docs}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Seeding failed: ${response.status} ${await response.text()}`);
  };
  const documentName = (path: string) => `projects/${TEST_PROJECT}/databases/(default)/documents/${path}`;
  const writeSlots = (starts: Date[], fields: Record<string, unknown>) =>
    commit(
      starts.map((start) => ({
        update: {
          name: documentName(`slots/${slotId(start)}`),
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
    server,
    port: info.port,
    host: info.host,
    emulatorHost: `127.0.0.1:${info.port}`,
    takeSlots: (starts) => writeSlots(starts, { state: { stringValue: 'confirmed' } }),
    holdSlots: (starts, heldUntil) =>
      writeSlots(starts, { state: { stringValue: 'held' }, heldUntil: { timestampValue: heldUntil.toISOString() } }),
    setRules: ({ closures = [], noticeMinutes }) =>
      commit([
        {
          update: {
            name: documentName('availability/rules'),
            fields: {
              closures: { arrayValue: { values: closures.map(closureValue) } },
              ...(noticeMinutes === undefined ? {} : { noticeMinutes: { integerValue: String(noticeMinutes) } }),
            },
          },
        },
      ]),
    slotIds() {
      const prefix = `projects/${TEST_PROJECT}/databases/(default)`;
      return server.store
        .documents(prefix)
        .map((doc) => doc.rel)
        .filter((rel) => rel.startsWith('slots/'))
        .map((rel) => rel.slice('slots/'.length))
        .sort();
    },
    close: () => server.close(),
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
