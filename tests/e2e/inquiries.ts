/**
 * What the e2e specs that send forms share: a unique visitor address per run, the stored records of
 * the local stack's Firestore (read with admin rights), the local mail outbox (`OUTBOX`, tests/e2e/stack.ts)
 * and a lock that keeps the specs' mail sends (and the FAIL marker) apart.
 */
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { OUTBOX } from './stack';

const localDir = fileURLToPath(new URL('../../.local/', import.meta.url));
const mailLock = `${localDir}e2e-mail.lock`;
const firestoreQueryUrl = 'http://127.0.0.1:8080/v1/projects/demo-lakeforge/databases/(default)/documents:runQuery';

// ---------------------------------------------------------------------------------------------
// Helpers: a unique visitor, the stored records, the outbox, the mail lock
// ---------------------------------------------------------------------------------------------

export function visitorEmail(testInfo: TestInfo, label: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${testInfo.project.name}-${unique}@example.com`;
}

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

/** A Firestore REST value as plain data (timestamps as ISO strings). */
function plain(value: Record<string, unknown>): Plain {
  if ('stringValue' in value) return value.stringValue as string;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue as number;
  if ('booleanValue' in value) return value.booleanValue as boolean;
  if ('timestampValue' in value) return value.timestampValue as string;
  if ('nullValue' in value) return null;
  if ('arrayValue' in value) {
    const values = ((value.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(plain);
    return values;
  }
  if ('mapValue' in value)
    return fields((value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields);
  return JSON.stringify(value);
}

function fields(map: Record<string, Record<string, unknown>> = {}): { [key: string]: Plain } {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [key, plain(value)]));
}

/** Every document of `collection` whose `email` is the visitor's, read with admin rights. */
export async function storedFor(collection: string, email: string): Promise<{ [key: string]: Plain }[]> {
  const response = await fetch(firestoreQueryUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: 'email' }, op: 'EQUAL', value: { stringValue: email } } },
      },
    }),
  });
  expect(response.ok, `Firestore runQuery answered ${response.status}`).toBe(true);
  const rows = (await response.json()) as { document?: { fields?: Record<string, Record<string, unknown>> } }[];
  return rows.filter((row) => row.document).map((row) => fields(row.document!.fields));
}

export interface OutboxMessage {
  to: { email: string; name?: string };
  from: { email: string; name?: string };
  replyTo?: { email: string; name?: string };
  subject: string;
  text: string;
  html: string;
}

/** The outbox messages to or about the visitor: `toVisitor` (acknowledgement), `toAgency` (reply-to the visitor). */
export async function mailFor(email: string) {
  const names = await readdir(OUTBOX).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(OUTBOX, name), 'utf8')) as OutboxMessage),
  );
  return {
    toVisitor: messages.filter((message) => message.to.email === email),
    toAgency: messages.filter((message) => message.to.email !== email && message.replyTo?.email === email),
  };
}

/** A contact inquiry, as the contact form sends it. */
/** The contact page's form, once the page has hydrated, and its fields. */
export async function openContact(page: Page) {
  await page.goto('/contact');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Full Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    service: form.getByRole('combobox', { name: 'Service (optional)' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    submit: form.getByRole('button', { name: 'Send Message' }),
  };
}

export async function sendInquiry(request: APIRequestContext, name: string, email: string) {
  const sent = await request.post('/api/contactEmail', {
    data: { name, email, message: 'Please call me back about a new website.', attemptId: randomUUID(), fillMs: 5000 },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** Runs `send` while no other test of this file sends mail or holds the FAIL marker. */
export async function withMailLock<T>(send: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(mailLock);
      break;
    } catch {
      // A lock left by a crashed run is stale after a minute.
      const since = await stat(mailLock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (since > 60_000) await rm(mailLock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error('Timed out waiting for the e2e mail lock');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await send();
  } finally {
    await rm(mailLock, { recursive: true, force: true });
  }
}
