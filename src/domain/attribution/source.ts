/**
 * Where a lead came from (issue #29, "Lead attribution"): first-party and cookie-free. The browser keeps
 * the visit's first page, the referring site's origin and the `utm_*` parameters in `sessionStorage` and
 * sends them with every booking, contact inquiry and service request; the functions validate and bound
 * them, store them on the lead, and show them in the agency's email, the back office and the export.
 */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type UtmKey = (typeof UTM_KEYS)[number];

export interface LeadSource {
  /** The path of the visit's first page on this site, with its `utm_*` query, e.g. `/services/seo?utm_source=newsletter`. */
  landingPage?: string;
  /** The origin of the other site that linked to the first page (`https://www.google.com`); absent for a direct visit. */
  referrerOrigin?: string;
  utm?: Partial<Record<UtmKey, string>>;
}
