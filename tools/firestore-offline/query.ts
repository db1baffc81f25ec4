/**
 * StructuredQuery: parsing (enum names as the web SDK sends them, integers as firebase-admin sends them with
 * `enum-encoding=int`) and evaluation over stored documents, following the backend's semantics: type-bracketed
 * comparisons, implicit ordering on inequality fields and `__name__`, documents missing an ordered field excluded,
 * cursors, offset, limit, projection; plus count/sum/avg aggregations.
 */
import { invalidArgument } from './errors.js';
import {
  collectionIdOf,
  collectionPathOf,
  documentName,
  isNamePath,
  parseFieldPath,
  validateCollectionId,
} from './paths.js';
import {
  compareValues,
  doubleOf,
  getField,
  isNaNValue,
  normaliseValue,
  setField,
  typeOrder,
  valuesEqual,
  type Fields,
  type Value,
} from './values.js';

export type FieldOp =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';
export type UnaryOp = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';
export type CompositeOp = 'AND' | 'OR';

/** google.firestore.v1.StructuredQuery enums, by their integer values. */
const FIELD_OPS: readonly (FieldOp | undefined)[] = [
  undefined,
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
];
const UNARY_OPS: readonly (UnaryOp | undefined)[] = [
  undefined,
  undefined,
  'IS_NAN',
  'IS_NULL',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
];
const COMPOSITE_OPS: readonly (CompositeOp | undefined)[] = [undefined, 'AND', 'OR'];

function parseEnum<T extends string>(raw: unknown, byNumber: readonly (T | undefined)[], what: string): T {
  if (typeof raw === 'number') {
    const name = byNumber[raw];
    if (name !== undefined) return name;
  } else if (typeof raw === 'string') {
    if ((byNumber as readonly (string | undefined)[]).includes(raw)) return raw as T;
    if (/^\d+$/.test(raw)) return parseEnum(Number(raw), byNumber, what);
  }
  throw invalidArgument(`Invalid ${what}: ${JSON.stringify(raw)}`);
}

export type Filter =
  | { kind: 'field'; path: string[]; op: FieldOp; value: Value }
  | { kind: 'unary'; path: string[]; op: UnaryOp }
  | { kind: 'composite'; op: CompositeOp; filters: Filter[] };

export interface Order {
  path: string[];
  descending: boolean;
}

export interface Cursor {
  values: Value[];
  before: boolean;
}

export interface ParsedQuery {
  collectionId: string;
  allDescendants: boolean;
  where: Filter | undefined;
  orderBy: Order[];
  startAt: Cursor | undefined;
  endAt: Cursor | undefined;
  offset: number;
  limit: number | undefined;
  select: string[][] | undefined;
}

function isObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

function fieldRef(raw: unknown): string[] {
  if (!isObject(raw)) throw invalidArgument(`Invalid field reference: ${JSON.stringify(raw)}`);
  return parseFieldPath(raw.fieldPath);
}

export function parseFilter(raw: unknown): Filter {
  if (!isObject(raw)) throw invalidArgument('Invalid filter');
  if (isObject(raw.fieldFilter)) {
    const f = raw.fieldFilter;
    const op = parseEnum(f.op, FIELD_OPS, 'field filter operator');
    const value = normaliseValue(f.value);
    if ((op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') && !('arrayValue' in value)) {
      throw invalidArgument(`A '${op}' filter needs an array value`);
    }
    return { kind: 'field', path: fieldRef(f.field), op, value };
  }
  if (isObject(raw.unaryFilter)) {
    const f = raw.unaryFilter;
    return { kind: 'unary', path: fieldRef(f.field), op: parseEnum(f.op, UNARY_OPS, 'unary filter operator') };
  }
  if (isObject(raw.compositeFilter)) {
    const f = raw.compositeFilter;
    const filters = f.filters === undefined ? [] : f.filters;
    if (!Array.isArray(filters)) throw invalidArgument('compositeFilter.filters must be an array');
    return {
      kind: 'composite',
      op: parseEnum(f.op, COMPOSITE_OPS, 'composite filter operator'),
      filters: filters.map(parseFilter),
    };
  }
  throw invalidArgument(`Unsupported filter: ${JSON.stringify(raw)}`);
}

function parseDirection(raw: unknown): boolean {
  if (raw === undefined || raw === 0 || raw === 'DIRECTION_UNSPECIFIED' || raw === 1 || raw === 'ASCENDING')
    return false;
  if (raw === 2 || raw === 'DESCENDING') return true;
  throw invalidArgument(`Invalid order direction: ${JSON.stringify(raw)}`);
}

function parseCursor(raw: unknown): Cursor | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) throw invalidArgument('Invalid cursor');
  const values = raw.values === undefined ? [] : raw.values;
  if (!Array.isArray(values)) throw invalidArgument('cursor.values must be an array');
  return { values: values.map((v) => normaliseValue(v)), before: raw.before === true };
}

