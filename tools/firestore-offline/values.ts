/**
 * Firestore values in their proto3 JSON form: validation into one canonical form, Firestore's total ordering across
 * types (null < bool < number < timestamp < string < bytes < reference < geo point < array < vector < map), equality,
 * and field access by path.
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
  | { bytesValue: string }
  | { referenceValue: string }
  | { geoPointValue: { latitude: number; longitude: number } }
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
  'bytesValue',
  'referenceValue',
  'geoPointValue',
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

function canonicalBase64(raw: unknown): string {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(raw))
    throw invalidArgument(`Invalid bytesValue: ${JSON.stringify(raw)}`);
  return Buffer.from(raw.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('base64');
}

/** Validates a value received from a client and returns it in canonical form. */
export function normaliseValue(input: unknown, depth = 0): Value {
  if (depth > 100) throw invalidArgument('Value nested too deeply');
  if (!isPlainObject(input)) throw invalidArgument(`Invalid value: ${JSON.stringify(input)}`);
  const kinds = VALUE_KINDS.filter((kind) => kind in input);
  if (kinds.length !== 1)
    throw invalidArgument(`A value must have exactly one type, got ${JSON.stringify(Object.keys(input))}`);
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
    case 'bytesValue':
      return { bytesValue: canonicalBase64(raw) };
    case 'referenceValue':
      if (typeof raw !== 'string' || !/^projects\/[^/]+\/databases\/[^/]+\/documents(\/[^/]+\/[^/]+)+$/.test(raw)) {
        throw invalidArgument(`Invalid referenceValue: ${JSON.stringify(raw)}`);
      }
      return { referenceValue: raw };
    case 'geoPointValue': {
      if (!isPlainObject(raw)) throw invalidArgument(`Invalid geoPointValue: ${JSON.stringify(raw)}`);
      const latitude = raw.latitude === undefined ? 0 : Number(raw.latitude);
      const longitude = raw.longitude === undefined ? 0 : Number(raw.longitude);
      if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
        throw invalidArgument(`Invalid geoPointValue: ${JSON.stringify(raw)}`);
      }
      return { geoPointValue: { latitude, longitude } };
    }
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

export const TypeOrder = {
  Null: 0,
  Boolean: 1,
  Number: 2,
  Timestamp: 3,
  String: 4,
  Bytes: 5,
  Reference: 6,
  GeoPoint: 7,
  Array: 8,
  Vector: 9,
  Map: 10,
} as const;
export type TypeOrder = (typeof TypeOrder)[keyof typeof TypeOrder];

function isVector(value: { mapValue: { fields: Fields } }): boolean {
  const type = value.mapValue.fields['__type__'];
  return type !== undefined && 'stringValue' in type && type.stringValue === '__vector__';
}

export function typeOrder(value: Value): TypeOrder {
  if ('nullValue' in value) return TypeOrder.Null;
  if ('booleanValue' in value) return TypeOrder.Boolean;
  if ('integerValue' in value || 'doubleValue' in value) return TypeOrder.Number;
  if ('timestampValue' in value) return TypeOrder.Timestamp;
  if ('stringValue' in value) return TypeOrder.String;
  if ('bytesValue' in value) return TypeOrder.Bytes;
  if ('referenceValue' in value) return TypeOrder.Reference;
  if ('geoPointValue' in value) return TypeOrder.GeoPoint;
  if ('arrayValue' in value) return TypeOrder.Array;
  return isVector(value) ? TypeOrder.Vector : TypeOrder.Map;
}

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

function compareBigInt(a: bigint, b: bigint): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function doubleOf(value: { doubleValue: number | string }): number {
  return typeof value.doubleValue === 'number' ? value.doubleValue : Number(value.doubleValue);
}

/** Compares an int64 with a double exactly (no precision loss beyond 2^53). NaN sorts before every number. */
function compareIntToDouble(i: bigint, d: number): -1 | 0 | 1 {
  if (Number.isNaN(d)) return 1;
  if (d === Infinity) return -1;
  if (d === -Infinity) return 1;
  if (Number.isInteger(d)) return compareBigInt(i, BigInt(d));
  const floor = BigInt(Math.floor(d));
  return i <= floor ? -1 : 1;
}

