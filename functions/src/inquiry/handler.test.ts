/**
 * The contact and service-request handlers against Google's Firestore emulator, with a
 * recording backend.mailer in place of SendGrid: stored before sending, delivery recorded, retries
 * recognised, spam guards, and hostile input.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleBooking } from '../booking/handler.js';
import { handleContact } from './contact.js';
import { MESSAGES, type ApiRequest, type ApiResponse } from '../http/request.js';
import { createTokenBucket } from '../http/rateLimit.js';
import type { InquiryDeps } from './handler.js';
import { MailDeliveryError, type MailMessage } from '../mail/mailer.js';
import { handleServiceRequest } from './services.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { documents, postJson, TEST_LINKS, TEST_MAIL } from '../../../tests/functions/support.js';

const NOW = '2026-11-23T15:10:00.000Z';

const backend = testBackend('inquiry-test', NOW);
let deps: InquiryDeps;
beforeEach(() => {
  deps = { ...backend.common(), store: backend.inquiries };
});

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'web',
  message: 'We need a new website for our bakery.\nBudget about $5,000.',
};

const serviceRequest = {
  serviceType: 'Custom Web Development',
  serviceCategory: 'Web & App Development',
  package: 'Business',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  requirements: 'Five pages and a booking form.',
};

const endpoints = [
  { label: 'contact', collection: 'contactInquiries', valid: contact, handle: handleContact },
  { label: 'service request', collection: 'serviceRequests', valid: serviceRequest, handle: handleServiceRequest },
] as const;

describe.each(endpoints)('$label', ({ collection, valid, handle }) => {
  it('stores the inquiry first, then emails the agency and the visitor, and records the delivery', async () => {
    const pendingAtFirstSend: unknown[] = [];
    backend.mailer.before = async () => {
      if (backend.mailer.sent.length === 0) {
        const stored = Object.values(await documents(backend.db, collection));
        pendingAtFirstSend.push(...stored.map((doc) => doc.delivery));
      }
    };

    const response = await handle(postJson(valid), deps);

    expect(response).toEqual({ status: 200, body: { ok: true } });
    expect(pendingAtFirstSend).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    const stored = Object.values(await documents(backend.db, collection));
    expect(stored).toHaveLength(1);
    const { createdAt, delivery, expiresAt, status, owner, channel, notes, searchIndex, tallyDay, ...payload } =
      stored[0]!;
    expect(payload).toEqual(valid);
    // For the staff's lists (docs/staff.md): new, nobody's, found by the name's and the address's prefixes; counted
    // in the pipeline's tallies under the day it came in (Toronto, the handler's clock: 2026-11-23T15:10Z).
    expect({ status, owner, channel, notes, tallyDay }).toEqual({
      status: 'new',
      owner: null,
      channel: 'direct',
      notes: [],
      tallyDay: '2026-11-23',
    });
    expect(createdAt).toBeInstanceOf(Timestamp);
    // Each term holds the lead's createdAt: a search orders by it, newest first.
    expect(searchIndex).toEqual(
      expect.objectContaining({
        [valid.email.toLowerCase()]: createdAt,
        [valid.email.slice(0, 3).toLowerCase()]: createdAt,
      }),
    );
    // Kept 24 months (the privacy page; a TTL policy deletes it then).
    const keptDays = ((expiresAt as Timestamp).toMillis() - (createdAt as Timestamp).toMillis()) / 86_400_000;
    expect(Math.round(keptDays)).toBe(730);
    expect(delivery).toEqual({
      status: 'sent',
      attempts: 1,
      agencyEmailAt: Timestamp.fromDate(new Date(NOW)),
      visitorEmailAt: Timestamp.fromDate(new Date(NOW)),
    });

    const [agency, acknowledgement] = backend.mailer.sent;
    expect(backend.mailer.sent).toHaveLength(2);
    expect(agency!.to).toEqual(TEST_MAIL.agencyInbox);
    expect(agency!.from).toEqual(TEST_MAIL.from);
    expect(agency!.replyTo).toEqual({ email: valid.email, name: valid.name });
    expect(agency!.subject).toMatch(new RegExp(`^New (inquiry|service request) from ${valid.name}`));
    expect(acknowledgement!.to).toEqual({ email: valid.email, name: valid.name });
    expect(acknowledgement!.replyTo).toEqual(TEST_MAIL.agencyInbox);
    expect(acknowledgement!.text).toContain('within 24 hours');
  });

  it('keeps the inquiry with delivery failed and answers 502 when the agency email fails', async () => {
    backend.mailer.before = () => {
      throw new MailDeliveryError('SendGrid answered HTTP 500');
    };

    const response = await handle(postJson(valid), deps);

    expect(response).toEqual({ status: 502, body: { error: 'Failed to send message. Please try again later.' } });
    const stored = Object.values(await documents(backend.db, collection));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      ...valid,
      delivery: { status: 'failed', error: 'agency email: SendGrid answered HTTP 500' },
    });
  });

  it('answers 200 when only the visitor’s acknowledgement fails, and notes it on the record', async () => {
    backend.mailer.before = (message) => {
      if (message.to.email === valid.email) throw new MailDeliveryError('SendGrid answered HTTP 400');
    };

    expect((await handle(postJson(valid), deps)).status).toBe(200);
    const [record] = Object.values(await documents(backend.db, collection));
    expect(record!.delivery).toEqual({
      status: 'sent',
      attempts: 1,
      agencyEmailAt: Timestamp.fromDate(new Date(NOW)),
      error: 'visitor acknowledgement: SendGrid answered HTTP 400',
    });
  });

  it('neither stores nor sends a repeated attempt (same attemptId) again', async () => {
    const body = { ...valid, attemptId: 'k3J9-x_2' };
    expect((await handle(postJson(body), deps)).status).toBe(200);
    expect((await handle(postJson(body), deps)).status).toBe(200);
    expect(await handle(postJson(body), deps)).toEqual({ status: 200, body: { ok: true } });

    expect(backend.mailer.sent).toHaveLength(2);
    const stored = await documents(backend.db, collection);
    expect(Object.values(stored)).toHaveLength(1);
    expect(Object.values(stored)[0]).toMatchObject({ attemptId: 'k3J9-x_2' });
  });

  it('delivers on the retry of an attempt whose email failed, still with one record', async () => {
    const body = { ...valid, attemptId: 'retry-me' };
    backend.mailer.before = () => {
      throw new MailDeliveryError('SendGrid could not be reached (ECONNREFUSED)');
    };
    expect((await handle(postJson(body), deps)).status).toBe(502);
    backend.mailer.before = undefined;

    expect((await handle(postJson(body), deps)).status).toBe(200);

    const stored = Object.values(await documents(backend.db, collection));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.delivery).toMatchObject({ status: 'sent' });
    expect(backend.mailer.sent).toHaveLength(2);
  });

  it('answers a filled honeypot with success, storing and sending nothing', async () => {
    const response = await handle(postJson({ ...valid, website: 'https://spam.example' }), deps);

    expect(response).toEqual({ status: 200, body: { ok: true } });
    expect(await documents(backend.db, collection)).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
  });

  it('limits each client to its quota (429 with Retry-After), others unaffected, and refills over time', async () => {
    let now = 0;
    deps.limiter = createTokenBucket({ capacity: 2, windowMs: 600_000, now: () => now });
    const from = (ip: string) => handle(postJson(valid, { ip }), deps);

    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('198.51.100.1')).status).toBe(200);
    const limited = await from('198.51.100.1');
    expect(limited).toEqual({
      status: 429,
      body: { error: MESSAGES.rateLimited },
      headers: { 'Retry-After': '300' },
    });
    expect((await from('198.51.100.2')).status).toBe(200);
    now += 300_000;
    expect((await from('198.51.100.1')).status).toBe(200);
    expect(Object.values(await documents(backend.db, collection))).toHaveLength(4);
  });

  it('escapes visitor HTML in the emails and keeps it as plain text in the text part', async () => {
    const hostile = {
      ...valid,
      name: '<script>alert("x")</script> & Co',
      ...('message' in valid
        ? { message: '<img src=x onerror=alert(1)>\n<b>bold</b>' }
        : { requirements: '<img src=x onerror=alert(1)>\n<b>bold</b>' }),
    };

    expect((await handle(postJson(hostile), deps)).status).toBe(200);

    expect(backend.mailer.sent).toHaveLength(2);
    for (const message of backend.mailer.sent) expect(message.html).not.toMatch(/<script|<img|<b>/);
    const [agency, visitor] = backend.mailer.sent as [MailMessage, MailMessage];
    expect(agency.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    // Not a presentable name: the visitor's copy greets neutrally and names no one.
    expect(visitor.text).toContain('Hello,');
    expect(JSON.stringify(visitor)).not.toMatch(/script|alert|img|bold/);
    expect(visitor.to).toEqual({ email: hostile.email });
    expect(agency.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>&lt;b&gt;bold&lt;/b&gt;');
    expect(agency.text).toContain('<img src=x onerror=alert(1)>');
    expect(agency.subject).toContain('<script>alert("x")</script> & Co');
  });
});

// ---------------------------------------------------------------------------------------------
// Hostile input: every answer is a 4xx with a clear message; nothing is stored or sent.
// ---------------------------------------------------------------------------------------------

const MEGABYTE = 'A'.repeat(1024 * 1024);

function raw(body: string | Buffer, headers: Record<string, string> = {}, method = 'POST'): ApiRequest {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    method,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers },
    rawBody: bytes,
    ip: '192.0.2.10',
  };
}

interface HostileCase {
  name: string;
  request: (valid: Record<string, unknown>) => ApiRequest;
  status: number;
  /** Fields that must be named in `fields` (400 validation answers). */
  fields?: string[];
}

