/**
 * Firestore values in their proto3 JSON form: validation into one canonical form (the types this project stores:
 * null, boolean, integer, double, timestamp, string, array, map); the ordering of the types queries here compare
 * (timestamps, strings, document names; values of different types order by type: null < bool < number <
 * timestamp < string < reference < array < map); field access by path.
 */
import { invalidArgument } from './errors.js';
import { normaliseTimestamp, parseTimestamp } from './time.js';

export type Fields = { [key: string]: Value };

/** Canonical stored form. doubleValue is a number, or 'NaN' / 'Infinity' / '-Infinity' as proto3 JSON writes them. */
export type Value =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' }
  | { timestampValue: string }
  | { stringValue: string }
  /** Only as the value of `__name__` in queries; never stored. */
  | { referenceValue: string }
  | { arrayValue: { values: Value[] } }
  | { mapValue: { fields: Fields } };

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

const VALUE_KINDS = [
  'nullValue',
  'booleanValue',
  'integerValue',
  'doubleValue',
  'timestampValue',
  'stringValue',
  'arrayValue',
  'mapValue',
] as const;

function isPlainObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

function toDoubleInput(raw: unknown): number | 'NaN' | 'Infinity' | '-Infinity' {
  if (typeof raw === 'number')
    return Number.isNaN(raw) ? 'NaN' : raw === Infinity ? 'Infinity' : raw === -Infinity ? '-Infinity' : raw;
  if (raw === 'NaN' || raw === 'Infinity' || raw === '-Infinity') return raw;
  if (typeof raw === 'string' && raw.trim() !== '' && !Number.isNaN(Number(raw))) return Number(raw);
  throw invalidArgument(`Invalid doubleValue: ${JSON.stringify(raw)}`);
}

/** Validates a value received from a client and returns it in canonical form. */
export function normaliseValue(input: unknown, depth = 0): Value {
  if (depth > 100) throw invalidArgument('Value nested too deeply');
  if (!isPlainObject(input)) throw invalidArgument(`Invalid value: ${JSON.stringify(input)}`);
  const kinds = VALUE_KINDS.filter((kind) => kind in input);
  if (kinds.length !== 1 || Object.keys(input).length !== 1)
    throw invalidArgument(
      `A value must have exactly one of the types ${VALUE_KINDS.join(', ')} (the ones this project stores), got ${JSON.stringify(Object.keys(input))}`,
    );
  const kind = kinds[0]!;
  const raw = input[kind];
  switch (kind) {
    case 'nullValue':
      if (raw !== null && raw !== 'NULL_VALUE' && raw !== 0)
        throw invalidArgument(`Invalid nullValue: ${JSON.stringify(raw)}`);
      return { nullValue: null };
    case 'booleanValue':
      if (typeof raw !== 'boolean') throw invalidArgument(`Invalid booleanValue: ${JSON.stringify(raw)}`);
      return { booleanValue: raw };
    case 'integerValue': {
      if (
        !(typeof raw === 'string' && /^-?\d+$/.test(raw)) &&
        !(typeof raw === 'number' && Number.isSafeInteger(raw))
      ) {
        throw invalidArgument(`Invalid integerValue: ${JSON.stringify(raw)}`);
      }
      const n = BigInt(raw);
      if (n < INT64_MIN || n > INT64_MAX) throw invalidArgument(`integerValue out of int64 range: ${String(raw)}`);
      return { integerValue: n.toString() };
    }
    case 'doubleValue':
      return { doubleValue: toDoubleInput(raw) };
    case 'timestampValue':
      return { timestampValue: normaliseTimestamp(raw) };
    case 'stringValue':
      if (typeof raw !== 'string') throw invalidArgument(`Invalid stringValue: ${JSON.stringify(raw)}`);
      return { stringValue: raw };
    case 'arrayValue': {
      if (!isPlainObject(raw)) throw invalidArgument(`Invalid arrayValue: ${JSON.stringify(raw)}`);
      const values = raw.values === undefined ? [] : raw.values;
      if (!Array.isArray(values)) throw invalidArgument('arrayValue.values must be an array');
      return {
        arrayValue: {
          values: values.map((v) => {
            const value = normaliseValue(v, depth + 1);
            if ('arrayValue' in value) throw invalidArgument('An array cannot directly contain another array');
            return value;
          }),
        },
      };
    }
    case 'mapValue': {
      if (!isPlainObject(raw)) throw invalidArgument(`Invalid mapValue: ${JSON.stringify(raw)}`);
      return { mapValue: { fields: normaliseFields(raw.fields, depth + 1) } };
    }
  }
}

