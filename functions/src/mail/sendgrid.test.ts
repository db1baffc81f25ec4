/**
 * The SendGrid adapter at the HTTP boundary: @sendgrid/mail's client is pointed at a local server
 * that records what it receives, so the exact request is checked and no mail is ever sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleBooking } from '../booking/handler.js';
import { handleContact } from '../inquiry/contact.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { documents, postJson } from '../../../tests/functions/support.js';
import { MailDeliveryError, type MailMessage } from './mailer.js';
import { createSendGridMailer } from './sendgrid.js';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 202, body: '' };
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = { status: 202, body: '' };
});

const message: MailMessage = {
  to: { email: 'ada@example.com', name: 'Ada Lovelace' },
  from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
  replyTo: { email: 'inbox@lakeforge.ca' },
  subject: 'Your consultation is confirmed',
  text: 'Hi Ada,\n\nSee you Monday.\n',
  html: '<p>Hi Ada,</p><p>See you Monday.</p>',
  attachments: [
    {
      filename: 'consultation.ics',
      content: Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64'),
      type: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ],
};

describe('createSendGridMailer', () => {
  it('sends one POST /v3/mail/send with the key, addresses, both bodies and the attachment', async () => {
    await createSendGridMailer({ apiKey: 'SG.test-key', baseUrl }).send(message);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/v3/mail/send');
    expect(request!.headers.authorization).toBe('Bearer SG.test-key');
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(request!.body).toEqual({
      from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
      subject: 'Your consultation is confirmed',
      personalizations: [{ to: [{ email: 'ada@example.com', name: 'Ada Lovelace' }] }],
      reply_to: { email: 'inbox@lakeforge.ca' },
      content: [
        { type: 'text/plain', value: 'Hi Ada,\n\nSee you Monday.\n' },
        { type: 'text/html', value: '<p>Hi Ada,</p><p>See you Monday.</p>' },
      ],
      attachments: [
        {
          content: Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64'),
          filename: 'consultation.ics',
          type: 'text/calendar; charset=utf-8; method=PUBLISH',
          disposition: 'attachment',
        },
      ],
      tracking_settings: { click_tracking: { enable: false, enable_text: false }, open_tracking: { enable: false } },
    });
  });

  it('leaves out reply_to and attachments when the message has none', async () => {
    const plain: MailMessage = { ...message };
    delete plain.replyTo;
    delete plain.attachments;
    await createSendGridMailer({ apiKey: 'SG.test-key', baseUrl }).send(plain);
    expect(received[0]!.body).not.toHaveProperty('reply_to');
    expect(received[0]!.body).not.toHaveProperty('attachments');
  });

  it('rejects with a MailDeliveryError naming the HTTP status when SendGrid refuses', async () => {
    answer = { status: 500, body: { errors: [{ message: 'Internal error' }] } };
    const sending = createSendGridMailer({ apiKey: 'SG.test-key', baseUrl }).send(message);
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toThrow('SendGrid answered HTTP 500');
  });

  it('rejects with a MailDeliveryError when SendGrid cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));

    const sending = createSendGridMailer({ apiKey: 'SG.test-key', baseUrl: `http://127.0.0.1:${port}` }).send(message);
    await expect(sending).rejects.toThrow('SendGrid could not be reached (ECONNREFUSED)');
  });
});

describe('handlers with a failing SendGrid', () => {
  const backend = testBackend('sendgrid-test');
  const common = () => ({ ...backend.common(), mailer: createSendGridMailer({ apiKey: 'SG.test-key', baseUrl }) });

  it('booking: SendGrid answers 500 → 502 and nothing stays saved', async () => {
    answer = { status: 500, body: { errors: [{ message: 'Internal error' }] } };
    const response = await handleBooking(
      postJson({ name: 'Ada', email: 'ada@example.com', datetime: '2026-11-24T16:00:00.000Z', purpose: 'Other' }),
      { ...common(), store: backend.bookings },
    );
    expect(response).toEqual({ status: 502, body: { error: 'Failed to submit booking. Please try again.' } });
    expect(received).toHaveLength(1);
    expect(await documents(backend.db, 'bookings')).toEqual({});
    expect(await documents(backend.db, 'slots')).toEqual({});
  });

  it('contact: SendGrid answers 500 → 502 and the inquiry stays stored with delivery failed', async () => {
    answer = { status: 500, body: { errors: [{ message: 'Internal error' }] } };
    const response = await handleContact(
      postJson({ name: 'Ada', email: 'ada@example.com', service: '', message: 'Hello' }),
      { ...common(), store: backend.inquiries },
    );
    expect(response).toEqual({ status: 502, body: { error: 'Failed to send message. Please try again later.' } });
    const stored = Object.values(await documents(backend.db, 'contactInquiries'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Ada',
      delivery: { status: 'failed', error: 'agency email: SendGrid answered HTTP 500' },
    });
  });

  it('contact: SendGrid accepts → both messages reach it with the agency copy replying to the visitor', async () => {
    const response = await handleContact(
      postJson({ name: 'Ada', email: 'ada@example.com', service: 'seo', message: 'Hello' }),
      { ...common(), store: backend.inquiries },
    );
    expect(response.status).toBe(200);
    expect(received.map((request) => request.body.personalizations)).toEqual([
      [{ to: [{ email: 'inbox@lakeforge.ca' }] }],
      [{ to: [{ email: 'ada@example.com', name: 'Ada' }] }],
    ]);
    expect(received[0]!.body.reply_to).toEqual({ email: 'ada@example.com', name: 'Ada' });
    expect(received[0]!.body.subject).toBe('New inquiry from Ada');
  });
});
