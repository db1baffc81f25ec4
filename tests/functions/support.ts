/**
 * Helpers for the functions' tests (not part of the bundle): a project in Google's Firestore emulator (one per
 * test run, tests/setup/firestoreEmulators.ts) with a firebase-admin app pointed at it, a recording mailer (the one true external
 * boundary), a fixed clock, request builders, and the exported functions served over HTTP. Most tests
 * take the first three at once from `useTestBackend` (backend.ts); the fault tables use faults.ts.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { availability } from '../../src/domain/booking/slots.js';
import { DEFAULT_RULES } from '../../src/domain/availability/rules.js';
import { documentsAsOwner, emptyProject, type EmulatorProject } from '../utils/firestoreEmulator.js';
import type { ApiRequest } from '../../functions/src/http/request.js';
import type { Clock } from '../../functions/src/lib/clock.js';
import type { Logger } from '../../functions/src/lib/logger.js';
import type { MailConfig, MailMessage, Mailer } from '../../functions/src/mail/mailer.js';
import { createManageLinks } from '../../functions/src/booking/links.js';
import { QUOTA_TAKES_COLLECTION } from '../../functions/src/store/quotas.js';
import { startFakeCalendarServer, type FakeCalendarServer } from './fakeCalendarServer.js';

export interface TestFirestore extends EmulatorProject {
  db: Firestore;
  close(): Promise<void>;
}

/**
 * The project `projectId` in the run's Firestore emulator, emptied, and a named firebase-admin app using it
 * (over gRPC, as deployed; `ssl: false` makes it send the emulator's owner token).
 */
export async function startTestFirestore(name: string, projectId = `demo-${name}`): Promise<TestFirestore> {
  const project = await emptyProject(projectId);
  const app: App = initializeApp({ projectId }, `${name}-${process.pid}`);
  const db = getFirestore(app);
  db.settings({ host: project.host, ssl: false });
  return { ...project, db, close: () => deleteApp(app) };
}

/** Documents of a collection as plain objects keyed by id. */
export async function documents(db: Firestore, collection: string): Promise<Record<string, Record<string, unknown>>> {
  const snapshot = await db.collection(collection).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/** How many submissions each quota counter holds in its window, by counter key (functions/src/store/quotas.ts). */
export async function quotaTicketCounts(db: Firestore): Promise<Record<string, number>> {
  const tickets = await db.collectionGroup(QUOTA_TAKES_COLLECTION).get();
  const counts: Record<string, number> = {};
  for (const ticket of tickets.docs) {
    const windowId = ticket.ref.parent.parent!.id;
    const key = windowId.slice(0, windowId.lastIndexOf(':'));
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export interface RecordingMailer extends Mailer {
  sent: MailMessage[];
  /** Called before each message is accepted; throw to make that send fail. */
  before?: (message: MailMessage) => void | Promise<void>;
}

/** A mailer that keeps what it was asked to send (the SendGrid boundary replaced). */
export function recordingMailer(before?: RecordingMailer['before']): RecordingMailer {
  const mailer: RecordingMailer = {
    sent: [],
    before,
    async send(message) {
      await mailer.before?.(message);
      mailer.sent.push(message);
    },
  };
  return mailer;
}

export const TEST_MAIL: MailConfig = {
  from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
  agencyInbox: { email: 'inbox@lakeforge.ca' },
  siteUrl: 'https://lakeforge.ca',
};

export type FixedClock = Clock & { set(iso: string): void };

export function fixedClock(iso: string): FixedClock {
  let now = new Date(iso);
  return { now: () => new Date(now.getTime()), set: (next) => (now = new Date(next)) };
}

export interface RecordingLogger extends Logger {
  lines: string[];
}

/** A logger that keeps each line (message plus its data as JSON), to check what is logged. */
export function recordingLogger(): RecordingLogger {
  const lines: string[] = [];
  const log = (message: string, data?: Record<string, unknown>) => {
    lines.push(data ? `${message} ${JSON.stringify(data)}` : message);
  };
  return { lines, info: log, warn: log, error: log };
}

/** A POST of a JSON body, as Hosting forwards it. */
export function postJson(body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}): ApiRequest {
  const raw = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(raw.length),
      'x-forwarded-for': `${options.ip ?? '203.0.113.7'}, 10.0.0.1`,
      ...options.headers,
    },
    rawBody: raw,
    ip: '10.0.0.1',
  };
}

