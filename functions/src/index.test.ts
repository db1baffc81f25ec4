/**
 * The deployed entry point end to end on one machine: the three exported functions, mounted in an
 * Express app that parses bodies like the Functions emulator does (rawBody kept), with Firestore
 * at the offline endpoint (FIRESTORE_EMULATOR_HOST, default app) and, as under the Functions emulator,
 * mail in the local outbox (no SendGrid key). failClosed.test.ts runs them outside the emulator.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availability } from '../../src/domain/booking/slots.js';
import { createFirestoreServer, type FirestoreServer } from '../../tools/firestore-offline/server.js';
import { clearOutbox, FAIL_MARKER, readOutbox } from './mail/outbox.js';
import { postFrom, serveFunctions, SERVICE_REQUEST, storedFields } from './test-support.js';

type Functions = typeof import('./index.js');

let firestore: FirestoreServer;
let outboxDir: string;
let functions: Functions;
let server: Awaited<ReturnType<typeof serveFunctions>>;
let base: string;
const project = 'demo-index-test';

beforeAll(async () => {
  firestore = createFirestoreServer();
  const { port } = await firestore.listen(0, '127.0.0.1');
  outboxDir = path.join(await mkdtemp(path.join(tmpdir(), 'functions-index-')), 'outbox');
  Object.assign(process.env, {
    FUNCTIONS_EMULATOR: 'true',
    MAIL_FROM: 'Lakeforge Digital <hello@lakeforge.ca>',
    AGENCY_INBOX: 'hello@lakeforge.ca',
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
    GCLOUD_PROJECT: project,
    OUTBOX_DIR: outboxDir,
    RATE_LIMIT_MAX: '3',
  });
  delete process.env.SENDGRID_API_KEY;
  functions = await import('./index.js');

  server = await serveFunctions(() => functions, ['sendBookingEmail', 'contactEmail', 'servicesEmail']);
  base = server.base;
});

afterAll(async () => {
  await server.close();
  await firestore.close();
  await rm(path.dirname(outboxDir), { recursive: true, force: true });
});

beforeEach(async () => {
  firestore.reset();
  await rm(path.join(outboxDir, FAIL_MARKER), { force: true });
  await clearOutbox(outboxDir);
});

let clientNumber = 0;
/** Each call comes from a new client address, so tests do not share a rate-limit bucket. */
const post = (name: string, body: unknown, ip = `198.51.100.${++clientNumber}`) =>
  postFrom(`${base}/api/${name}`, body, ip);

const stored = (collection: string) => storedFields(process.env.FIRESTORE_EMULATOR_HOST!, project, collection);

describe('the exported functions', () => {
  it('are the three HTTPS functions in northamerica-northeast2 with the SendGrid secret', () => {
    for (const name of ['sendBookingEmail', 'contactEmail', 'servicesEmail'] as const) {
      const endpoint = (functions[name] as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
      expect(endpoint.region).toEqual(['northamerica-northeast2']);
      expect(endpoint.httpsTrigger).toBeDefined();
      expect(endpoint.maxInstances).toBe(10);
      expect(endpoint.secretEnvironmentVariables).toEqual([expect.objectContaining({ key: 'SENDGRID_API_KEY' })]);
    }
  });

  it('book a free slot: 200, booking stored, confirmation and notification in the outbox', async () => {
    const start = availability(new Date())[0]!.slots.at(-1)!;
    const response = await post('sendBookingEmail', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      datetime: start.toISOString(),
      purpose: 'UI/UX Design',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      ok: true,
      booking: { datetime: start.toISOString(), slotId: start.toISOString() },
    });
    expect(await stored('bookings')).toHaveLength(1);
    const outbox = await readOutbox(outboxDir);
    expect(outbox.map((entry) => entry.message.to.email)).toEqual(['ada@example.com', 'hello@lakeforge.ca']);
    expect(outbox[0]!.message.from).toEqual({ email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' });
    expect(outbox[0]!.message.attachments?.[0]?.filename).toBe('consultation.ics');

    const again = await post('sendBookingEmail', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      datetime: start.toISOString(),
      purpose: 'Other',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'This time slot was just booked. Please select another time.' },
    });
  });

  it('contact: 200 with two outbox messages; with the FAIL marker 502 and the inquiry kept as failed', async () => {
    const inquiry = { name: 'Ada', email: 'ada@example.com', service: 'seo', message: 'Hello there' };
    expect((await post('contactEmail', inquiry)).status).toBe(200);
    expect((await readOutbox(outboxDir)).map((entry) => entry.message.subject)).toEqual([
      'New inquiry from Ada',
      'We received your message – Lakeforge Digital',
    ]);

    await writeFile(path.join(outboxDir, FAIL_MARKER), '');
    const failed = await post('contactEmail', inquiry);
    expect(failed).toMatchObject({ status: 502, body: { error: 'Failed to send message. Please try again later.' } });
    const records = await stored('contactInquiries');
    expect(records).toHaveLength(2);
    expect(records.map((fields) => JSON.stringify(fields.delivery)).sort()).toEqual([
      expect.stringContaining('"failed"'),
      expect.stringContaining('"sent"'),
    ]);
  });

  it('services: a valid request is delivered; other methods get 405 with Allow: POST', async () => {
    const response = await post('servicesEmail', SERVICE_REQUEST);
    expect(response.status).toBe(200);
    expect(await stored('serviceRequests')).toHaveLength(1);

    const get = await fetch(`${base}/api/servicesEmail`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(await get.json()).toEqual({ error: 'Method not allowed. Send the form with POST.' });
  });

  it('limits one client to RATE_LIMIT_MAX submissions per window (429 with Retry-After)', async () => {
    const ip = '203.0.113.99';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('contactEmail', { name: '' }, ip)).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await post('contactEmail', { name: '' }, ip);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another endpoint has its own budget.
    expect((await post('servicesEmail', { name: '' }, ip)).status).toBe(400);
  });
});
