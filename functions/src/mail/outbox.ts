/**
 * The local outbox: the `Mailer` used when no SendGrid key is configured (local runs and the
 * emulator). Each message becomes files under the outbox folder (by default `<repo>/.local/outbox`):
 *
 * - `<stamp>-<subject>.json`: the whole message (`OutboxMessage`), written last and atomically;
 * - `<stamp>-<subject>.html`: the HTML body, to open in a browser;
 * - `<stamp>-<subject>-<attachment name>`: each attachment, decoded (e.g. the booking's .ics).
 *
 * Failure switch for developers and end-to-end tests: while a file named `FAIL` exists in the
 * outbox folder (or the environment has MAIL_FAIL=1), sending fails. If `FAIL` contains text, only
 * messages whose recipient or Reply-To address contains one of its lines fail (e.g. `@example.com`;
 * `hello@lakeforge.ca` to fail every copy for the agency; a visitor's address to fail the mail to
 * that visitor and the agency's copy of what they sent, which replies to them). The file is read on
 * every send.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatAddress, MailDeliveryError, type MailMessage, type Mailer } from './mailer.js';

export const FAIL_MARKER = 'FAIL';

export interface OutboxMessage extends MailMessage {
  /** When it was written, ISO 8601. */
  sentAt: string;
}

export interface OutboxEntry {
  /** Absolute path of the message's JSON file. */
  file: string;
  message: OutboxMessage;
}

export interface OutboxOptions {
  dir: string;
  /** Where the `Outbox: <subject> → <to> (<file>)` line goes. Default console.log. */
  log?: (line: string) => void;
  now?: () => Date;
}

function slug(subject: string): string {
  const base = subject
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return base || 'message';
}

function safeFileName(name: string): string {
  return name.replace(/[^\w.-]/g, '_').slice(0, 80) || 'attachment';
}

/** Why sending to `addresses` (recipient, Reply-To) must fail now, or undefined. */
async function simulatedFailure(dir: string, addresses: string[]): Promise<string | undefined> {
  if (process.env.MAIL_FAIL === '1') return 'MAIL_FAIL=1 is set';
  const marker = path.join(dir, FAIL_MARKER);
  if (!existsSync(marker)) return undefined;
  const patterns = (await readFile(marker, 'utf8').catch(() => ''))
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
  const matches = (pattern: string) => addresses.some((address) => address.toLowerCase().includes(pattern));
  if (patterns.length === 0 || patterns.some(matches)) {
    return `the ${FAIL_MARKER} marker is present in the outbox`;
  }
  return undefined;
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

let sequence = 0;

export function createOutboxMailer(options: OutboxOptions): Mailer {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const dir = path.resolve(options.dir);

  return {
    async send(message: MailMessage): Promise<void> {
      const addresses = [message.to.email, ...(message.replyTo ? [message.replyTo.email] : [])];
      const failure = await simulatedFailure(dir, addresses);
      if (failure) throw new MailDeliveryError(`Outbox: delivery failure simulated (${failure})`);

      await mkdir(dir, { recursive: true });
      const sentAt = now();
      const stamp = sentAt.toISOString().replace(/[:.]/g, '-');
      // The sequence orders messages written within one millisecond by this process; the random part keeps
      // names of different processes (emulator workers) apart.
      sequence = (sequence + 1) % 1_000_000;
      const base = `${stamp}-${String(sequence).padStart(6, '0')}${randomBytes(2).toString('hex')}-${slug(message.subject)}`;
      await writeAtomically(path.join(dir, `${base}.html`), message.html);
      for (const attachment of message.attachments ?? []) {
        await writeAtomically(
          path.join(dir, `${base}-${safeFileName(attachment.filename)}`),
          Buffer.from(attachment.content, 'base64'),
        );
      }
      const file = path.join(dir, `${base}.json`);
      const record: OutboxMessage = { ...message, sentAt: sentAt.toISOString() };
      await writeAtomically(file, `${JSON.stringify(record, null, 2)}\n`);
      log(`Outbox: ${message.subject} → ${formatAddress(message.to)} (${file})`);
    },
  };
}

/** Every message in the outbox, oldest first (for tests and tools). A missing folder is an empty outbox. */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(path.resolve(dir), name);
      return { file, message: JSON.parse(await readFile(file, 'utf8')) as OutboxMessage };
    }),
  );
}

/** Deletes every message file of the outbox, keeping the folder and a `FAIL` marker if there is one. */
export async function clearOutbox(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => name !== FAIL_MARKER).map((name) => rm(path.join(dir, name), { force: true })),
  );
}