type ExportedFunction = (req: never, res: never) => unknown;

/**
 * Exported HTTPS functions mounted at `/api/<name>` (the staff API under `/api/staff/`) in an Express app that parses bodies like the Functions
 * emulator does (rawBody kept). `current()` is read at each request, so a test may swap the module.
 */
export async function serveFunctions(
  current: () => Record<string, ExportedFunction>,
  names: readonly string[],
): Promise<{ base: string; close(): Promise<void> }> {
  const app = express();
  const keepRawBody = (req: express.Request, _res: unknown, buffer: Buffer) => {
    (req as express.Request & { rawBody: Buffer }).rawBody = buffer;
  };
  app.use(express.json({ limit: '32mb', verify: keepRawBody }));
  app.use(express.text({ limit: '32mb', verify: keepRawBody }));
  app.use(express.urlencoded({ extended: true, limit: '32mb', verify: keepRawBody }));
  app.use(express.raw({ type: '*/*', limit: '32mb', verify: keepRawBody }));
  for (const name of names) {
    const handle = (req: express.Request, res: express.Response) => current()[name]!(req as never, res as never);
    // As firebase.json rewrites them: /api/<name>, and the staff API everything under /api/staff/.
    if (name === 'staffApi') app.all(['/api/staff', '/api/staff/*path'], handle);
    else app.all(`/api/${name}`, handle);
  }
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A JSON POST to `url` from client address `ip`, as a person sends it (the form was on screen for 5 s, past
 * the fill-time check); the answer's status, headers and JSON body.
 */
export async function postFrom(url: string, body: object, ip: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ fillMs: 5000, ...body }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

/** Every document's fields in `collection`, read over REST from the Firestore at `host` (owner access). */
export async function storedFields(
  host: string,
  project: string,
  collection: string,
  options: { group?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  return (await documentsAsOwner(host, project, collection, options)).map((document) => document.fields);
}

/**
 * The exported functions read the system clock. Tests that go through them fix it here, to a Wednesday
 * morning in Hamilton with a whole bookable week ahead, and let it run on from there: on the real clock a
 * week can have no bookable slot at all (Christmas week: the holidays and the agency's closures), and
 * those tests then had nothing to book. Only `Date` is replaced; timers stay real.
 */
export const OPEN_WEEK_MORNING = new Date('2026-11-25T14:00:00.000Z');

export function fixSystemClock(at: Date = OPEN_WEEK_MORNING) {
  vi.useFakeTimers({ now: at, toFake: ['Date'], shouldAdvanceTime: true });
}

/**
 * A slot the handlers accept on the system clock whatever the time of day the test runs: the last slot of
 * the furthest bookable day. Today's slots run out in the afternoon, and one a minute away may have
 * passed by the time the request arrives.
 */
export const bookableSlot = (): Date => availability(new Date(), [], DEFAULT_RULES).at(-1)!.slots.at(-1)!;

/** A valid body for POST /api/servicesEmail. */
export const SERVICE_REQUEST = {
  serviceType: 'Search Engine Optimization',
  serviceCategory: 'Marketing & Advertising',
  package: 'Growth',
  name: 'Grace',
  email: 'grace@example.com',
  requirements: '',
} as const;

/** Manage links as the functions make them, with a test secret. */
export const TEST_LINK_SECRET = 'test-manage-link-secret-0123456789abcdef';
export const TEST_LINKS = createManageLinks(TEST_LINK_SECRET, 'https://lakeforge.ca');

/**
 * The agency's rules with no minimum notice: for tests of the booking's mechanics that book a time less than
 * the default two hours ahead of their fixed clock (the rules themselves are tested on their own).
 */
export async function withoutNotice(db: Firestore): Promise<void> {
  await db.doc('availability/rules').set({ noticeMinutes: 0 });
}

/**
 * One fake calendar server for a test file (started before its tests, its request log emptied before each):
 * call it at the top of the file and read `current` inside the tests.
 */
export function testCalendarServer(): { readonly current: FakeCalendarServer } {
  let server: FakeCalendarServer | undefined;
  beforeAll(async () => {
    server = await startFakeCalendarServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    if (server) server.requests.length = 0;
  });
  return {
    get current() {
      if (!server) throw new Error('testCalendarServer: read it inside a test or hook');
      return server;
    },
  };
}
