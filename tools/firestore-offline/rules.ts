/**
 * Access control, in step with the repo's `firestore.rules` (a test parses that file and compares):
 * requests carrying the emulator admin credential may do anything; every other request gets only what the
 * declared policy grants, per top-level collection, and everything else is denied.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { ParsedQuery } from './query.js';

export interface CollectionAccess {
  read: boolean;
  write: boolean;
}

/**
 * Access for requests without admin credentials, per top-level collection (`slots`: its documents and
 * plain queries on it) or per single document (`public/reviews`: a get of that document only, as
 * `allow get` on `match /public/reviews`); everything unlisted is denied.
 */
export type AccessPolicy = Readonly<Record<string, Readonly<CollectionAccess>>>;

/** What /firestore.rules grants browsers: `slots` and the document `public/reviews` readable, nothing writable. */
export const FIRESTORE_RULES_POLICY: AccessPolicy = Object.freeze({
  slots: Object.freeze({ read: true, write: false }),
  'public/reviews': Object.freeze({ read: true, write: false }),
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

export class AccessControl {
  constructor(private readonly policy: AccessPolicy | 'open') {}

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
  canQuery(parentRel: string, query: Pick<ParsedQuery, 'collectionId' | 'allDescendants'>): boolean {
    if (this.policy === 'open') return true;
    if (query.allDescendants || parentRel !== '' || query.collectionId.includes('/')) return false;
    return this.allows(query.collectionId, 'read');
  }
}
