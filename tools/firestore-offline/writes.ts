/**
 * Writes of a commit: parsing (update + updateMask, delete, verify, legacy transform; updateTransforms;
 * currentDocument preconditions) and applying one write to one document.
 */
import { ApiError, invalidArgument } from './errors.js';
import { documentPathFromName, isNamePath, parseFieldPath } from './paths.js';
import { formatTimestamp, normaliseTimestamp, parseTimestamp } from './time.js';
import {
  cloneFields,
  compareNumbers,
  deleteField,
  doubleOf,
  getField,
  isNaNValue,
  isNumber,
  normaliseFields,
  normaliseValue,
  setField,
  valuesEqual,
  type Fields,
  type Value,
} from './values.js';

export interface StoredDoc {
  fields: Fields;
  /** Canonical RFC 3339 strings. */
  createTime: string;
  updateTime: string;
}

export type Precondition = { exists: boolean } | { updateTime: string } | undefined;

export type FieldTransform =
  | { path: string[]; kind: 'serverTime' }
  | { path: string[]; kind: 'increment' | 'maximum' | 'minimum'; operand: Value }
  | { path: string[]; kind: 'append' | 'remove'; elements: Value[] };

export type Write =
  | {
      kind: 'update';
      rel: string;
      name: string;
      fields: Fields;
      mask: string[][] | undefined;
      transforms: FieldTransform[];
      precondition: Precondition;
    }
  | { kind: 'transform'; rel: string; name: string; transforms: FieldTransform[]; precondition: Precondition }
  | { kind: 'delete'; rel: string; name: string; precondition: Precondition }
  | { kind: 'verify'; rel: string; name: string; precondition: Precondition };

function isObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

function parsePrecondition(raw: unknown): Precondition {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw)) throw invalidArgument('Invalid currentDocument precondition');
  if (raw.exists !== undefined && raw.updateTime !== undefined)
    throw invalidArgument('A precondition cannot set both exists and updateTime');
  if (typeof raw.exists === 'boolean') return { exists: raw.exists };
  if (raw.updateTime !== undefined) return { updateTime: normaliseTimestamp(raw.updateTime) };
  if (Object.keys(raw).length === 0) return undefined;
  throw invalidArgument(`Invalid currentDocument precondition: ${JSON.stringify(raw)}`);
}

const SERVER_VALUE_REQUEST_TIME = new Set<unknown>(['REQUEST_TIME', 1, '1']);

function parseTransform(raw: unknown): FieldTransform {
  if (!isObject(raw)) throw invalidArgument('Invalid field transform');
  const path = parseFieldPath(raw.fieldPath);
  if (isNamePath(path)) throw invalidArgument('Cannot transform __name__');
  if (raw.setToServerValue !== undefined) {
    if (!SERVER_VALUE_REQUEST_TIME.has(raw.setToServerValue)) {
      throw invalidArgument(`Unsupported setToServerValue: ${JSON.stringify(raw.setToServerValue)}`);
    }
    return { path, kind: 'serverTime' };
  }
  for (const kind of ['increment', 'maximum', 'minimum'] as const) {
    if (raw[kind] !== undefined) {
      const operand = normaliseValue(raw[kind]);
      if (!isNumber(operand)) throw invalidArgument(`${kind} needs a number`);
      return { path, kind, operand };
    }
  }
  for (const [key, kind] of [
    ['appendMissingElements', 'append'],
    ['removeAllFromArray', 'remove'],
  ] as const) {
    if (raw[key] !== undefined) {
      const value = normaliseValue({ arrayValue: raw[key] });
      return { path, kind, elements: (value as { arrayValue: { values: Value[] } }).arrayValue.values };
    }
  }
  throw invalidArgument(`Unsupported field transform: ${JSON.stringify(raw)}`);
}

function parseTransforms(raw: unknown): FieldTransform[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalidArgument('Field transforms must be an array');
  return raw.map(parseTransform);
}

export function parseWrite(raw: unknown, dbKey: string): Write {
  if (!isObject(raw)) throw invalidArgument('Invalid write');
  const precondition = parsePrecondition(raw.currentDocument);
  const operations = ['update', 'delete', 'verify', 'transform'].filter((k) => raw[k] !== undefined);
  if (operations.length !== 1)
    throw invalidArgument(
      `A write needs exactly one of update, delete, verify, transform; got ${JSON.stringify(operations)}`,
    );
  if (isObject(raw.update)) {
    const name = String(raw.update.name);
    const rel = documentPathFromName(raw.update.name, dbKey);
    let mask: string[][] | undefined;
    if (raw.updateMask !== undefined) {
      if (!isObject(raw.updateMask)) throw invalidArgument('Invalid updateMask');
      const paths = raw.updateMask.fieldPaths === undefined ? [] : raw.updateMask.fieldPaths;
      if (!Array.isArray(paths)) throw invalidArgument('updateMask.fieldPaths must be an array');
      mask = paths.map(parseFieldPath);
      if (mask.some(isNamePath)) throw invalidArgument('updateMask cannot contain __name__');
    }
    return {
      kind: 'update',
      rel,
      name,
      fields: normaliseFields(raw.update.fields),
      mask,
      transforms: parseTransforms(raw.updateTransforms),
      precondition,
    };
  }
  if (raw.updateTransforms !== undefined) throw invalidArgument('updateTransforms needs an update');
  if (typeof raw.delete === 'string')
    return { kind: 'delete', rel: documentPathFromName(raw.delete, dbKey), name: raw.delete, precondition };
  if (typeof raw.verify === 'string') {
    if (precondition === undefined) throw invalidArgument('A verify write needs a currentDocument precondition');
    return { kind: 'verify', rel: documentPathFromName(raw.verify, dbKey), name: raw.verify, precondition };
  }
  if (isObject(raw.transform)) {
    const name = String(raw.transform.document);
    return {
      kind: 'transform',
      rel: documentPathFromName(raw.transform.document, dbKey),
      name,
      transforms: parseTransforms(raw.transform.fieldTransforms),
      precondition,
    };
  }
  throw invalidArgument(`Invalid write: ${JSON.stringify(raw)}`);
}

