/**
 * Where a lead came from (issue #29, "Lead attribution"): first-party and cookie-free. The browser keeps
 * the visit's first page, the referring site's origin and the `utm_*` parameters in `sessionStorage` and
 * sends them with every booking, contact inquiry and service request; the functions validate and bound
 * them, store them on the lead, and show them in the agency's email, the back office and the export.
 * Plain constants and types only: the page's inline script (src/lib/attribution.ts) imports this file.
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

/**
 * The longest value of each part, in UTF-16 code units: the browser cuts to them, the server drops a part
 * that is longer. Small enough that a source never pushes a form's body past the functions' 20 KiB.
 */
export const LEAD_SOURCE_LIMITS = { landingPage: 500, referrerOrigin: 200, utm: 150 } as const;

/** The `sessionStorage` key the visit's source is kept under (one per tab, gone when the tab closes). */
export const LEAD_SOURCE_KEY = 'leadSource';

/** How the agency's emails, the back office and the export name each part. */
export const LEAD_SOURCE_LABELS = {
  landingPage: 'Landing page',
  referrerOrigin: 'Referrer',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'UTM campaign',
  utm_term: 'UTM term',
  utm_content: 'UTM content',
} as const satisfies Record<'landingPage' | 'referrerOrigin' | UtmKey, string>;
