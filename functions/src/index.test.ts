/**
 * The deployed entry point end to end on one machine: the three exported functions, mounted in an
 * Express app that parses bodies like the Functions emulator does (rawBody kept), with Firestore
 * in Google's emulator (FIRESTORE_EMULATOR_HOST, default app) and, as under the Functions emulator,
 * mail in the local outbox (no SendGrid key). failClosed.test.ts runs them outside the emulator.
 */
import { rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import http from 'node:http';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveExportedFunctions } from '../../tests/functions/exported.js';
import { clearOutbox, FAIL_MARKER, readOutbox } from './mail/outbox.js';
import { bookableSlot, postFrom, SERVICE_REQUEST } from '../../tests/functions/support.js';
import { QUOTA_TAKES_COLLECTION } from './store/quotas.js';
import { BOOKING_MESSAGES } from '../../src/domain/api/booking.js';
import { MIN_FILL_MS } from '../../src/domain/forms/fields.js';

const served = serveExportedFunctions(
  'demo-index-test',
  {
    FUNCTIONS_EMULATOR: 'true',
    MAIL_FROM: 'Lakeforge Digital <hello@lakeforge.ca>',
    AGENCY_INBOX: 'hello@lakeforge.ca',
    RATE_LIMIT_MAX: '3',
    SENDGRID_API_KEY: undefined,
  },
  ['sendBookingEmail', 'contactEmail', 'servicesEmail', 'manageBooking'],
);

beforeEach(async () => {
  await served.firestore.reset();
  await rm(path.join(served.outboxDir, FAIL_MARKER), { force: true });
  await clearOutbox(served.outboxDir);
});

/** The front end's own entry, appended after the client's as on Cloud Run (TRUSTED_PROXY_HOPS 2). */
const FRONT_END = '66.102.8.142';
let clientNumber = 0;
/**
 * Each call comes from a new client address (as the front end reports it), so tests do not share a
 * rate-limit bucket; the form was on screen for 5 s, as if a person filled it.
 */
const post = (name: string, body: object, ip = `198.51.100.${++clientNumber}`, forwardedFor = `${ip}, ${FRONT_END}`) =>
  postFrom(`${served.base}/api/${name}`, body, forwardedFor);

const stored = (collection: string) => served.stored(collection);
const JSON_TYPE = { 'content-type': 'application/json' };