export function parseWrites(raw: unknown, dbKey: string): Write[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw invalidArgument('writes must be an array');
  return raw.map((w) => parseWrite(w, dbKey));
}

/** Checks a precondition against the current state of a document; throws the error Firestore gives. */
export function checkPrecondition(write: Write, current: StoredDoc | undefined): void {
  const p = write.precondition;
  if (p === undefined) return;
  if ('exists' in p) {
    if (p.exists && current === undefined) {
      throw new ApiError(
        'NOT_FOUND',
        write.kind === 'update' || write.kind === 'transform'
          ? `No document to update: ${write.name}`
          : `Document not found: ${write.name}`,
      );
    }
    if (!p.exists && current !== undefined)
      throw new ApiError('ALREADY_EXISTS', `Document already exists: ${write.name}`);
    return;
  }
  if (current === undefined) {
    throw new ApiError(
      'FAILED_PRECONDITION',
      `The document ${write.name} does not exist, so its update time cannot be ${p.updateTime}.`,
    );
  }
  if (parseTimestamp(current.updateTime) !== parseTimestamp(p.updateTime)) {
    throw new ApiError(
      'FAILED_PRECONDITION',
      `The stored version (${current.updateTime}) of ${write.name} does not match the required base version (${p.updateTime}).`,
    );
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function toDouble(v: Value): number {
  return 'integerValue' in v ? Number(v.integerValue) : doubleOf(v as { doubleValue: number | string });
}

function doubleValue(n: number): Value {
  return { doubleValue: Number.isNaN(n) ? 'NaN' : n === Infinity ? 'Infinity' : n === -Infinity ? '-Infinity' : n };
}

function applyNumeric(kind: 'increment' | 'maximum' | 'minimum', current: Value | undefined, operand: Value): Value {
  if (current === undefined || !isNumber(current)) return operand;
  if (kind === 'increment') {
    if ('integerValue' in current && 'integerValue' in operand) {
      const sum = BigInt(current.integerValue) + BigInt(operand.integerValue);
      return { integerValue: (sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum).toString() };
    }
    return doubleValue(toDouble(current) + toDouble(operand));
  }
  if (isNaNValue(current) || isNaNValue(operand)) return { doubleValue: 'NaN' };
  const c = compareNumbers(operand, current);
  if (c === 0) return current;
  return (kind === 'maximum' ? c > 0 : c < 0) ? operand : current;
}

/** Applies transforms in place; returns one transform result per transform. */
export function applyTransforms(fields: Fields, transforms: FieldTransform[], commitTime: bigint): Value[] {
  const results: Value[] = [];
  for (const t of transforms) {
    const current = getField(fields, t.path);
    let next: Value;
    let result: Value;
    switch (t.kind) {
      case 'serverTime':
        next = { timestampValue: formatTimestamp(commitTime) };
        result = next;
        break;
      case 'increment':
      case 'maximum':
      case 'minimum':
        next = applyNumeric(t.kind, current, t.operand);
        result = next;
        break;
      case 'append': {
        const values = current !== undefined && 'arrayValue' in current ? [...current.arrayValue.values] : [];
        for (const element of t.elements) if (!values.some((v) => valuesEqual(v, element))) values.push(element);
        next = { arrayValue: { values } };
        result = { nullValue: null };
        break;
      }
      case 'remove': {
        const values = current !== undefined && 'arrayValue' in current ? current.arrayValue.values : [];
        next = { arrayValue: { values: values.filter((v) => !t.elements.some((e) => valuesEqual(v, e))) } };
        result = { nullValue: null };
        break;
      }
    }
    setField(fields, t.path, structuredClone(next));
    results.push(structuredClone(result));
  }
  return results;
}

/** The document's fields after an update or transform write, and the transform results. */
export function applyWriteToFields(
  write: Write & { kind: 'update' | 'transform' },
  current: StoredDoc | undefined,
  commitTime: bigint,
): { fields: Fields; transformResults: Value[] } {
  let fields: Fields;
  if (write.kind === 'transform') {
    fields = current ? cloneFields(current.fields) : {};
  } else if (write.mask === undefined) {
    fields = cloneFields(write.fields);
  } else {
    fields = current ? cloneFields(current.fields) : {};
    for (const path of write.mask) {
      const value = getField(write.fields, path);
      if (value === undefined) deleteField(fields, path);
      else setField(fields, path, structuredClone(value));
    }
  }
  const transformResults = applyTransforms(fields, write.transforms, commitTime);
  return { fields, transformResults };
}
