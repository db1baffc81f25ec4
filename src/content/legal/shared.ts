/**
 * Legal pages: /privacy, /terms and /cookies, one module each (privacy.ts, terms.ts, cookies.ts) so that each
 * page loads its own text only; this module holds what they share.
 *
 * These describe what the site actually does (docs/product.md, docs/architecture.md): three forms whose
 * data the Cloud Functions store in Cloud Firestore and email through SendGrid; public reads of the taken
 * times, the availability rules and the Google reviews, none holding personal data (docs/reviews.md); no
 * cookies, analytics, advertising or third-party scripts for visitors (the staff's sign-in at /staff is
 * Firebase Auth: docs/staff.md); self-hosted fonts; the visit's source kept in the tab's session storage
 * and sent only with a form (docs/staff.md, _Attribution_). If any of that changes, change these texts
 * in the same commit.
 */

import { company } from '../company';

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** ISO date 'YYYY-MM-DD'. */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export const PRIVACY_EMAIL = 'privacy@lakeforge.ca';
export const LEGAL_LAST_UPDATED = '2026-11-21';
/** The privacy and cookie policies since they describe how a person's records are found, exported and erased (issue #45). */
export const PRIVACY_LAST_UPDATED = '2026-11-28';

export const { address } = company;
export const mailingAddress = `${company.legalName}, ${address.street}, ${address.city}, Ontario ${address.postalCode}, Canada`;
export const siteHost = company.siteUrl.replace(/^https:\/\//, '');
