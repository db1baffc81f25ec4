/**
 * The document store: one map of documents per database (`projects/p/databases/d`), versions (createTime,
 * updateTime), atomic commits, and a plain-JSON snapshot for persistence.
 *
 * A commit validates every precondition against the state left by the writes before it, and only then applies
 * them all; it runs synchronously, so commits are serialised by construction (Node runs one at a time).
 */
import { documentName } from './paths.js';
import { formatTimestamp, MonotonicClock, parseTimestamp } from './time.js';
import { fieldsIdentical, type Fields, type Value } from './values.js';
import { applyWriteToFields, checkPrecondition, type StoredDoc, type Write } from './writes.js';

export type { StoredDoc } from './writes.js';

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

export interface CommitOutcome {
  commitTime: string;
  writeResults: WriteResult[];
}

export interface DocumentJson {
  name: string;
  fields: Fields;
  createTime: string;
  updateTime: string;
}

export const SNAPSHOT_FORMAT = 'firestore-offline/1';

export interface Snapshot {
  format: typeof SNAPSHOT_FORMAT;
  savedAt: string;
  databases: Record<string, Record<string, StoredDoc>>;
}

export class Store {
  readonly clock: MonotonicClock;
  private readonly databases = new Map<string, Map<string, StoredDoc>>();
  private readonly listeners = new Set<() => void>();

  constructor(clock = new MonotonicClock()) {
    this.clock = clock;
  }

  /** Called after every change (commit, clear). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private db(dbKey: string): Map<string, StoredDoc> {
    let docs = this.databases.get(dbKey);
    if (docs === undefined) {
      docs = new Map();
      this.databases.set(dbKey, docs);
    }
    return docs;
  }

  get(dbKey: string, rel: string): StoredDoc | undefined {
    return this.databases.get(dbKey)?.get(rel);
  }

  /** All documents of a database, as `{rel, fields, doc}` for query evaluation. */
  documents(dbKey: string): Array<{ rel: string; fields: Fields; doc: StoredDoc }> {
    const docs = this.databases.get(dbKey);
    if (docs === undefined) return [];
    return [...docs].map(([rel, doc]) => ({ rel, fields: doc.fields, doc }));
  }

  count(dbKey?: string): number {
    if (dbKey !== undefined) return this.databases.get(dbKey)?.size ?? 0;
    let n = 0;
    for (const docs of this.databases.values()) n += docs.size;
    return n;
  }

  readTime(): string {
    return formatTimestamp(this.clock.current());
  }

  /**
   * Applies writes all-or-nothing. Throws the ApiError of the first failing precondition, leaving the store
   * untouched. Synchronous: callers that must check something first (transaction conflicts) do so in the same tick.
   */
  commit(dbKey: string, writes: Write[]): CommitOutcome {
    const commitNanos = this.clock.next();
    const commitTime = formatTimestamp(commitNanos);
    const docs = this.db(dbKey);
    const overlay = new Map<string, StoredDoc | undefined>();
    const current = (rel: string): StoredDoc | undefined => (overlay.has(rel) ? overlay.get(rel) : docs.get(rel));
    const writeResults: WriteResult[] = [];

    for (const write of writes) {
      const before = current(write.rel);
      checkPrecondition(write, before);
      switch (write.kind) {
        case 'delete':
          overlay.set(write.rel, undefined);
          writeResults.push({});
          break;
        case 'update': {
          const { fields, transformResults } = applyWriteToFields(write, before, commitNanos);
          const unchanged = before !== undefined && fieldsIdentical(before.fields, fields);
          const next: StoredDoc = unchanged
            ? before
            : { fields, createTime: before?.createTime ?? commitTime, updateTime: commitTime };
          overlay.set(write.rel, next);
          writeResults.push(
            write.serverTimes.length > 0
              ? { updateTime: next.updateTime, transformResults }
              : { updateTime: next.updateTime },
          );
          break;
        }
      }
    }

    for (const [rel, doc] of overlay) {
      if (doc === undefined) docs.delete(rel);
      else docs.set(rel, doc);
    }
    if (overlay.size > 0) this.changed();
    return { commitTime, writeResults };
  }

  /** Clears every database. */
  clear(): void {
    this.databases.clear();
    this.changed();
  }

  toJson(dbKey: string, rel: string, doc: StoredDoc): DocumentJson {
    return {
      name: documentName(dbKey, rel),
      fields: doc.fields,
      createTime: doc.createTime,
      updateTime: doc.updateTime,
    };
  }

  snapshot(): Snapshot {
    const databases: Snapshot['databases'] = {};
    for (const [dbKey, docs] of this.databases) {
      if (docs.size === 0) continue;
      const out: Record<string, StoredDoc> = {};
      for (const rel of [...docs.keys()].sort()) out[rel] = docs.get(rel)!;
      databases[dbKey] = out;
    }
    return { format: SNAPSHOT_FORMAT, savedAt: this.readTime(), databases };
  }

  /** Replaces the contents with a snapshot (as written by `snapshot()`). */
  load(snapshot: Snapshot): void {
    this.databases.clear();
    for (const [dbKey, docs] of Object.entries(snapshot.databases)) {
      const map = this.db(dbKey);
      for (const [rel, doc] of Object.entries(docs)) {
        map.set(rel, { fields: doc.fields, createTime: doc.createTime, updateTime: doc.updateTime });
        this.clock.observe(parseTimestamp(doc.updateTime));
      }
    }
  }
}
