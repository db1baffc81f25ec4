/**
 * StructuredQuery as this project's clients send it: one collection under the root, equality, range and
 * array-contains filters (`==`, `<`, `<=`, `>=`, `array-contains`) joined by AND, orderBy in either direction,
 * cursors (`startAt`/`startAfter`, `endAt`/`endBefore`), limit. Enum names as the web SDK sends them, integers
 * as firebase-admin sends them with `enum-encoding=int`. Evaluated with the backend's semantics:
 * type-bracketed comparisons, implicit ordering on inequality fields and `__name__` (in the direction of the
 * last explicit order), documents missing an ordered field left out. Anything else is refused with
 * INVALID_ARGUMENT.
 */
import { invalidArgument } from './errors.js';
import { collectionPathOf, documentName, isNamePath, parseFieldPath, validateCollectionId } from './paths.js';
import { compareValues, getField, normaliseValue, typeOrder, type Fields, type Value } from './values.js';

export type FieldOp = 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN_OR_EQUAL' | 'EQUAL' | 'ARRAY_CONTAINS';

/** google.firestore.v1.StructuredQuery.FieldFilter.Operator, by integer value, for the supported operators. */
const FIELD_OPS: Readonly<Record<number, FieldOp>> = {
  1: 'LESS_THAN',
  2: 'LESS_THAN_OR_EQUAL',
  4: 'GREATER_THAN_OR_EQUAL',
  5: 'EQUAL',
  7: 'ARRAY_CONTAINS',
};
const AND = 1;
type Direction = 'ASCENDING' | 'DESCENDING';
const DIRECTIONS: Readonly<Record<number, Direction>> = { 1: 'ASCENDING', 2: 'DESCENDING' };

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

export interface Order {
  path: string[];
  descending: boolean;
}

/** A position in the query's order: `values` for its first orders; `before` places it just before them. */
export interface Cursor {
  values: Value[];
  before: boolean;
}

export interface ParsedQuery {
  collectionId: string;
  /** The conjuncts of the where clause. */
  filters: FieldFilter[];
  orderBy: Order[];
  startAt?: Cursor;
  endAt?: Cursor;
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

function parseOrder(raw: unknown): Order {
  if (!isObject(raw)) throw invalidArgument('Invalid orderBy');
  const direction = raw.direction === undefined ? 'ASCENDING' : parseEnum(raw.direction, DIRECTIONS, 'order direction');
  return { path: fieldRef(raw.field), descending: direction === 'DESCENDING' };
}

/** A cursor's value: a stored type, or a document name (where the query orders by `__name__`). */
function cursorValue(raw: unknown): Value {
  if (isObject(raw) && typeof raw.referenceValue === 'string' && Object.keys(raw).length === 1) {
    return { referenceValue: raw.referenceValue };
  }
  return normaliseValue(raw);
}

function parseCursor(raw: unknown): Cursor | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw) || !Array.isArray(raw.values)) throw invalidArgument('A cursor needs an array of values');
  return { values: raw.values.map(cursorValue), before: raw.before === true };
}

function parseLimit(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0)
    throw invalidArgument(`Invalid limit: ${JSON.stringify(raw)}`);
  return raw;
}

const QUERY_KEYS = new Set(['from', 'where', 'orderBy', 'startAt', 'endAt', 'limit']);

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
    ...(raw.startAt === undefined ? {} : { startAt: parseCursor(raw.startAt) }),
    ...(raw.endAt === undefined ? {} : { endAt: parseCursor(raw.endAt) }),
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
  if (filter.op === 'ARRAY_CONTAINS') {
    const elements = v && 'arrayValue' in v ? (v.arrayValue.values ?? []) : [];
    // Strings (the search terms) by plain equality: the same answer as comparing their UTF-8 bytes, without
    // encoding every element of every document.
    if ('stringValue' in target)
      return elements.some((element) => 'stringValue' in element && element.stringValue === target.stringValue);
    return elements.some((element) => typeOrder(element) === typeOrder(target) && compareValues(element, target) === 0);
  }
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

/**
 * Explicit orderBy, then inequality fields not yet ordered (sorted), then `__name__`, as the backend does:
 * the implicit ones in the direction of the last explicit order.
 */
export function effectiveOrderBy(query: ParsedQuery): Order[] {
  const orders = [...query.orderBy];
  const descending = orders.at(-1)?.descending ?? false;
  const seen = new Set(orders.map((order) => pathKey(order.path)));
  const inequalities = query.filters
    .filter((filter) => filter.op !== 'EQUAL' && filter.op !== 'ARRAY_CONTAINS')
    .map((filter) => filter.path)
    .sort((a, b) => (pathKey(a) < pathKey(b) ? -1 : pathKey(a) > pathKey(b) ? 1 : 0));
  for (const path of [...inequalities, ['__name__']]) {
    if (seen.has(pathKey(path))) continue;
    seen.add(pathKey(path));
    orders.push({ path, descending });
  }
  return orders;
}

/** Where `doc` stands against `cursor` in the query's order: -1 before it, 0 at it, 1 after it. */
function compareToCursor(doc: QueryDoc, cursor: Cursor, orders: Order[], dbKey: string): number {
  if (cursor.values.length > orders.length) throw invalidArgument('A cursor has more values than the query has orders');
  for (const [i, value] of cursor.values.entries()) {
    const order = orders[i]!;
    const c = compareValues(fieldValue(doc, order.path, dbKey)!, value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

function withinCursors(doc: QueryDoc, query: ParsedQuery, orders: Order[], dbKey: string): boolean {
  if (query.startAt) {
    const c = compareToCursor(doc, query.startAt, orders, dbKey);
    // startAt (before) keeps the cursor's own position; startAfter does not.
    if (c < 0 || (c === 0 && !query.startAt.before)) return false;
  }
  if (query.endAt) {
    const c = compareToCursor(doc, query.endAt, orders, dbKey);
    // endBefore (before) leaves the cursor's own position out; endAt keeps it.
    if (c > 0 || (c === 0 && query.endAt.before)) return false;
  }
  return true;
}

/** Runs a query over the documents of a database; returns the matching ones in order, up to the limit. */
export function evaluateQuery<D extends QueryDoc>(docs: Iterable<D>, query: ParsedQuery, dbKey: string): D[] {
  const orders = effectiveOrderBy(query);
  const matching: D[] = [];
  for (const doc of docs) {
    if (collectionPathOf(doc.rel) !== query.collectionId) continue;
    if (!orders.every((order) => fieldValue(doc, order.path, dbKey) !== undefined)) continue;
    if (!query.filters.every((filter) => matchesFilter(doc, filter, dbKey))) continue;
    if (withinCursors(doc, query, orders, dbKey)) matching.push(doc);
  }
  matching.sort((a, b) => {
    for (const { path, descending } of orders) {
      const c = compareValues(fieldValue(a, path, dbKey)!, fieldValue(b, path, dbKey)!);
      if (c !== 0) return descending ? -c : c;
    }
    return 0;
  });
  return query.limit === undefined ? matching : matching.slice(0, query.limit);
}