export function normaliseFields(input: unknown, depth = 0): Fields {
  if (input === undefined || input === null) return {};
  if (!isPlainObject(input)) throw invalidArgument('fields must be an object');
  const fields: Fields = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === '') throw invalidArgument('Field names must not be empty');
    fields[key] = normaliseValue(value, depth);
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------------------------
// Ordering

/** Firestore's order of value types: values of different types compare by it. */
const TYPE_ORDER = [
  'nullValue',
  'booleanValue',
  'number',
  'timestampValue',
  'stringValue',
  'referenceValue',
  'arrayValue',
  'mapValue',
] as const;

export function typeOrder(value: Value): number {
  const kind = 'integerValue' in value || 'doubleValue' in value ? 'number' : Object.keys(value)[0];
  return TYPE_ORDER.indexOf(kind as (typeof TYPE_ORDER)[number]);
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** UTF-8 byte order, which is code point order (JavaScript's `<` compares UTF-16 code units). */
function compareUtf8(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  return sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

function compareReferences(a: string, b: string): -1 | 0 | 1 {
  const left = a.split('/');
  const right = b.split('/');
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i++) {
    const c = compareUtf8(left[i]!, right[i]!);
    if (c !== 0) return c;
  }
  return sign(left.length - right.length);
}

/**
 * Firestore's order of values, for the types this project's queries filter and order on: timestamps, strings,
 * booleans and document names; values of different types order by type. Other types are refused.
 */
export function compareValues(a: Value, b: Value): -1 | 0 | 1 {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  if ('timestampValue' in a && 'timestampValue' in b) {
    const [x, y] = [parseTimestamp(a.timestampValue), parseTimestamp(b.timestampValue)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if ('stringValue' in a && 'stringValue' in b) return compareUtf8(a.stringValue, b.stringValue);
  if ('booleanValue' in a && 'booleanValue' in b) return sign(Number(a.booleanValue) - Number(b.booleanValue));
  if ('referenceValue' in a && 'referenceValue' in b) return compareReferences(a.referenceValue, b.referenceValue);
  throw invalidArgument(
    `Filtering or ordering on ${TYPE_ORDER[ta]} values is not supported by the offline Firestore endpoint`,
  );
}

export function getField(fields: Fields, path: readonly string[]): Value | undefined {
  let current: Value | undefined = { mapValue: { fields } };
  for (const segment of path) {
    if (current === undefined || !('mapValue' in current)) return undefined;
    current = current.mapValue.fields[segment];
  }
  return current;
}

/** Sets a value at a path, creating (or replacing non-map) intermediate maps. Mutates `fields`. */
export function setField(fields: Fields, path: readonly string[], value: Value): void {
  let target = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const segment = path[i]!;
    const existing = target[segment];
    if (existing === undefined || !('mapValue' in existing)) {
      const created: Value = { mapValue: { fields: {} } };
      target[segment] = created;
      target = created.mapValue.fields;
    } else {
      target = existing.mapValue.fields;
    }
  }
  target[path[path.length - 1]!] = value;
}

/** Deletes the value at a path if present. Mutates `fields`. */
export function deleteField(fields: Fields, path: readonly string[]): void {
  let target = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const existing = target[path[i]!];
    if (existing === undefined || !('mapValue' in existing)) return;
    target = existing.mapValue.fields;
  }
  delete target[path[path.length - 1]!];
}

export function cloneFields(fields: Fields): Fields {
  return structuredClone(fields);
}

/** Structural equality of stored documents (to leave updateTime alone when a write changes nothing). */
export function fieldsIdentical(a: Fields, b: Fields): boolean {
  const left = Object.keys(a);
  if (left.length !== Object.keys(b).length) return false;
  return left.every((key) => b[key] !== undefined && valuesIdentical(a[key]!, b[key]!));
}

function valuesIdentical(a: Value, b: Value): boolean {
  if ('mapValue' in a) return 'mapValue' in b && fieldsIdentical(a.mapValue.fields, b.mapValue.fields);
  if ('arrayValue' in a) {
    return (
      'arrayValue' in b &&
      a.arrayValue.values.length === b.arrayValue.values.length &&
      a.arrayValue.values.every((v, i) => valuesIdentical(v, b.arrayValue.values[i]!))
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
}