export function compareNumbers(a: Value, b: Value): -1 | 0 | 1 {
  if ('integerValue' in a && 'integerValue' in b) return compareBigInt(BigInt(a.integerValue), BigInt(b.integerValue));
  if ('integerValue' in a && 'doubleValue' in b) return compareIntToDouble(BigInt(a.integerValue), doubleOf(b));
  if ('doubleValue' in a && 'integerValue' in b)
    return (-compareIntToDouble(BigInt(b.integerValue), doubleOf(a)) || 0) as -1 | 0 | 1;
  if ('doubleValue' in a && 'doubleValue' in b) {
    const x = doubleOf(a);
    const y = doubleOf(b);
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
    if (Number.isNaN(y)) return 1;
    return x === y ? 0 : x < y ? -1 : 1;
  }
  throw new Error('compareNumbers needs two numbers');
}

/** UTF-8 byte order, which is code point order (JavaScript's `<` compares UTF-16 code units). */
export function compareUtf8(a: string, b: string): -1 | 0 | 1 {
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

function compareArrays(a: Value[], b: Value[]): -1 | 0 | 1 {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i]!, b[i]!);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): -1 | 0 | 1 {
  const left = Object.keys(a).sort(compareUtf8);
  const right = Object.keys(b).sort(compareUtf8);
  const n = Math.min(left.length, right.length);
  for (let i = 0; i < n; i++) {
    const keyOrder = compareUtf8(left[i]!, right[i]!);
    if (keyOrder !== 0) return keyOrder;
    const valueOrder = compareValues(a[left[i]!]!, b[right[i]!]!);
    if (valueOrder !== 0) return valueOrder;
  }
  return sign(left.length - right.length);
}

function vectorValues(value: { mapValue: { fields: Fields } }): Value[] {
  const inner = value.mapValue.fields['value'];
  return inner !== undefined && 'arrayValue' in inner ? inner.arrayValue.values : [];
}

/** Firestore's total order of values. */
export function compareValues(a: Value, b: Value): -1 | 0 | 1 {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return ta < tb ? -1 : 1;
  switch (ta) {
    case TypeOrder.Null:
      return 0;
    case TypeOrder.Boolean:
      return sign(
        Number((a as { booleanValue: boolean }).booleanValue) - Number((b as { booleanValue: boolean }).booleanValue),
      );
    case TypeOrder.Number:
      return compareNumbers(a, b);
    case TypeOrder.Timestamp:
      return compareBigInt(
        parseTimestamp((a as { timestampValue: string }).timestampValue),
        parseTimestamp((b as { timestampValue: string }).timestampValue),
      );
    case TypeOrder.String:
      return compareUtf8((a as { stringValue: string }).stringValue, (b as { stringValue: string }).stringValue);
    case TypeOrder.Bytes:
      return sign(
        Buffer.compare(
          Buffer.from((a as { bytesValue: string }).bytesValue, 'base64'),
          Buffer.from((b as { bytesValue: string }).bytesValue, 'base64'),
        ),
      );
    case TypeOrder.Reference:
      return compareReferences(
        (a as { referenceValue: string }).referenceValue,
        (b as { referenceValue: string }).referenceValue,
      );
    case TypeOrder.GeoPoint: {
      const x = (a as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      const y = (b as { geoPointValue: { latitude: number; longitude: number } }).geoPointValue;
      return sign(x.latitude - y.latitude) || sign(x.longitude - y.longitude);
    }
    case TypeOrder.Array:
      return compareArrays(
        (a as { arrayValue: { values: Value[] } }).arrayValue.values,
        (b as { arrayValue: { values: Value[] } }).arrayValue.values,
      );
    case TypeOrder.Vector: {
      const x = vectorValues(a as { mapValue: { fields: Fields } });
      const y = vectorValues(b as { mapValue: { fields: Fields } });
      return sign(x.length - y.length) || compareArrays(x, y);
    }
    case TypeOrder.Map:
      return compareMaps(
        (a as { mapValue: { fields: Fields } }).mapValue.fields,
        (b as { mapValue: { fields: Fields } }).mapValue.fields,
      );
  }
}

/** Equality as queries see it: numerically for numbers (1 == 1.0), as instants for timestamps. */
export function valuesEqual(a: Value, b: Value): boolean {
  return compareValues(a, b) === 0;
}

export function isNaNValue(value: Value): boolean {
  return 'doubleValue' in value && Number.isNaN(doubleOf(value));
}

export function isNumber(
  value: Value,
): value is { integerValue: string } | { doubleValue: number | 'NaN' | 'Infinity' | '-Infinity' } {
  return 'integerValue' in value || 'doubleValue' in value;
}

// ---------------------------------------------------------------------------------------------------------------
// Field access by path

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