const hostileCases: HostileCase[] = [
  { name: 'empty object', request: () => postJson({}), status: 400, fields: ['name', 'email'] },
  { name: 'JSON null', request: () => raw('null'), status: 400, fields: ['_form'] },
  { name: 'JSON array', request: (v) => raw(JSON.stringify([v])), status: 400, fields: ['_form'] },
  { name: 'JSON string', request: () => raw('"hello"'), status: 400, fields: ['_form'] },
  { name: 'missing name', request: ({ name: _name, ...rest }) => postJson(rest), status: 400, fields: ['name'] },
  { name: 'blank name', request: (v) => postJson({ ...v, name: '   ' }), status: 400, fields: ['name'] },
  { name: 'name is a number', request: (v) => postJson({ ...v, name: 42 }), status: 400, fields: ['name'] },
  {
    name: 'email is an array',
    request: (v) => postJson({ ...v, email: ['a@example.com'] }),
    status: 400,
    fields: ['email'],
  },
  {
    name: 'email is an object',
    request: (v) => postJson({ ...v, email: { $ne: '' } }),
    status: 400,
    fields: ['email'],
  },
  { name: 'not an email', request: (v) => postJson({ ...v, email: 'not-an-email' }), status: 400, fields: ['email'] },
  {
    name: 'CR/LF header injection in name',
    request: (v) => postJson({ ...v, name: 'Ada\r\nBcc: victim@example.com' }),
    status: 400,
    fields: ['name'],
  },
  {
    name: 'CR/LF header injection in email',
    request: (v) => postJson({ ...v, email: 'ada@example.com\r\nBcc: victim@example.com' }),
    status: 400,
    fields: ['email'],
  },
  {
    name: 'name of 101 characters',
    request: (v) => postJson({ ...v, name: 'N'.repeat(101) }),
    status: 400,
    fields: ['name'],
  },
  { name: 'a 1 MB string', request: (v) => postJson({ ...v, name: MEGABYTE }), status: 413 },
  {
    name: '1 MB declared by Content-Length',
    request: (v) => raw(JSON.stringify(v), { 'content-length': '1048576' }),
    status: 413,
  },
  {
    name: 'over 20 KiB received under a Content-Length that claims less',
    request: (v) => raw(JSON.stringify({ ...v, name: MEGABYTE }), { 'content-length': '100' }),
    status: 413,
  },
  { name: 'malformed JSON', request: () => raw('{"name": "Ada",'), status: 400 },
  { name: 'form-encoded body sent as JSON', request: () => raw('name=Ada&email=ada%40example.com'), status: 400 },
  { name: 'empty body', request: () => raw(''), status: 400 },
  { name: 'invalid UTF-8', request: () => raw(Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])), status: 400 },
  {
    name: 'text/plain content type',
    request: (v) => raw(JSON.stringify(v), { 'content-type': 'text/plain' }),
    status: 415,
  },
  {
    name: 'form content type',
    request: () => raw('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' }),
    status: 415,
  },
  {
    name: 'no content type',
    request: (v) => {
      const request = raw(JSON.stringify(v));
      delete request.headers['content-type'];
      return request;
    },
    status: 415,
  },
  {
    name: 'invalid attemptId',
    request: (v) => postJson({ ...v, attemptId: '../../etc/passwd' }),
    status: 400,
    fields: ['attemptId'],
  },
  ...['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].map((method) => ({
    name: `${method} request`,
    request: (v: Record<string, unknown>) => raw(JSON.stringify(v), {}, method),
    status: 405,
  })),
];

