/**
 * Writes of a commit, as firebase-admin sends them: parsing (update with an optional updateMask, delete;
 * the server-time transform; `exists` preconditions) and applying one write to one document.
 */
import { ApiError, invalidArgument } from './errors.js';
import { documentPathFromName, isNamePath, parseFieldPath } from './paths.js';
import { formatTimestamp } from './time.js';
import { cloneFields, deleteField, getField, normaliseFields, setField, type Fields, type Value } from './values.js';

export interface StoredDoc {
  fields: Fields;
  /** Canonical RFC 3339 strings. */
  createTime: string;
  updateTime: string;
}

export type Precondition = { exists: boolean } | undefined;

export type Write =
  | {
      kind: 'update';
      rel: string;
      name: string;
      fields: Fields;
      mask: string[][] | undefined;
      /** Fields set to the commit time (`setToServerValue: REQUEST_TIME`). */
      serverTimes: string[][];
      precondition: Precondition;
    }
  | { kind: 'delete'; rel: string; name: string; precondition: Precondition };

function isObject(input: unknown): input is Record<string, unknown> {
  return input !== null && typeof input === 'object' && !Array.isArray(input);
}

function parsePrecondition(raw: unknown): Precondition {
  if (raw === undefined || raw === null) return undefined;
  if (isObject(raw) && typeof raw.exists === 'boolean' && Object.keys(raw).length === 1) return { exists: raw.exists };
  throw invalidArgument(
    `Unsupported currentDocument precondition (the offline endpoint supports only exists): ${JSON.stringify(raw)}`,
  );
}

const SERVER_VALUE_REQUEST_TIME = new Set<unknown>(['REQUEST_TIME', 1, '1']);

function parseServerTime(raw: unknown): string[] {
  if (!isObject(raw) || !SERVER_VALUE_REQUEST_TIME.has(raw.setToServerValue) || Object.keys(raw).length !== 2) {
    throw invalidArgument(`Unsupported field transform (only setToServerValue REQUEST_TIME): ${JSON.stringify(raw)}`);
  }
  const path = parseFieldPath(raw.fieldPath);
  if (isNamePath(path)) throw invalidArgument('Cannot transform __name__');
  return path;
}

function parseMask(raw: unknown): string[][] | undefined {
  if (raw === undefined) return undefined;
  if (!isObject(raw)) throw invalidArgument('Invalid updateMask');
  const paths = raw.fieldPaths === undefined ? [] : raw.fieldPaths;
  if (!Array.isArray(paths)) throw invalidArgument('updateMask.fieldPaths must be an array');
  const mask = paths.map(parseFieldPath);
  if (mask.some(isNamePath)) throw invalidArgument('updateMask cannot contain __name__');
  return mask;
}

export function parseWrite(raw: unknown, dbKey: string): Write {
  if (!isObject(raw)) throw invalidArgument('Invalid write');
  const precondition = parsePrecondition(raw.currentDocument);
  if (isObject(raw.update) && raw.delete === undefined) {
    const transforms = raw.updateTransforms === undefined ? [] : raw.updateTransforms;
    if (!Array.isArray(transforms)) throw invalidArgument('Field transforms must be an array');
    return {
      kind: 'update',
      rel: documentPathFromName(raw.update.name, dbKey),
      name: String(raw.update.name),
      fields: normaliseFields(raw.update.fields),
      mask: parseMask(raw.updateMask),
      serverTimes: transforms.map(parseServerTime),
      precondition,
    };
  }
  if (typeof raw.delete === 'string' && raw.update === undefined && raw.updateTransforms === undefined)
    return { kind: 'delete', rel: documentPathFromName(raw.delete, dbKey), name: raw.delete, precondition };
  throw invalidArgument(`Unsupported write (the offline endpoint supports update and delete): ${JSON.stringify(raw)}`);
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
  if (p.exists && current === undefined) {
    throw new ApiError(
      'NOT_FOUND',
      write.kind === 'update' ? `No document to update: ${write.name}` : `Document not found: ${write.name}`,
    );
  }
  if (!p.exists && current !== undefined)
    throw new ApiError('ALREADY_EXISTS', `Document already exists: ${write.name}`);
}

/** The document's fields after an update write, and the transform results (the commit time per server-time field). */
export function applyWriteToFields(
  write: Write & { kind: 'update' },
  current: StoredDoc | undefined,
  commitTime: bigint,
): { fields: Fields; transformResults: Value[] } {
  let fields: Fields;
  if (write.mask === undefined) {
    fields = cloneFields(write.fields);
  } else {
    fields = current ? cloneFields(current.fields) : {};
    for (const path of write.mask) {
      const value = getField(write.fields, path);
      if (value === undefined) deleteField(fields, path);
      else setField(fields, path, structuredClone(value));
    }
  }
  const transformResults = write.serverTimes.map((path): Value => {
    const now: Value = { timestampValue: formatTimestamp(commitTime) };
    setField(fields, path, now);
    return structuredClone(now);
  });
  return { fields, transformResults };
}
