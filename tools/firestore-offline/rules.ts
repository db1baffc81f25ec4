/**
 * Access control, in step with the repo's `firestore.rules` (a test parses that file and compares):
 * requests carrying the emulator admin credential may do anything; every other request gets only what the
 * declared policy grants, per top-level collection, and everything else is denied.
 *
 * Besides plain grants, a collection may allow bounded lists only (`list`), the one conditional rule the
 * project uses: `request.query.limit <= N && resource.data.F >= request.time - D1 && resource.data.F <
 * request.time + D2`. Like Firestore, the query is checked, not the documents: it must carry a limit of at
 * most N and filters on F that keep every possible result inside the bounds.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FieldFilter, ParsedQuery } from './query.js';
import { parseTimestamp } from './time.js';

/** Lists allowed only when bounded: a timestamp field within a window around the request time, and a limit. */
export interface ListBounds {
  field: string;
  /** Lowest allowed value, relative to the request time in ms (negative: in the past); inclusive. */
  fromMs: number;
  /** Values must be below the request time plus this many ms. */
  beforeMs: number;
  /** Largest `limit` a query may ask for. */
  maxLimit: number;
}

export interface CollectionAccess {
  read: boolean;
  write: boolean;
  /** Bounded lists, when `read` is false. */
  list?: ListBounds;
}

/**
 * Access for requests without admin credentials, per top-level collection (`slots`: its documents and
 * plain queries on it) or per single document (`public/reviews`: a get of that document only, as
 * `allow get` on `match /public/reviews`); everything unlisted is denied.
 */
export type AccessPolicy = Readonly<Record<string, Readonly<CollectionAccess>>>;

const HOUR_MS = 3_600_000;

/**
 * What /firestore.rules grants browsers: lists of `slots` within the bookable window (from 26 hours before
 * the request to 8 days after it) and at most one window's worth (80) per query, and the documents
 * `public/reviews`, `availability/rules` and `availability/busy`; nothing else.
 */
export const FIRESTORE_RULES_POLICY: AccessPolicy = Object.freeze({
  slots: Object.freeze({
    read: false,
    write: false,
    list: Object.freeze({ field: 'datetime', fromMs: -26 * HOUR_MS, beforeMs: 8 * 24 * HOUR_MS, maxLimit: 80 }),
  }),
  'public/reviews': Object.freeze({ read: true, write: false }),
  'availability/rules': Object.freeze({ read: true, write: false }),
  'availability/busy': Object.freeze({ read: true, write: false }),
});

/**
 * The admin credential. firebase-admin (@google-cloud/firestore) adds `Authorization: Bearer owner` whenever it
 * talks to an emulator (ssl false), and the official Firestore emulator treats that token as admin, bypassing
 * rules. The web SDK sends it too when given `mockUserToken: 'owner'`.
 */
export function isAdminRequest(headers: IncomingHttpHeaders): boolean {
  const value = headers.authorization;
  return typeof value === 'string' && /^bearer\s+owner$/i.test(value.trim());
}

export type AccessMode = 'read' | 'write';

const LOWER_OPS = new Set(['GREATER_THAN_OR_EQUAL', 'EQUAL']);
const UPPER_OPS = new Set(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'EQUAL']);

/** Whether every result the query could return lies within `bounds` at `nowMs`. */
export function withinBounds(
  query: Pick<ParsedQuery, 'filters' | 'limit'>,
  bounds: ListBounds,
  nowMs: number,
): boolean {
  if (query.limit === undefined || query.limit > bounds.maxLimit) return false;
  const ms = (filter: FieldFilter): number | undefined => {
    if (filter.path.join('.') !== bounds.field) return undefined;
    const value = (filter.value as { timestampValue?: unknown }).timestampValue;
    return typeof value === 'string' ? Number(parseTimestamp(value) / 1_000_000n) : undefined;
  };
  const filters = query.filters;
  const lower = filters.some((filter) => {
    const at = ms(filter);
    return at !== undefined && LOWER_OPS.has(filter.op) && at >= nowMs + bounds.fromMs;
  });
  const upper = filters.some((filter) => {
    const at = ms(filter);
    return at !== undefined && UPPER_OPS.has(filter.op) && at < nowMs + bounds.beforeMs;
  });
  return lower && upper;
}

export class AccessControl {
  constructor(
    private readonly policy: AccessPolicy | 'open',
    private readonly now: () => number = Date.now,
  ) {}

  private allows(collectionId: string, mode: AccessMode): boolean {
    if (this.policy === 'open') return true;
    const access = Object.prototype.hasOwnProperty.call(this.policy, collectionId)
      ? this.policy[collectionId]
      : undefined;
    return access !== undefined && access[mode];
  }

  /**
   * `match /X/{id}` covers documents directly in the top-level collection X only; `match /X/Y` the one
   * document X/Y.
   */
  canAccessDocument(rel: string, mode: AccessMode): boolean {
    if (this.policy === 'open') return true;
    const segments = rel.split('/');
    return segments.length === 2 && (this.allows(rel, mode) || this.allows(segments[0]!, mode));
  }

  /** A query is allowed when every document it could return is readable (rules are not filters). */
  canQuery(query: Pick<ParsedQuery, 'collectionId' | 'filters' | 'limit'>): boolean {
    if (this.policy === 'open') return true;
    if (this.allows(query.collectionId, 'read')) return true;
    const bounds = Object.hasOwn(this.policy, query.collectionId) ? this.policy[query.collectionId]?.list : undefined;
    return bounds !== undefined && withinBounds(query, bounds, this.now());
  }
}