const endpointSpecificCases: Record<string, HostileCase[]> = {
  contact: [
    {
      name: 'service not in the list',
      request: (v) => postJson({ ...v, service: 'hacking' }),
      status: 400,
      fields: ['service'],
    },
    {
      name: 'message missing',
      request: ({ message: _m, ...rest }) => postJson(rest),
      status: 400,
      fields: ['message'],
    },
    {
      name: 'message of 5,001 characters',
      request: (v) => postJson({ ...v, message: 'm'.repeat(5001) }),
      status: 400,
      fields: ['message'],
    },
    {
      name: 'NUL in message',
      request: (v) => postJson({ ...v, message: 'hi\u0000there' }),
      status: 400,
      fields: ['message'],
    },
  ],
  'service request': [
    {
      name: 'package missing',
      request: ({ package: _p, ...rest }) => postJson(rest),
      status: 400,
      fields: ['package'],
    },
    {
      name: 'package is a list',
      request: (v) => postJson({ ...v, package: ['Business'] }),
      status: 400,
      fields: ['package'],
    },
    {
      name: 'CR/LF in serviceType',
      request: (v) => postJson({ ...v, serviceType: 'SEO\r\nX: y' }),
      status: 400,
      fields: ['serviceType'],
    },
    {
      name: 'requirements of 2,001 characters',
      request: (v) => postJson({ ...v, requirements: 'r'.repeat(2001) }),
      status: 400,
      fields: ['requirements'],
    },
  ],
};

