/**
 * The Firestore v1 methods the SDKs call over REST, as plain functions of a parsed JSON body:
 * runQuery, runAggregationQuery, batchGet, commit, batchWrite, beginTransaction, rollback (and a document GET).
 */
import { ApiError, invalidArgument, PERMISSION_DENIED_MESSAGE, type GrpcStatus } from './errors.js';
import { documentName, documentPathFromName } from './paths.js';
import {
  aggregate,
  evaluateQuery,
  parseAggregations,
  parseStructuredQuery,
  project,
  type ParsedQuery,
} from './query.js';
import type { AccessControl } from './rules.js';
import type { CommitOutcome, Store } from './store.js';
import type { TransactionManager, TransactionRecord } from './transactions.js';
import { parseFieldPath } from './paths.js';
import { parseWrites, type Write } from './writes.js';

export interface CallContext {
  /** `projects/{p}/databases/{d}` */
  dbKey: string;
  /** Parent document of a query relative to the database ('' for the root). */
  parentRel: string;
  /** Whether the request carries the admin credential (bypasses the rules). */
  admin: boolean;
}

type Body = Record<string, unknown>;

const GRPC_CODE: Record<GrpcStatus, number> = {
  CANCELLED: 1,
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  DEADLINE_EXCEEDED: 4,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  PERMISSION_DENIED: 7,
  RESOURCE_EXHAUSTED: 8,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
  OUT_OF_RANGE: 11,
  UNIMPLEMENTED: 12,
  INTERNAL: 13,
  UNAVAILABLE: 14,
  DATA_LOSS: 15,
  UNAUTHENTICATED: 16,
};

const denied = (): ApiError => new ApiError('PERMISSION_DENIED', PERMISSION_DENIED_MESSAGE);

function isObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

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

  private runParsedQuery(ctx: CallContext, query: ParsedQuery) {
    return evaluateQuery(this.store.documents(ctx.dbKey), ctx.parentRel, query, ctx.dbKey);
  }

  private static signature(results: Array<{ rel: string; doc: { updateTime: string } }>): string {
    return results.map((r) => `${r.rel}@${r.doc.updateTime}`).join('|');
  }

  runQuery(ctx: CallContext, body: Body): unknown[] {
    const query = parseStructuredQuery(body.structuredQuery);
    if (!ctx.admin && !this.access.canQuery(ctx.parentRel, query)) throw denied();
    const { record, isNew } = this.readTransaction(ctx, body);
    const results = this.runParsedQuery(ctx, query);
    if (record) {
      this.transactions.recordQuery(record, ctx.parentRel, query, FirestoreApi.signature(results));
      for (const r of results) this.transactions.recordRead(record, r.rel, r.doc.updateTime);
    }
    const readTime = this.store.readTime();
    const out: Array<Record<string, unknown>> = results.map((r) => ({
      document: { ...this.store.toJson(ctx.dbKey, r.rel, r.doc), fields: project(r.doc.fields, query.select) },
      readTime,
    }));
    if (out.length === 0) out.push({ readTime });
    if (record && isNew) out[0] = { transaction: record.id, ...out[0] };
    return out;
  }

  runAggregationQuery(ctx: CallContext, body: Body): unknown[] {
    const spec = body.structuredAggregationQuery;
    if (!isObject(spec)) throw invalidArgument('structuredAggregationQuery is required');
    const query = parseStructuredQuery(spec.structuredQuery);
    const aggregations = parseAggregations(spec.aggregations);
    if (!ctx.admin && !this.access.canQuery(ctx.parentRel, query)) throw denied();
    const { record, isNew } = this.readTransaction(ctx, body);
    const results = this.runParsedQuery(ctx, query);
    if (record) {
      this.transactions.recordQuery(record, ctx.parentRel, query, FirestoreApi.signature(results));
      for (const r of results) this.transactions.recordRead(record, r.rel, r.doc.updateTime);
    }
    const element: Record<string, unknown> = {
      result: { aggregateFields: aggregate(results, aggregations, ctx.dbKey) },
      readTime: this.store.readTime(),
    };
    return [record && isNew ? { transaction: record.id, ...element } : element];
  }

  batchGet(ctx: CallContext, body: Body): unknown[] {
    const names = body.documents;
    if (!Array.isArray(names)) throw invalidArgument('documents must be an array of document names');
    const rels = names.map((name) => documentPathFromName(name, ctx.dbKey));
    if (!ctx.admin && !rels.every((rel) => this.access.canAccessDocument(rel, 'read'))) throw denied();
    let mask: string[][] | undefined;
    if (body.mask !== undefined) {
      if (!isObject(body.mask) || !Array.isArray(body.mask.fieldPaths ?? [])) throw invalidArgument('Invalid mask');
      mask = ((body.mask.fieldPaths ?? []) as unknown[]).map(parseFieldPath);
    }
    const { record, isNew } = this.readTransaction(ctx, body);
    const readTime = this.store.readTime();
    const out = rels.map((rel, index): Record<string, unknown> => {
      const doc = this.store.get(ctx.dbKey, rel);
      if (record) this.transactions.recordRead(record, rel, doc?.updateTime ?? null);
      if (doc === undefined) return { missing: names[index], readTime };
      return { found: { ...this.store.toJson(ctx.dbKey, rel, doc), fields: project(doc.fields, mask) }, readTime };
    });
    if (record && isNew) {
      if (out.length === 0) out.push({ readTime });
      out[0] = { transaction: record.id, ...out[0] };
    }
    return out;
  }

  private checkWriteAccess(ctx: CallContext, writes: Write[]): void {
    if (ctx.admin) return;
    for (const write of writes) {
      const mode = write.kind === 'verify' ? 'read' : 'write';
      if (!this.access.canAccessDocument(write.rel, mode)) throw denied();
    }
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
    for (const q of record.queries) {
      const results = evaluateQuery(this.store.documents(ctx.dbKey), q.parentRel, q.query, ctx.dbKey);
      if (FirestoreApi.signature(results) !== q.signature)
        throw abort(`the result of a query on ${q.query.collectionId}`);
    }
  }

  commit(ctx: CallContext, body: Body): CommitOutcome {
    const writes = parseWrites(body.writes, ctx.dbKey);
    this.checkWriteAccess(ctx, writes);
    if (body.transaction === undefined) return this.store.commit(ctx.dbKey, writes);
    const record = this.transactions.get(body.transaction, ctx.dbKey);
    try {
      if (record.readOnly && writes.length > 0)
        throw invalidArgument('Cannot modify entities in a read-only transaction.');
      this.checkConflicts(ctx, record);
      return this.store.commit(ctx.dbKey, writes);
    } finally {
      this.transactions.finish(record.id);
    }
  }

  /** Non-atomic writes, each with its own status (BulkWriter). */
  batchWrite(ctx: CallContext, body: Body): { writeResults: unknown[]; status: unknown[] } {
    const writes = parseWrites(body.writes, ctx.dbKey);
    const writeResults: unknown[] = [];
    const status: unknown[] = [];
    for (const write of writes) {
      try {
        this.checkWriteAccess(ctx, [write]);
        const outcome = this.store.commit(ctx.dbKey, [write]);
        writeResults.push(outcome.writeResults[0]);
        status.push({});
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        writeResults.push({});
        status.push({ code: GRPC_CODE[error.status], message: error.message });
      }
    }
    return { writeResults, status };
  }

  beginTransaction(ctx: CallContext, body: Body): { transaction: string } {
    return { transaction: this.transactions.begin(ctx.dbKey, body.options).id };
  }

  rollback(ctx: CallContext, body: Body): Record<string, never> {
    this.transactions.rollback(body.transaction, ctx.dbKey);
    return {};
  }

  getDocument(ctx: CallContext, name: string): unknown {
    const rel = documentPathFromName(name, ctx.dbKey);
    if (!ctx.admin && !this.access.canAccessDocument(rel, 'read')) throw denied();
    const doc = this.store.get(ctx.dbKey, rel);
    if (doc === undefined) throw new ApiError('NOT_FOUND', `Document "${name}" not found.`);
    return this.store.toJson(ctx.dbKey, rel, doc);
  }
}
