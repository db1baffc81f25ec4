/**
 * StructuredQuery as this project's clients send it: one collection under the root, equality and range
 * filters (`==`, `<`, `<=`, `>=`) joined by AND, ascending orderBy, limit. Enum names as the web SDK sends
 * them, integers as firebase-admin sends them with `enum-encoding=int`. Evaluated with the backend's
 * semantics: type-bracketed comparisons, implicit ordering on inequality fields and `__name__`, documents
 * missing an ordered field left out. Anything else is refused with INVALID_ARGUMENT.
 */
import { invalidArgument } from './errors.js';
import { collectionPathOf, documentName, isNamePath, parseFieldPath, validateCollectionId } from './paths.js';
import { compareValues, getField, normaliseValue, typeOrder, type Fields, type Value } from './values.js';

export type FieldOp = 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN_OR_EQUAL' | 'EQUAL';

/** google.firestore.v1.StructuredQuery.FieldFilter.Operator, by integer value, for the supported operators. */
const FIELD_OPS: Readonly<Record<number, FieldOp>> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
};
const AND = 1;
const ASCENDING = 1;

const unsupported = (what: string) => invalidArgument(`${what} is not supported by the offline Firestore endpoint`);

function parseEnum<T extends string>(raw: unknown, byNumber: Readonly<Record<number, T>>, what: string): T {
  const number = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof number === 'number' && byNumber[number] !== undefined) return byNumber[number];
  if (typeof raw === 'string' && Object.values(byNumber).includes(raw as T)) return raw as T;
  throw unsupported(`The ${what} ${JSON.stringify(raw)}`);
}

export interface FieldFilter {
  path: string[];
  op: FieldOp;
  value: Value;
}

export interface ParsedQuery {
  collectionId: string;
  /** The conjuncts of the where clause. */
  filters: FieldFilter[];
  /** Ascending orderBy paths. */
  orderBy: string[][];
  limit: number | undefined;
}

function isObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

function fieldRef(raw: unknown): string[] {
  if (!isObject(raw)) throw invalidArgument(`Invalid field reference: ${JSON.stringify(raw)}`);
  return parseFieldPath(raw.fieldPath);
}

/** A field filter, or an AND of field filters, flattened to its conjuncts. */
function parseFilters(raw: unknown): FieldFilter[] {
  if (!isObject(raw)) throw invalidArgument('Invalid filter');
  if (isObject(raw.fieldFilter)) {
    const f = raw.fieldFilter;
    const op = parseEnum(f.op, FIELD_OPS, 'field filter operator');
    return [{ path: fieldRef(f.field), op, value: normaliseValue(f.value) }];
  }
  if (isObject(raw.compositeFilter)) {
    const f = raw.compositeFilter;
    if (f.op !== 'AND' && f.op !== AND && f.op !== String(AND)) throw unsupported(`The composite filter ${f.op}`);
    if (!Array.isArray(f.filters)) throw invalidArgument('compositeFilter.filters must be an array');
    return f.filters.flatMap(parseFilters);
  }
  throw unsupported(`The filter ${JSON.stringify(raw)}`);
}

function parseOrder(raw: unknown): string[] {
  if (!isObject(raw)) throw invalidArgument('Invalid orderBy');
  if (raw.direction !== undefined && raw.direction !== 'ASCENDING' && raw.direction !== ASCENDING)
    throw unsupported(`The order direction ${JSON.stringify(raw.direction)}`);
  return fieldRef(raw.field);
}

function parseLimit(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0)
    throw invalidArgument(`Invalid limit: ${JSON.stringify(raw)}`);
  return raw;
}

const QUERY_KEYS = new Set(['from', 'where', 'orderBy', 'limit']);

export function parseStructuredQuery(raw: unknown): ParsedQuery {
  if (!isObject(raw)) throw invalidArgument('structuredQuery is required');
  const extra = Object.keys(raw).filter((key) => !QUERY_KEYS.has(key));
  if (extra.length > 0) throw unsupported(`structuredQuery.${extra.join(', structuredQuery.')}`);
  const from = raw.from;
  if (!Array.isArray(from) || from.length !== 1 || !isObject(from[0])) {
    throw invalidArgument('structuredQuery.from must name exactly one collection');
  }
  if (from[0].allDescendants === true) throw unsupported('A collection-group query');
  const orderBy = raw.orderBy === undefined ? [] : raw.orderBy;
  if (!Array.isArray(orderBy)) throw invalidArgument('structuredQuery.orderBy must be an array');
  return {
    collectionId: validateCollectionId(from[0].collectionId),
    filters: raw.where === undefined ? [] : parseFilters(raw.where),
    orderBy: orderBy.map(parseOrder),
    limit: parseLimit(raw.limit),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Evaluation

export interface QueryDoc {
  /** Path relative to the database, e.g. `slots/abc`. */
  rel: string;
  fields: Fields;
}

function fieldValue(doc: QueryDoc, path: readonly string[], dbKey: string): Value | undefined {
  if (isNamePath(path)) return { referenceValue: documentName(dbKey, doc.rel) };
  return getField(doc.fields, path);
}

export function matchesFilter(doc: QueryDoc, filter: FieldFilter, dbKey: string): boolean {
  const v = fieldValue(doc, filter.path, dbKey);
  const target = filter.value;
  // Comparisons only match values of the same type (type bracketing).
  if (v === undefined || typeOrder(v) !== typeOrder(target)) return false;
  const c = compareValues(v, target);
  switch (filter.op) {
    case 'EQUAL':
      return c === 0;
    case 'LESS_THAN':
      return c < 0;
    case 'LESS_THAN_OR_EQUAL':
      return c <= 0;
    case 'GREATER_THAN_OR_EQUAL':
      return c >= 0;
  }
}

const pathKey = (path: readonly string[]): string => JSON.stringify(path);

/** Explicit orderBy, then inequality fields not yet ordered (sorted), then `__name__`, as the backend does. */
export function effectiveOrderBy(query: ParsedQuery): string[][] {
  const orders = [...query.orderBy];
  const seen = new Set(orders.map(pathKey));
  const inequalities = query.filters
    .filter((filter) => filter.op !== 'EQUAL')
    .map((filter) => filter.path)
    .sort((a, b) => (pathKey(a) < pathKey(b) ? -1 : pathKey(a) > pathKey(b) ? 1 : 0));
  for (const path of [...inequalities, ['__name__']]) {
    if (seen.has(pathKey(path))) continue;
    seen.add(pathKey(path));
    orders.push(path);
  }
  return orders;
}

/** Runs a query over the documents of a database; returns the matching ones in order, up to the limit. */
export function evaluateQuery<D extends QueryDoc>(docs: Iterable<D>, query: ParsedQuery, dbKey: string): D[] {
  const orders = effectiveOrderBy(query);
  const matching: D[] = [];
  for (const doc of docs) {
    if (collectionPathOf(doc.rel) !== query.collectionId) continue;
    if (!orders.every((path) => fieldValue(doc, path, dbKey) !== undefined)) continue;
    if (query.filters.every((filter) => matchesFilter(doc, filter, dbKey))) matching.push(doc);
  }
  matching.sort((a, b) => {
    for (const path of orders) {
      const c = compareValues(fieldValue(a, path, dbKey)!, fieldValue(b, path, dbKey)!);
      if (c !== 0) return c;
    }
    return 0;
  });
  return query.limit === undefined ? matching : matching.slice(0, query.limit);
}
