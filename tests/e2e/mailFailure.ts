/**
 * The outbox's failure switch for end-to-end tests (functions/src/mail/outbox.ts): a `FAIL` file
 * whose lines are addresses; mail to (or replying to) a listed address fails. Specs run in
 * parallel, so every change of the file is a read-modify-write under a lock, each spec lists only
 * its own visitors' addresses, and the file is deleted when its last line goes: an empty marker
 * would make ALL mail fail.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { OUTBOX } from './stack';
const marker = join(OUTBOX, 'FAIL');
const lock = join(OUTBOX, 'FAIL.lock');

async function locked<T>(change: () => Promise<T>): Promise<T> {
  await mkdir(OUTBOX, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Held for the few microseconds of another spec's read-modify-write.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  try {
    return await change();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

async function lines(): Promise<string[]> {
  const text = await readFile(marker, 'utf8').catch(() => '');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

async function save(next: string[]): Promise<void> {
  if (next.length) await writeFile(marker, `${next.join('\n')}\n`);
  else await rm(marker, { force: true });
}

/** Makes mail to or replying to `addresses` fail until the returned function runs. */
export async function failMailTo(addresses: string[]): Promise<() => Promise<void>> {
  // An empty marker left by an interrupted run would fail everything: it is replaced by the list.
  await locked(async () => save([...(await lines()), ...addresses]));
  return () => locked(async () => save((await lines()).filter((line) => !addresses.includes(line))));
}