describe('the exported functions', () => {
  it('are the four HTTPS functions in northamerica-northeast2, public, with the SendGrid and link secrets', () => {
    for (const name of ['sendBookingEmail', 'contactEmail', 'servicesEmail', 'manageBooking'] as const) {
      const endpoint = (served.functions[name] as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
      expect(endpoint.region).toEqual(['northamerica-northeast2']);
      expect(endpoint.httpsTrigger).toEqual({ invoker: ['public'] });
      expect(endpoint.maxInstances).toBe(10);
      // One request per instance at a time, in 256 MiB: a body the runtime inflates to its 32 MB cap fits one
      // instance (docs/functions.md, "Compressed bodies"); a second one never shares it.
      expect(endpoint.concurrency).toBe(1);
      expect(endpoint.availableMemoryMb).toBe(256);
      expect(endpoint.secretEnvironmentVariables).toEqual([
        expect.objectContaining({ key: 'SENDGRID_API_KEY' }),
        expect.objectContaining({ key: 'MANAGE_LINK_SECRET' }),
      ]);
    }
  });

  it('book a free slot: 200, booking stored, confirmation and notification in the outbox', async () => {
    const start = bookableSlot();
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
    const outbox = await readOutbox(served.outboxDir);
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

  it('contact posted without scripts from our page: 303 to /contact/sent and two outbox messages; from elsewhere a 403 page', async () => {
    // node:http, not fetch: fetch sets Sec-Fetch-Mode itself (cors), as a page's script would.
    const form = (site: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
        const body = new URLSearchParams({ name: 'Ada', email: 'ada@example.com', message: 'Hello', website: '' });
        const request = http.request(`${served.base}/api/contactEmail`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'Sec-Fetch-Site': site,
            'Sec-Fetch-Mode': 'navigate',
            'X-Forwarded-For': `198.51.100.${++clientNumber}, ${FRONT_END}`,
          },
        });
        request.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
        });
        request.on('error', reject);
        request.end(body.toString());
      });

    const sent = await form('same-origin');
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/contact/sent');
    expect(sent.headers['cache-control']).toBe('no-store');
    expect((await readOutbox(served.outboxDir)).map((entry) => entry.message.to.email)).toEqual([
      'hello@lakeforge.ca',
      'ada@example.com',
    ]);

    const refused = await form('cross-site');
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.text).toContain('Please use the form on our website');
    expect(await stored('contactInquiries')).toHaveLength(1);
  });

  it('contact: 200 with two outbox messages; with the FAIL marker 502 and the inquiry kept as failed', async () => {
    const inquiry = { name: 'Ada', email: 'ada@example.com', service: 'seo', message: 'Hello there' };
    expect((await post('contactEmail', inquiry)).status).toBe(200);
    expect((await readOutbox(served.outboxDir)).map((entry) => entry.message.subject)).toEqual([
      'New inquiry from Ada',
      'We received your message – Lakeforge Digital',
    ]);

    await writeFile(path.join(served.outboxDir, FAIL_MARKER), '');
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

    const get = await fetch(`${served.base}/api/servicesEmail`);
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

  it('forging X-Forwarded-For on every request does not pass the per-client limit', async () => {
    const client = '203.0.113.50';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const forged = `10.${i}.${i}.${i}, 192.0.2.${i}`;
      const response = await post('contactEmail', { name: '' }, client, `${forged}, ${client}, ${FRONT_END}`);
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
    // A header shorter than the front end writes it was not written by the front end: all such share one bucket.
    const short = [];
    for (let i = 0; i < 4; i++) short.push((await post('servicesEmail', { name: '' }, client, `10.9.9.${i}`)).status);
    expect(short).toEqual([400, 400, 400, 429]);
  });

  it('a service request outside the catalogue gets 400 with a field error; nothing stored or sent', async () => {
    const response = await post('servicesEmail', {
      serviceType: 'Cheap watches at spam.example',
      serviceCategory: 'Marketing & Advertising',
      package: 'Growth',
      name: 'Grace',
      email: 'grace@example.com',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { serviceType: 'Please choose a service from our list.' } },
    });
    expect(await stored('serviceRequests')).toHaveLength(0);
    expect(await readOutbox(served.outboxDir)).toHaveLength(0);
  });

  it("the visitor's copy of every email holds none of the visitor's free text", async () => {
    const email = 'target@example.net';
    const name = 'Claim your prize at prize.example';
    const freeText = 'Wire 500 dollars to claim.example now';
    const start = bookableSlot();
    const answers = [
      await post('sendBookingEmail', { name, email, datetime: start.toISOString(), purpose: 'Other' }),
      await post('contactEmail', { name, email, service: 'seo', message: freeText }),
      await post('servicesEmail', {
        serviceType: 'Graphic Design',
        serviceCategory: 'Creative & Content',
        package: 'Logo — $99 — 3 concepts',
        name,
        email,
        requirements: freeText,
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const outbox = await readOutbox(served.outboxDir);
    const toVisitor = outbox.filter((entry) => entry.message.to.email === email);
    const toAgency = outbox.filter((entry) => entry.message.to.email === 'hello@lakeforge.ca');
    expect([toVisitor.length, toAgency.length]).toEqual([3, 3]);
    const whole = (entry: (typeof outbox)[number]) =>
      JSON.stringify(entry.message) +
      (entry.message.attachments ?? []).map((file) => Buffer.from(file.content, 'base64').toString('utf8')).join('');
    for (const entry of toVisitor) {
      expect(whole(entry)).not.toMatch(/prize|claim|Wire/i);
      expect(entry.message.text).toContain('Hello,');
      expect(entry.message.to).toEqual({ email });
    }
    // The agency's inbox gets everything the visitor wrote.
    expect(toAgency.map(whole).join('')).toContain(freeText);
    expect(toAgency.every((entry) => whole(entry).includes(name))).toBe(true);
    expect(toAgency.every((entry) => entry.message.replyTo?.name === undefined)).toBe(true);
  });

  it('one email address gets 3 inquiries an hour, from any client: then 429 with Retry-After and a readable message', async () => {
    const inquiry = { name: 'Ada', email: 'quota@example.com', service: 'seo', message: 'Hello' };
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post('contactEmail', inquiry)).status);
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await post('servicesEmail', {
      serviceType: 'Search Engine Optimization',
      serviceCategory: 'Marketing & Advertising',
      package: 'Local',
      name: 'Ada',
      email: 'QUOTA@example.com',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(
      'You have sent several messages from this email address in the last hour. Please wait an hour before sending another, or call us.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await stored('serviceRequests')).toHaveLength(0);
  });

  it('no answer names the framework (no X-Powered-By), whatever the endpoint or the outcome (issue #32)', async () => {
    const from = () => ({ 'x-forwarded-for': `198.51.100.${++clientNumber}, ${FRONT_END}` });
    const answers = [
      await fetch(`${served.base}/api/contactEmail`),
      await fetch(`${served.base}/api/manageBooking`, {
        method: 'POST',
        body: '{}',
        headers: { ...JSON_TYPE, ...from() },
      }),
      await fetch(`${served.base}/api/servicesEmail`, {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/plain', ...from() },
      }),
      await fetch(`${served.base}/api/sendBookingEmail`, {
        method: 'POST',
        body: '{}',
        headers: { ...JSON_TYPE, ...from() },
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([405, 400, 415, 400]);
    for (const answer of answers) {
      expect(answer.headers.get('x-powered-by')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('a compressed body is refused with 415 in words, even a small valid one; nothing stored or sent (issue #32)', async () => {
    const inquiry = { name: 'Ada', email: 'gzip@example.com', message: 'Hello', fillMs: 5000 };
    for (const [encoding, body] of [
      ['gzip', gzipSync(JSON.stringify(inquiry))],
      // What the probe sent: 30 MB of spaces in 30 KB, inflated by the runtime before any code of ours runs.
      [
        'gzip',
        gzipSync(Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(30 << 20, 32), Buffer.from('"}')]), { level: 9 }),
      ],
    ] as const) {
      const response = await fetch(`${served.base}/api/contactEmail`, {
        method: 'POST',
        headers: {
          ...JSON_TYPE,
          'content-encoding': encoding,
          'x-forwarded-for': `198.51.100.${++clientNumber}, ${FRONT_END}`,
        },
        body,
      });
      expect(response.status).toBe(415);
      expect(response.headers.get('accept-encoding')).toBe('identity');
      expect(await response.json()).toEqual({ error: 'Compressed request bodies are not accepted.' });
    }
    expect(await stored('contactInquiries')).toHaveLength(0);
    expect(await readOutbox(served.outboxDir)).toHaveLength(0);
  });

  it('a bot (honeypot filled, or sent sooner than MIN_FILL_MS after the page was shown) gets nothing done: inquiries answer as a success, a booking says it is not booked', async () => {
    const start = bookableSlot();
    const booking = { name: 'Bot', email: 'bot@example.com', datetime: start.toISOString(), purpose: 'Other' };
    const contact = { name: 'Bot', email: 'bot@example.com', message: 'Hi' };
    const notBooked = { status: 403, body: { error: BOOKING_MESSAGES.unconfirmed } };
    const silent = { status: 200, body: { ok: true } };
    for (const [endpoint, body, answer] of [
      ['sendBookingEmail', booking, notBooked],
      ['contactEmail', contact, silent],
      ['servicesEmail', SERVICE_REQUEST, silent],
    ] as const) {
      for (const bot of [{ fillMs: MIN_FILL_MS - 1 }, { fillMs: undefined }, { website: 'https://spam.example' }]) {
        expect(await post(endpoint, { ...body, ...bot }), `${endpoint} ${JSON.stringify(bot)}`).toEqual({
          ...answer,
          headers: expect.anything(),
        });
      }
    }
    expect(await stored('bookings')).toHaveLength(0);
    expect(await stored('slots')).toHaveLength(0);
    expect(await stored('contactInquiries')).toHaveLength(0);
    expect(await stored('serviceRequests')).toHaveLength(0);
    expect(await served.stored(QUOTA_TAKES_COLLECTION, { group: true })).toHaveLength(0);
    expect(await readOutbox(served.outboxDir)).toHaveLength(0);
    // The same booking by a person goes through: the bot's attempts did not hold the slot.
    expect((await post('sendBookingEmail', { ...booking, fillMs: MIN_FILL_MS })).status).toBe(200);
    // …and is counted, as the bots were not.
    expect(await served.stored(QUOTA_TAKES_COLLECTION, { group: true })).not.toHaveLength(0);
  });
});
