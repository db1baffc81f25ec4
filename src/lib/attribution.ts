/**
 * Where the visit came from (src/domain/attribution/source.ts), kept in the tab's `sessionStorage`: no
 * cookie, no request of its own, gone when the tab closes. `captureLeadSource` runs in the inline script
 * of every prerendered page (scripts/earlyTouchesScript.ts), so the first page of a visit is recorded
 * even if the visitor leaves before the app loads; the forms send `storedLeadSource()` with what they send.
 * Where storage is refused (some private modes, a blocked site) both give up quietly.
 */
import { LEAD_SOURCE_KEY, LEAD_SOURCE_LIMITS, UTM_KEYS, type LeadSource } from '../domain/attribution/source';

/**
 * Records this page as the visit's source unless an earlier page of the tab was (first touch): its path
 * with only the `utm_*` query, another site's origin (never the referring URL), the `utm_*` values.
 * Values are cut to the server's limits so that a long URL never makes a form's body too large.
 */
export function captureLeadSource() {
  try {
    if (sessionStorage[LEAD_SOURCE_KEY]) return;
    const query = new URLSearchParams(location.search);
    const kept = new URLSearchParams();
    const utm: LeadSource['utm'] = {};
    for (const key of UTM_KEYS) {
      const value = query.get(key)?.slice(0, LEAD_SOURCE_LIMITS.utm);
      if (value) kept.set(key, (utm[key] = value));
    }
    const from = document.referrer ? new URL(document.referrer) : location;
    const source: LeadSource = {
      landingPage: (location.pathname + (kept.size ? `?${kept}` : '')).slice(0, LEAD_SOURCE_LIMITS.landingPage),
      // JSON leaves out the parts that are undefined.
      referrerOrigin: /^https?:$/.test(from.protocol) && from.origin !== location.origin ? from.origin : undefined,
      utm: kept.size ? utm : undefined,
    };
    sessionStorage[LEAD_SOURCE_KEY] = JSON.stringify(source);
  } catch {
    // Storage refused, or a referrer that is not a URL: the visit goes unattributed.
  }
}

/** The visit's source as recorded, for a form's JSON body (the server checks it: this is the visitor's browser). */
export function storedLeadSource(): LeadSource | undefined {
  try {
    return JSON.parse(sessionStorage[LEAD_SOURCE_KEY] ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}
