/**
 * Persistence of the store to one JSON file: loaded at start, rewritten after changes. Each write goes to a
 * temporary file in the same directory, is flushed to disk, then renamed over the data file, so a crash leaves
 * either the old or the new file, never half of one. Writes are coalesced: a change made while a write is running
 * is picked up by the next one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { SNAPSHOT_FORMAT, type Snapshot } from './store.js';
import { normaliseTimestamp } from './time.js';
import { normaliseFields } from './values.js';
import type { StoredDoc } from './writes.js';

/** Reads and validates a data file; `undefined` if it does not exist. Throws on a corrupt file. */
export function readSnapshotFile(file: string): Snapshot | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `The Firestore data file ${file} is not valid JSON (${(error as Error).message}). Move it away or start with --clean.`,
    );
  }
  try {
    return validateSnapshot(raw);
  } catch (error) {
    throw new Error(
      `The Firestore data file ${file} is not a valid snapshot: ${(error as Error).message}. Move it away or start with --clean.`,
    );
  }
}

export function validateSnapshot(raw: unknown): Snapshot {
  if (raw === null || typeof raw !== 'object') throw new Error('not an object');
  const { format, databases } = raw as { format?: unknown; databases?: unknown };
  if (format !== SNAPSHOT_FORMAT)
    throw new Error(`unknown format ${JSON.stringify(format)} (expected ${SNAPSHOT_FORMAT})`);
  if (databases === null || typeof databases !== 'object') throw new Error('databases missing');
  const out: Snapshot['databases'] = {};
  for (const [dbKey, docs] of Object.entries(databases as Record<string, unknown>)) {
    if (!/^projects\/[^/]+\/databases\/[^/]+$/.test(dbKey)) throw new Error(`bad database key ${dbKey}`);
    if (docs === null || typeof docs !== 'object') throw new Error(`bad documents of ${dbKey}`);
    const map: Record<string, StoredDoc> = {};
    for (const [rel, doc] of Object.entries(docs as Record<string, unknown>)) {
      const segments = rel.split('/');
      if (segments.length % 2 !== 0 || segments.some((s) => s === '')) throw new Error(`bad document path ${rel}`);
      const d = doc as { fields?: unknown; createTime?: unknown; updateTime?: unknown };
      map[rel] = {
        fields: normaliseFields(d.fields),
        createTime: normaliseTimestamp(d.createTime),
        updateTime: normaliseTimestamp(d.updateTime),
      };
    }
    out[dbKey] = map;
  }
  return { format: SNAPSHOT_FORMAT, savedAt: String((raw as { savedAt?: unknown }).savedAt ?? ''), databases: out };
}

let tempCounter = 0;

export async function writeFileAtomically(file: string, contents: string): Promise<void> {
  const directory = dirname(file);
  await mkdir(directory, { recursive: true });
  const temp = join(directory, `.${basename(file)}.${process.pid}.${++tempCounter}.tmp`);
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(contents, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Coalescing writer of snapshots to one file. */
export class SnapshotWriter {
  private pending: Promise<void> | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => Snapshot,
  ) {}

  /** Resolves once a write that started after this call (so containing every change made before it) is on disk. */
  requestWrite(): Promise<void> {
    if (this.pending) return this.pending;
    const pending = (async () => {
      await Promise.resolve(); // so that `this.pending` is assigned below before it is cleared here
      if (this.running) await this.running.catch(() => undefined);
      this.pending = undefined;
      const running = writeFileAtomically(this.file, JSON.stringify(this.snapshot(), null, 1) + '\n');
      this.running = running;
      try {
        await running;
      } finally {
        if (this.running === running) this.running = undefined;
      }
    })();
    this.pending = pending;
    return pending;
  }

  /** Waits for every requested write to finish. */
  async flush(): Promise<void> {
    while (this.pending || this.running) {
      await (this.pending ?? this.running)!.catch(() => undefined);
    }
  }
}
