import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailDeliveryError, type MailMessage } from './mailer.js';
import { clearOutbox, createOutboxMailer, FAIL_MARKER, readOutbox } from './outbox.js';

let dir: string;
let lines: string[];

beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'outbox-test-')), 'outbox');
  lines = [];
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(path.dirname(dir), { recursive: true, force: true });
});

const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
const message = (to = 'ada@example.com'): MailMessage => ({
  to: { email: to, name: 'Ada Lovelace' },
  from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
  replyTo: { email: 'inbox@lakeforge.ca' },
  subject: 'Your consultation is confirmed: Monday at 11:00 AM',
  text: 'Hi Ada',
  html: '<p>Hi Ada</p>',
  attachments: [{ filename: 'consultation.ics', content: Buffer.from(ics).toString('base64'), type: 'text/calendar' }],
});

const mailer = () =>
  createOutboxMailer({ dir, log: (line) => lines.push(line), now: () => new Date('2026-11-23T15:10:00Z') });

describe('the local outbox', () => {
  it('writes the message as JSON (with HTML and attachment beside it) and logs where', async () => {
    await mailer().send(message());

    const entries = await readOutbox(dir);
    expect(entries).toHaveLength(1);
    const [{ file, message: stored }] = entries as [(typeof entries)[0]];
    expect(stored).toEqual({ ...message(), sentAt: '2026-11-23T15:10:00.000Z' });
    expect(path.dirname(file)).toBe(dir);
    expect(lines).toEqual([
      `Outbox: Your consultation is confirmed: Monday at 11:00 AM → Ada Lovelace <ada@example.com> (${file})`,
    ]);

    const base = file.slice(0, -'.json'.length);
    expect(await readFile(`${base}.html`, 'utf8')).toBe('<p>Hi Ada</p>');
    expect(await readFile(`${base}-consultation.ics`, 'utf8')).toBe(ics);
    expect(path.basename(file)).toMatch(
      /^2026-11-23T15-10-00-000Z-\d{6}[0-9a-f]{4}-your-consultation-is-confirmed-monday-at-1100-am\.json$/,
    );
  });

  it('reads messages oldest first, and an outbox that does not exist as empty', async () => {
    expect(await readOutbox(dir)).toEqual([]);
    let minute = 0;
    const outbox = createOutboxMailer({
      dir,
      log: () => {},
      now: () => new Date(Date.UTC(2026, 10, 23, 15, minute++)),
    });
    await outbox.send({ ...message(), subject: 'first' });
    await outbox.send({ ...message(), subject: 'second' });
    expect((await readOutbox(dir)).map((entry) => entry.message.subject)).toEqual(['first', 'second']);
  });

  it('fails every send while the FAIL marker exists, writing nothing', async () => {
    await clearOutbox(dir);
    await mailer().send(message());
    await writeFile(path.join(dir, FAIL_MARKER), '');

    const sending = mailer().send(message());
    await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(sending).rejects.toThrow('delivery failure simulated');
    expect(await readOutbox(dir)).toHaveLength(1);

    await rm(path.join(dir, FAIL_MARKER));
    await mailer().send(message());
    expect(await readOutbox(dir)).toHaveLength(2);
  });

  it('fails only recipients matching a line of the FAIL marker when it has content', async () => {
    await mailer().send(message('first@example.com'));
    await writeFile(path.join(dir, FAIL_MARKER), 'grace@\n\n');

    await expect(mailer().send(message('grace@example.com'))).rejects.toThrow(MailDeliveryError);
    await mailer().send(message('ada@example.com'));
    expect((await readOutbox(dir)).map((entry) => entry.message.to.email)).toEqual([
      'first@example.com',
      'ada@example.com',
    ]);
  });

  it('also fails a message whose Reply-To matches (the agency’s copy of what that visitor sent)', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, FAIL_MARKER), 'grace@example.com\n');
    const agencyCopy: MailMessage = { ...message('inbox@lakeforge.ca'), replyTo: { email: 'grace@example.com' } };

    await expect(mailer().send(agencyCopy)).rejects.toThrow(MailDeliveryError);
    await mailer().send({ ...agencyCopy, replyTo: { email: 'ada@example.com' } });
    expect(await readOutbox(dir)).toHaveLength(1);
  });

  it('fails every send when MAIL_FAIL=1', async () => {
    vi.stubEnv('MAIL_FAIL', '1');
    await expect(mailer().send(message())).rejects.toThrow('MAIL_FAIL=1');
    expect(existsSync(dir)).toBe(false);
  });

  it('clearOutbox removes the messages but keeps the FAIL marker', async () => {
    await mailer().send(message());
    await writeFile(path.join(dir, FAIL_MARKER), '');
    await clearOutbox(dir);
    expect(await readdir(dir)).toEqual([FAIL_MARKER]);
  });
});
