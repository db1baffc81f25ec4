/** Resource names (`projects/p/databases/d/documents/a/b`) and field paths (`a.b`, `` `x.y`.z ``). */
import { invalidArgument } from './errors.js';

/** `projects/{p}/databases/{d}`: the key under which one database's documents are kept. */
export function databaseKey(projectId: string, databaseId: string): string {
  return `projects/${projectId}/databases/${databaseId}`;
}

function documentsRoot(dbKey: string): string {
  return `${dbKey}/documents`;
}

function validateSegments(segments: string[], what: string, original: string): void {
  for (const segment of segments) {
    if (segment === '') throw invalidArgument(`Invalid ${what} (empty segment): ${original}`);
    if (segment === '.' || segment === '..')
      throw invalidArgument(`Invalid ${what} ("${segment}" is not allowed): ${original}`);
    if (/^__.*__$/.test(segment)) throw invalidArgument(`Invalid ${what} (reserved id "${segment}"): ${original}`);
    if (Buffer.byteLength(segment) > 1500)
      throw invalidArgument(`Invalid ${what} (id longer than 1500 bytes): ${original}`);
  }
}

/** The path of a document relative to the database (`slots/abc`), validated. */
export function documentPathFromName(name: unknown, dbKey: string): string {
  if (typeof name !== 'string') throw invalidArgument(`Document name must be a string, got ${JSON.stringify(name)}`);
  const prefix = documentsRoot(dbKey) + '/';
  if (!name.startsWith(prefix)) {
    throw invalidArgument(`Document name "${name}" is not in the database "${dbKey}"`);
  }
  const rel = name.slice(prefix.length);
  const segments = rel.split('/');
  if (segments.length % 2 !== 0) throw invalidArgument(`Document name "${name}" names a collection, not a document`);
  validateSegments(segments, 'document name', name);
  return rel;
}

export function documentName(dbKey: string, rel: string): string {
  return `${documentsRoot(dbKey)}/${rel}`;
}

/** `rooms/r1/messages` for `rooms/r1/messages/m1`. */
export function collectionPathOf(rel: string): string {
  const index = rel.lastIndexOf('/');
  return rel.slice(0, index);
}

export function validateCollectionId(collectionId: unknown): string {
  if (typeof collectionId !== 'string' || collectionId === '' || collectionId.includes('/')) {
    throw invalidArgument(`Invalid collection id: ${JSON.stringify(collectionId)}`);
  }
  return collectionId;
}

/** Parses a field path as Firestore writes it: dot-separated, segments optionally quoted with backticks. */
export function parseFieldPath(text: unknown): string[] {
  if (typeof text !== 'string' || text === '') throw invalidArgument(`Invalid field path: ${JSON.stringify(text)}`);
  const segments: string[] = [];
  let current = '';
  let i = 0;
  let quoted = false;
  let segmentStarted = false;
  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === undefined) throw invalidArgument(`Invalid field path: ${text}`);
        current += next;
        i += 2;
        continue;
      }
      if (ch === '`') {
        quoted = false;
        i += 1;
        continue;
      }
      current += ch;
      i += 1;
      continue;
    }
    if (ch === '`') {
      quoted = true;
      segmentStarted = true;
      i += 1;
      continue;
    }
    if (ch === '.') {
      if (!segmentStarted && current === '') throw invalidArgument(`Invalid field path: ${text}`);
      segments.push(current);
      current = '';
      segmentStarted = false;
      i += 1;
      continue;
    }
    current += ch;
    segmentStarted = true;
    i += 1;
  }
  if (quoted) throw invalidArgument(`Invalid field path (unterminated backtick): ${text}`);
  if (!segmentStarted && current === '') throw invalidArgument(`Invalid field path: ${text}`);
  segments.push(current);
  return segments;
}

export function isNamePath(segments: readonly string[]): boolean {
  return segments.length === 1 && segments[0] === '__name__';
}