function parseCount(raw: unknown, what: string): number | undefined {
  if (raw === undefined || raw === null) return undefined;
  const n = isObject(raw) ? raw.value : raw;
  const value = typeof n === 'string' ? Number(n) : n;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw invalidArgument(`Invalid ${what}: ${JSON.stringify(raw)}`);
  return value;
}

export function parseStructuredQuery(raw: unknown): ParsedQuery {
  if (!isObject(raw)) throw invalidArgument('structuredQuery is required');
  const from = raw.from;
  if (!Array.isArray(from) || from.length !== 1 || !isObject(from[0])) {
    throw invalidArgument('structuredQuery.from must name exactly one collection');
  }
  const orderByRaw = raw.orderBy === undefined ? [] : raw.orderBy;
  if (!Array.isArray(orderByRaw)) throw invalidArgument('structuredQuery.orderBy must be an array');
  let select: string[][] | undefined;
  if (raw.select !== undefined) {
    if (!isObject(raw.select)) throw invalidArgument('Invalid select');
    const fields = raw.select.fields === undefined ? [] : raw.select.fields;
    if (!Array.isArray(fields)) throw invalidArgument('select.fields must be an array');
    select = fields.map(fieldRef);
  }
  if (raw.findNearest !== undefined)
    throw invalidArgument('findNearest (vector search) is not supported by the offline Firestore endpoint');
  return {
    collectionId: validateCollectionId(from[0].collectionId),
    allDescendants: from[0].allDescendants === true,
    where: raw.where === undefined ? undefined : parseFilter(raw.where),
    orderBy: orderByRaw.map((o: unknown) => {
      if (!isObject(o)) throw invalidArgument('Invalid orderBy');
      return { path: fieldRef(o.field), descending: parseDirection(o.direction) };
    }),
    startAt: parseCursor(raw.startAt),
    endAt: parseCursor(raw.endAt),
    offset: parseCount(raw.offset, 'offset') ?? 0,
    limit: parseCount(raw.limit, 'limit'),
    select,
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

function arrayContains(values: Value[], needle: Value): boolean {
  return values.some((v) => valuesEqual(v, needle));
}

const isNull = (v: Value | undefined): boolean => v !== undefined && 'nullValue' in v;

export function matchesFilter(doc: QueryDoc, filter: Filter, dbKey: string): boolean {
  switch (filter.kind) {
    case 'composite':
      return filter.op === 'AND'
        ? filter.filters.every((f) => matchesFilter(doc, f, dbKey))
        : filter.filters.some((f) => matchesFilter(doc, f, dbKey));
    case 'unary': {
      const v = fieldValue(doc, filter.path, dbKey);
      switch (filter.op) {
        case 'IS_NAN':
          return v !== undefined && isNaNValue(v);
        case 'IS_NULL':
          return isNull(v);
        case 'IS_NOT_NAN':
          return v !== undefined && !isNull(v) && !isNaNValue(v);
        case 'IS_NOT_NULL':
          return v !== undefined && !isNull(v);
      }
      break;
    }
    case 'field': {
      const v = fieldValue(doc, filter.path, dbKey);
      const target = filter.value;
      if (v === undefined) return false;
      switch (filter.op) {
        case 'NOT_EQUAL':
          return !isNull(v) && !valuesEqual(v, target);
        case 'NOT_IN': {
          const values = (target as { arrayValue: { values: Value[] } }).arrayValue.values;
          if (values.some((x) => 'nullValue' in x)) return false;
          return !isNull(v) && !arrayContains(values, v);
        }
        case 'IN':
          return arrayContains((target as { arrayValue: { values: Value[] } }).arrayValue.values, v);
        case 'ARRAY_CONTAINS':
          return 'arrayValue' in v && arrayContains(v.arrayValue.values, target);
        case 'ARRAY_CONTAINS_ANY': {
          const wanted = (target as { arrayValue: { values: Value[] } }).arrayValue.values;
          return 'arrayValue' in v && v.arrayValue.values.some((x) => arrayContains(wanted, x));
        }
        case 'EQUAL':
          return typeOrder(v) === typeOrder(target) && valuesEqual(v, target);
        default: {
          // Range comparisons only match values of the same type (type bracketing); NaN matches no range.
          if (typeOrder(v) !== typeOrder(target) || isNaNValue(v) || isNaNValue(target)) return false;
          const c = compareValues(v, target);
          switch (filter.op) {
            case 'LESS_THAN':
              return c < 0;
            case 'LESS_THAN_OR_EQUAL':
              return c <= 0;
            case 'GREATER_THAN':
              return c > 0;
            case 'GREATER_THAN_OR_EQUAL':
              return c >= 0;
          }
        }
      }
    }
  }
  return false;
}

const INEQUALITY_OPS: ReadonlySet<string> = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

function inequalityPaths(filter: Filter | undefined, out: string[][] = []): string[][] {
  if (filter === undefined) return out;
  if (filter.kind === 'composite') {
    for (const f of filter.filters) inequalityPaths(f, out);
  } else if (INEQUALITY_OPS.has(filter.op)) {
    out.push(filter.path);
  }
  return out;
}

const pathKey = (path: readonly string[]): string => JSON.stringify(path);

/** Explicit orderBy, then inequality fields not yet ordered (sorted), then `__name__`, as the backend does. */
export function effectiveOrderBy(query: ParsedQuery): Order[] {
  const orders = [...query.orderBy];
  const seen = new Set(orders.map((o) => pathKey(o.path)));
  const lastDescending = orders.length > 0 ? orders[orders.length - 1]!.descending : false;
  const missing = inequalityPaths(query.where)
    .filter((p) => !seen.has(pathKey(p)))
    .sort((a, b) => (pathKey(a) < pathKey(b) ? -1 : pathKey(a) > pathKey(b) ? 1 : 0));
  for (const path of missing) {
    if (seen.has(pathKey(path))) continue;
    seen.add(pathKey(path));
    orders.push({ path, descending: lastDescending });
  }
  if (!seen.has(pathKey(['__name__']))) orders.push({ path: ['__name__'], descending: lastDescending });
  return orders;
}

function compareDocs(a: QueryDoc, b: QueryDoc, orders: Order[], dbKey: string): number {
  for (const order of orders) {
    const c = compareValues(fieldValue(a, order.path, dbKey)!, fieldValue(b, order.path, dbKey)!);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

function normaliseCursorValue(
  value: Value,
  path: readonly string[],
  parentRel: string,
  dbKey: string,
  query: ParsedQuery,
): Value {
  // Cursors on __name__ may carry a full name or (from some clients) a relative document id.
  if (isNamePath(path) && 'referenceValue' in value) return value;
  if (isNamePath(path) && 'stringValue' in value) {
    const collection = (parentRel ? parentRel + '/' : '') + query.collectionId;
    const rel = value.stringValue.includes('/') ? value.stringValue : `${collection}/${value.stringValue}`;
    return { referenceValue: documentName(dbKey, rel) };
  }
  return value;
}

function compareToCursor(
  doc: QueryDoc,
  cursor: Cursor,
  orders: Order[],
  parentRel: string,
  dbKey: string,
  query: ParsedQuery,
): number {
  if (cursor.values.length > orders.length) throw invalidArgument('Too many cursor values for the query ordering');
  for (let i = 0; i < cursor.values.length; i++) {
    const order = orders[i]!;
    const target = normaliseCursorValue(cursor.values[i]!, order.path, parentRel, dbKey, query);
    const c = compareValues(fieldValue(doc, order.path, dbKey)!, target);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** Whether a document lies in the queried collection (or, for collection-group queries, under the parent). */
export function inScope(
  rel: string,
  parentRel: string,
  query: Pick<ParsedQuery, 'collectionId' | 'allDescendants'>,
): boolean {
  if (query.allDescendants) {
    if (parentRel !== '' && !rel.startsWith(parentRel + '/')) return false;
    return collectionIdOf(rel) === query.collectionId;
  }
  const collection = (parentRel ? parentRel + '/' : '') + query.collectionId;
  return collectionPathOf(rel) === collection;
}

/** Runs a query over candidate documents; returns the matching ones in order, after cursors, offset and limit. */
export function evaluateQuery<D extends QueryDoc>(
  docs: Iterable<D>,
  parentRel: string,
  query: ParsedQuery,
  dbKey: string,
): D[] {
  const orders = effectiveOrderBy(query);
  const matching: D[] = [];
  for (const doc of docs) {
    if (!inScope(doc.rel, parentRel, query)) continue;
    if (!orders.every((o) => fieldValue(doc, o.path, dbKey) !== undefined)) continue;
    if (query.where !== undefined && !matchesFilter(doc, query.where, dbKey)) continue;
    if (query.startAt) {
      const c = compareToCursor(doc, query.startAt, orders, parentRel, dbKey, query);
      if (query.startAt.before ? c < 0 : c <= 0) continue;
    }
    if (query.endAt) {
      const c = compareToCursor(doc, query.endAt, orders, parentRel, dbKey, query);
      if (query.endAt.before ? c >= 0 : c > 0) continue;
    }
    matching.push(doc);
  }
  matching.sort((a, b) => compareDocs(a, b, orders, dbKey));
  const start = Math.min(query.offset, matching.length);
  const end = query.limit === undefined ? matching.length : Math.min(matching.length, start + query.limit);
  return matching.slice(start, end);
}

/** Applies a projection (`select` or a `mask`): only the listed paths are kept. */
export function project(fields: Fields, paths: string[][] | undefined): Fields {
  if (paths === undefined) return fields;
  const out: Fields = {};
  for (const path of paths) {
    if (isNamePath(path)) continue;
    const value = getField(fields, path);
    if (value !== undefined) setField(out, path, structuredClone(value));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Aggregations (runAggregationQuery)

export type Aggregation =
  { alias: string; kind: 'count'; upTo: number | undefined } | { alias: string; kind: 'sum' | 'avg'; path: string[] };

export function parseAggregations(raw: unknown): Aggregation[] {
  if (!Array.isArray(raw) || raw.length === 0) throw invalidArgument('aggregations must be a non-empty array');
  return raw.map((item: unknown, index): Aggregation => {
    if (!isObject(item)) throw invalidArgument('Invalid aggregation');
    const alias = typeof item.alias === 'string' && item.alias !== '' ? item.alias : `field_${index + 1}`;
    if (isObject(item.count)) return { alias, kind: 'count', upTo: parseCount(item.count.upTo, 'count.upTo') };
    if (isObject(item.sum)) return { alias, kind: 'sum', path: fieldRef(item.sum.field) };
    if (isObject(item.avg)) return { alias, kind: 'avg', path: fieldRef(item.avg.field) };
    throw invalidArgument(`Unsupported aggregation: ${JSON.stringify(item)}`);
  });
}

export function aggregate(docs: QueryDoc[], aggregations: Aggregation[], dbKey: string): Fields {
  const out: Fields = {};
  for (const agg of aggregations) {
    if (agg.kind === 'count') {
      const n = agg.upTo === undefined ? docs.length : Math.min(agg.upTo, docs.length);
      out[agg.alias] = { integerValue: String(n) };
      continue;
    }
    const numbers = docs
      .map((d) => fieldValue(d, agg.path, dbKey))
      .filter((v): v is Value => v !== undefined && ('integerValue' in v || 'doubleValue' in v));
    if (agg.kind === 'sum') {
      if (numbers.every((v) => 'integerValue' in v)) {
        const total = numbers.reduce((s, v) => s + BigInt((v as { integerValue: string }).integerValue), 0n);
        if (total >= -(2n ** 63n) && total < 2n ** 63n) {
          out[agg.alias] = { integerValue: total.toString() };
          continue;
        }
      }
      out[agg.alias] = doubleValue(numbers.reduce((s, v) => s + numericValue(v), 0));
    } else {
      out[agg.alias] =
        numbers.length === 0
          ? { nullValue: null }
          : doubleValue(numbers.reduce((s, v) => s + numericValue(v), 0) / numbers.length);
    }
  }
  return out;
}

function numericValue(v: Value): number {
  return 'integerValue' in v ? Number(v.integerValue) : doubleOf(v as { doubleValue: number | string });
}

function doubleValue(n: number): Value {
  return { doubleValue: Number.isNaN(n) ? 'NaN' : n === Infinity ? 'Infinity' : n === -Infinity ? '-Infinity' : n };
}
