/**
 * firebase-admin's transactions, optimistically: a transaction (begun by its first batchGet) records the version
 * of every document it read; its commit is refused with ABORTED if any of them changed meanwhile. The SDKs
 * then retries (firebase-admin rolls back and begins again with `retryTransaction`).
 */
import { randomBytes } from 'node:crypto';
import { ApiError, invalidArgument } from './errors.js';

export interface TransactionRecord {
  id: string;
  dbKey: string;
  /** rel path → updateTime when read, or null if it was missing. */
  reads: Map<string, string | null>;
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

  /** Starts a transaction from TransactionOptions `{readWrite:{retryTransaction?}}` (the one firebase-admin sends). */
  begin(dbKey: string, options: unknown): TransactionRecord {
    this.expire();
    if (!isObject(options) || !isObject(options.readWrite))
      throw invalidArgument(`Unsupported transaction options (only readWrite): ${JSON.stringify(options)}`);
    const retry = options.readWrite.retryTransaction;
    if (typeof retry === 'string') this.finish(retry);
    const record: TransactionRecord = {
      id: randomBytes(16).toString('base64'),
      dbKey,
      reads: new Map(),
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
    if (record.reads.has(rel)) return;
    record.reads.set(rel, updateTime);
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
