/**
 * The Firestore v1 methods this project's clients call over REST, as plain functions of a parsed JSON body:
 * runQuery, batchGet, commit and rollback.
 */
import { ApiError, invalidArgument, PERMISSION_DENIED_MESSAGE } from './errors.js';
import { documentName, documentPathFromName } from './paths.js';
import { evaluateQuery, parseStructuredQuery } from './query.js';
import type { AccessControl } from './rules.js';
import type { CommitOutcome, Store } from './store.js';
import type { TransactionManager, TransactionRecord } from './transactions.js';
import { parseWrites, type Write } from './writes.js';

export interface CallContext {
  /** `projects/{p}/databases/{d}` */
  dbKey: string;
  /** Whether the request carries the admin credential (bypasses the rules). */
  admin: boolean;
}

type Body = Record<string, unknown>;

const denied = (): ApiError => new ApiError('PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);

export class FirestoreApi {
  constructor(
    readonly store: Store,
    readonly transactions: TransactionManager,
    readonly access: AccessControl,
  ) {}

  /** The transaction a read runs in: an existing one (`transaction`), a new one (`newTransaction`), or none. */
  private readTransaction(ctx: CallContext, body: Body): { record: TransactionRecord | undefined; isNew: boolean } {
    if (body.transaction !== undefined && body.newTransaction !== undefined) {
      throw invalidArgument('transaction and newTransaction are mutually exclusive');
    }
    if (body.newTransaction !== undefined)
      return { record: this.transactions.begin(ctx.dbKey, body.newTransaction), isNew: true };
    if (body.transaction !== undefined)
      return { record: this.transactions.get(body.transaction, ctx.dbKey), isNew: false };
    return { record: undefined, isNew: false };
  }

  runQuery(ctx: CallContext, body: Body): unknown[] {
    if (body.transaction !== undefined || body.newTransaction !== undefined)
      throw invalidArgument('Queries in transactions are not supported by the offline Firestore endpoint');
    const query = parseStructuredQuery(body.structuredQuery);
    if (!ctx.admin && !this.access.canQuery(query)) throw denied();
    const readTime = this.store.readTime();
    const results = evaluateQuery(this.store.documents(ctx.dbKey), query, ctx.dbKey);
    if (results.length === 0) return [{ readTime }];
    return results.map((r) => ({ document: this.store.toJson(ctx.dbKey, r.rel, r.doc), readTime }));
  }

  batchGet(ctx: CallContext, body: Body): unknown[] {
    const names = body.documents;
    if (!Array.isArray(names)) throw invalidArgument('documents must be an array of document names');
    const rels = names.map((name) => documentPathFromName(name, ctx.dbKey));
    if (!ctx.admin && !rels.every((rel) => this.access.canAccessDocument(rel, 'read'))) throw denied();
    const { record, isNew } = this.readTransaction(ctx, body);
    const readTime = this.store.readTime();
    const out = rels.map((rel, index): Record<string, unknown> => {
      const doc = this.store.get(ctx.dbKey, rel);
      if (record) this.transactions.recordRead(record, rel, doc?.updateTime ?? null);
      if (doc === undefined) return { missing: names[index], readTime };
      return { found: this.store.toJson(ctx.dbKey, rel, doc), readTime };
    });
    if (record && isNew) {
      if (out.length === 0) out.push({ readTime });
      out[0] = { transaction: record.id, ...out[0] };
    }
    return out;
  }

  private checkWriteAccess(ctx: CallContext, writes: Write[]): void {
    if (ctx.admin) return;
    for (const write of writes) if (!this.access.canAccessDocument(write.rel, 'write')) throw denied();
  }

  /** Throws ABORTED if anything the transaction read has changed since. */
  private checkConflicts(ctx: CallContext, record: TransactionRecord): void {
    const abort = (what: string) =>
      new ApiError(
        'ABORTED',
        `Too much contention on these documents. Please try again. (${what} changed after the transaction read it)`,
      );
    for (const [rel, version] of record.reads) {
      const now = this.store.get(ctx.dbKey, rel)?.updateTime ?? null;
      if (now !== version) throw abort(documentName(ctx.dbKey, rel));
    }
  }

  commit(ctx: CallContext, body: Body): CommitOutcome {
    const writes = parseWrites(body.writes, ctx.dbKey);
    this.checkWriteAccess(ctx, writes);
    if (body.transaction === undefined) return this.store.commit(ctx.dbKey, writes);
    const record = this.transactions.get(body.transaction, ctx.dbKey);
    try {
      this.checkConflicts(ctx, record);
      return this.store.commit(ctx.dbKey, writes);
    } finally {
      this.transactions.finish(record.id);
    }
  }

  rollback(ctx: CallContext, body: Body): Record<string, never> {
    this.transactions.rollback(body.transaction, ctx.dbKey);
    return {};
  }
}
