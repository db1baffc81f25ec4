/**
 * The browser's public reads of Cloud Firestore (the booking calendar's `slots`, the live reviews) through
 * Firestore's REST API with `fetch`: about 1 kB gzip where the lite web SDK cost 32 kB (docs/decisions.md).
 * Requests are unauthenticated, so firestore.rules decide what is readable, exactly as for the SDK. They
 * are CORS "simple" requests (a text/plain body, no custom headers): a browser sends no preflight.
 * Import it only from lazily loaded modules: `npm run check:bundle` keeps Firestore out of first loads.
 */
import type { FirestoreTarget } from './firestoreTarget';

/** A Firestore value as decoded here: timestamps become Dates, integers numbers, maps plain objects. */
export type FirestoreValue = null | boolean | number | string | Date | FirestoreValue[] | FirestoreFields;
export interface FirestoreFields {
  [field: string]: FirestoreValue;
}

/**
 * The REST encoding of one value (https://firebase.google.com/docs/firestore/reference/rest/v1/Value); the
 * site's public documents hold no geo points, which decode to null.
 */
type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number | string;
  timestampValue: string;
  stringValue: string;
  bytesValue: string;
  referenceValue: string;
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

export class FirestoreReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreReadError';
  }
}

export function decodeValue(value: RestValue): FirestoreValue {
  if (value.timestampValue !== undefined) return new Date(value.timestampValue);
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields);
  return null;
}

export function decodeFields(fields: Record<string, RestValue> = {}): FirestoreFields {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decodeValue(value)]));
}

/**
 * `/v1/projects/{p}/databases/(default)/documents` on a local emulator, or on Cloud Firestore. Production
 * builds leave the emulator branch out: they can only read the deployed project's Firestore.
 */
export function documentsUrl(target: FirestoreTarget): string {
  const emulator = import.meta.env.MODE !== 'production' && target.emulatorHost;
  const origin = emulator ? `http://${emulator}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${encodeURIComponent(target.projectId)}/databases/(default)/documents`;
}

/** POSTs `body` to `documents:{verb}` and answers the parsed reply; a non-2xx reply throws its message. */
async function post(target: FirestoreTarget, verb: 'runQuery' | 'batchGet', request: unknown): Promise<unknown> {
  const key = target.apiKey ? `?key=${encodeURIComponent(target.apiKey)}` : '';
  const response = await fetch(`${documentsUrl(target)}:${verb}${key}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    throw new FirestoreReadError(
      response.status,
      typeof message === 'string' ? message : `Firestore answered ${response.status}`,
    );
  }
  return body;
}

/** A timestamp as the REST API takes it (RFC 3339, UTC). */
export const timestampValue = (date: Date) => ({ timestampValue: date.toISOString() });

export type FieldFilter = {
  field: string;
  op: 'LESS_THAN' | 'LESS_THAN_OR_EQUAL' | 'GREATER_THAN' | 'GREATER_THAN_OR_EQUAL' | 'EQUAL';
  value: RestValue;
};

/** The fields of every document of `collectionId` matching all `filters`, at most `limit` of them. */
export async function runQuery(
  target: FirestoreTarget,
  query: { collectionId: string; filters: FieldFilter[]; limit: number },
): Promise<FirestoreFields[]> {
  const fieldFilters = query.filters.map(({ field, op, value }) => ({
    fieldFilter: { field: { fieldPath: field }, op, value },
  }));
  const structuredQuery = {
    from: [{ collectionId: query.collectionId }],
    where: fieldFilters.length === 1 ? fieldFilters[0] : { compositeFilter: { op: 'AND', filters: fieldFilters } },
    limit: query.limit,
  };
  const results = (await post(target, 'runQuery', { structuredQuery })) as {
    document?: { fields?: Record<string, RestValue> };
  }[];
  return results.flatMap((result) => (result.document ? [decodeFields(result.document.fields)] : []));
}

/**
 * The fields of documents (`paths` below `documents/`) in one `batchGet`, as the lite SDK's getDoc sends it,
 * in the order asked; null for a missing one, so a missing document is an answer rather than an HTTP error.
 */
export async function getDocuments(target: FirestoreTarget, paths: string[]): Promise<(FirestoreFields | null)[]> {
  const root = documentsUrl(target);
  const names = paths.map((path) => `${root.slice(root.indexOf('projects/'))}/${path}`);
  const results = (await post(target, 'batchGet', { documents: names })) as {
    found?: { name?: string; fields?: Record<string, RestValue> };
  }[];
  const found = new Map(results.flatMap((result) => (result.found ? [[result.found.name, result.found.fields]] : [])));
  return names.map((name) => (found.has(name) ? decodeFields(found.get(name)) : null));
}

/** The fields of one document (`path` below `documents/`), or null when it does not exist. */
export async function getDocument(target: FirestoreTarget, path: string): Promise<FirestoreFields | null> {
  const [fields] = await getDocuments(target, [path]);
  return fields ?? null;
}
