/**
 * Transactions, optimistically: a read-write transaction records the version of every document it read (and the
 * result of every query it ran); its commit is refused with ABORTED if any of them changed meanwhile. The SDKs
 * then retry (firebase-admin rolls back and begins again with `retryTransaction`; the web SDK re-runs the function).
 */
import { randomBytes } from 'node:crypto';
import { ApiError, invalidArgument } from './errors.js';
import type { ParsedQuery } from './query.js';

export interface TransactionRecord {
  id: string;
  dbKey: string;
  readOnly: boolean;
  /** rel path → updateTime when read, or null if it was missing. */
  reads: Map<string, string | null>;
  queries: Array<{ parentRel: string; query: ParsedQuery; signature: string }>;
  lastUsed: number;
}

export const EXPIRED_MESSAGE = 'The referenced transaction has expired or is no longer valid.';

function isObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

export class TransactionManager {
  private readonly open = new Map<string, TransactionRecord>();
  /** Recently finished ids: a rollback after a failed commit is answered quietly. */
  private readonly finished = new Set<string>();

  constructor(
    private readonly idleTimeoutMs = 5 * 60_000,
    private readonly maxOpen = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Starts a transaction from TransactionOptions (`{readWrite:{retryTransaction?}}` or `{readOnly:{readTime?}}`). */
  begin(dbKey: string, options: unknown): TransactionRecord {
    this.expire();
    let readOnly = false;
    if (options !== undefined && options !== null) {
      if (!isObject(options)) throw invalidArgument('Invalid transaction options');
      if (options.readOnly !== undefined && options.readWrite !== undefined)
        throw invalidArgument('A transaction cannot be both read-only and read-write');
      readOnly = options.readOnly !== undefined;
      const retry = isObject(options.readWrite) ? options.readWrite.retryTransaction : undefined;
      if (typeof retry === 'string') this.finish(retry);
    }
    const record: TransactionRecord = {
      id: randomBytes(16).toString('base64'),
      dbKey,
      readOnly,
      reads: new Map(),
      queries: [],
      lastUsed: this.now(),
    };
    this.open.set(record.id, record);
    while (this.open.size > this.maxOpen) this.finish(this.open.keys().next().value!);
    return record;
  }

  /** The open transaction with this id in this database; INVALID_ARGUMENT otherwise. */
  get(id: unknown, dbKey: string): TransactionRecord {
    this.expire();
    if (typeof id !== 'string' || id === '') throw invalidArgument('Invalid transaction id');
    const record = this.open.get(id);
    if (record === undefined || record.dbKey !== dbKey) throw new ApiError('INVALID_ARGUMENT', EXPIRED_MESSAGE);
    record.lastUsed = this.now();
    return record;
  }

  /** Ends a transaction (committed, failed or rolled back). */
  finish(id: string): void {
    if (this.open.delete(id)) {
      this.finished.add(id);
      if (this.finished.size > 10_000) this.finished.delete(this.finished.values().next().value!);
    }
  }

  rollback(id: unknown, dbKey: string): void {
    if (typeof id !== 'string' || id === '') throw invalidArgument('rollback needs a transaction id');
    if (this.finished.has(id)) return;
    this.get(id, dbKey);
    this.finish(id);
  }

  recordRead(record: TransactionRecord, rel: string, updateTime: string | null): void {
    if (record.readOnly || record.reads.has(rel)) return;
    record.reads.set(rel, updateTime);
  }

  recordQuery(record: TransactionRecord, parentRel: string, query: ParsedQuery, signature: string): void {
    if (record.readOnly) return;
    record.queries.push({ parentRel, query, signature });
  }

  clear(): void {
    for (const id of [...this.open.keys()]) this.finish(id);
  }

  get size(): number {
    return this.open.size;
  }

  private expire(): void {
    const limit = this.now() - this.idleTimeoutMs;
    for (const [id, record] of this.open) if (record.lastUsed < limit) this.finish(id);
  }
}