describe('the largest legitimate body', () => {
  it('a 5,000-character message in a 3-byte script (about 15 KB) is delivered', async () => {
    const message = '語'.repeat(5000);
    const request = postJson({ ...contact, name: 'Ada Lovelace', message });
    expect(Buffer.byteLength(request.rawBody!)).toBeGreaterThan(15_000);

    expect((await handleContact(request, deps)).status).toBe(200);
    expect(backend.mailer.sent[0]!.text).toContain(message);
  });
});

describe.each(endpoints)('$label: hostile input', ({ label, collection, valid, handle }) => {
  it.each([...hostileCases, ...endpointSpecificCases[label]!].map((c) => [c.name, c] as const))(
    '%s',
    async (_name, hostile) => {
      const response: ApiResponse = await handle(hostile.request({ ...valid }), deps);

      expect(response.status).toBe(hostile.status);
      expect(typeof response.body.error).toBe('string');
      expect(String(response.body.error).length).toBeGreaterThan(10);
      if (hostile.status === 405) expect(response.headers).toEqual({ Allow: 'POST' });
      if (hostile.fields) {
        expect(response.body.error).toBe(MESSAGES.invalidFields);
        const fields = response.body.fields as Record<string, string>;
        for (const field of hostile.fields) expect(fields[field], field).toMatch(/\w{3,}/);
      }
      expect(await documents(backend.db, collection)).toEqual({});
      expect(backend.mailer.sent).toEqual([]);
    },
  );
});

describe('booking: hostile input', () => {
  it.each(hostileCases.map((c) => [c.name, c] as const))('%s', async (_name, hostile) => {
    const valid = { name: 'Ada', email: 'ada@example.com', datetime: '2026-11-23T16:00:00.000Z', purpose: 'Other' };
    const response = await handleBooking(hostile.request(valid), {
      ...deps,
      store: backend.bookings,
      links: TEST_LINKS,
    });

    expect(response.status).toBe(hostile.status);
    expect(String(response.body.error).length).toBeGreaterThan(10);
    expect(await documents(backend.db, 'bookings')).toEqual({});
    expect(await documents(backend.db, 'slots')).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
  });

  it('rejects a purpose outside the list and a datetime that is not an ISO instant', async () => {
    const response = await handleBooking(
      postJson({ name: 'Ada', email: 'ada@example.com', datetime: 'next tuesday', purpose: 'Hacking' }),
      { ...deps, store: backend.bookings, links: TEST_LINKS },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields as object).sort()).toEqual(['datetime', 'purpose']);
  });
});
