/**
 * A lead's channel: its source (source.ts) in one of five words, for the back office's filters, counts and
 * monthly report. A campaign link (any `utm_*`) wins over the referrer; a referrer is a search engine, a
 * social network or another site; no referrer (or no source sent) is direct.
 */
import type { LeadSource } from './source';

export const LEAD_CHANNELS = ['search', 'social', 'campaign', 'referral', 'direct'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export const LEAD_CHANNEL_LABELS: Record<LeadChannel, string> = {
  search: 'Search',
  social: 'Social',
  campaign: 'Campaign',
  referral: 'Other sites',
  direct: 'Direct or unknown',
};

/** Registrable names (the part before the public suffix) of the engines and networks leads come from. */
const SEARCH = ['google', 'bing', 'duckduckgo', 'yahoo', 'ecosia', 'brave', 'baidu', 'yandex', 'qwant', 'startpage'];
const SOCIAL = [
  'facebook',
  'instagram',
  'linkedin',
  'lnkd',
  'twitter',
  'x',
  't',
  'reddit',
  'youtube',
  'tiktok',
  'pinterest',
  'threads',
  'bsky',
  'mastodon',
];

/** The host's registrable name: `google` of `www.google.ca` and of `google.co.uk`; undefined for no host. */
function siteName(origin: string): string | undefined {
  let labels: string[];
  try {
    labels = new URL(origin).hostname.toLowerCase().split('.');
  } catch {
    return undefined;
  }
  const [second, last] = labels.slice(-2);
  const countrySecondLevel = last?.length === 2 && ['co', 'com', 'org', 'net', 'ac'].includes(second ?? '');
  return labels.at(countrySecondLevel ? -3 : -2);
}

export function leadChannel(source: LeadSource | undefined): LeadChannel {
  if (source?.utm && Object.values(source.utm).some(Boolean)) return 'campaign';
  const referrer = source?.referrerOrigin;
  if (!referrer) return 'direct';
  const name = siteName(referrer) ?? '';
  if (SEARCH.includes(name)) return 'search';
  if (SOCIAL.includes(name)) return 'social';
  return 'referral';
}
