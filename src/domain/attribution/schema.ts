/**
 * The server's reading of a lead's source (source.ts). A lead is never refused for its source: the visitor
 * cannot see or fix it, so each part that is not valid is dropped and the lead is kept with the rest.
 *
 * - `landingPage`: a path of this site (`/…`, never `//host` or `/\host`), without spaces or control
 *   characters, at most LEAD_SOURCE_LIMITS.landingPage long;
 * - `referrerOrigin`: exactly an http(s) origin (no path, no credentials), at most …referrerOrigin long;
 * - `utm`: only the keys of UTM_KEYS, each a trimmed non-empty line without control characters, at most …utm.
 */
import { z } from '../zod';
import { CONTROL_CHARS } from '../forms/controlChars';
import { LEAD_SOURCE_LIMITS, UTM_KEYS, type LeadSource, type UtmKey } from './source';

const SAME_SITE_BASE = 'https://same-site.invalid';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function boundedLine(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const line = value.trim();
  return line.length > 0 && line.length <= max && !CONTROL_CHARS.test(line) ? line : undefined;
}

function landingPageOf(value: unknown): string | undefined {
  const path = boundedLine(value, LEAD_SOURCE_LIMITS.landingPage);
  if (!path || !path.startsWith('/') || /\s/.test(path)) return undefined;
  try {
    return new URL(path, SAME_SITE_BASE).origin === SAME_SITE_BASE ? path : undefined;
  } catch {
    return undefined;
  }
}

function referrerOriginOf(value: unknown): string | undefined {
  const origin = boundedLine(value, LEAD_SOURCE_LIMITS.referrerOrigin);
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin ? origin : undefined;
  } catch {
    return undefined;
  }
}

function utmOf(value: unknown): LeadSource['utm'] {
  if (!isRecord(value)) return undefined;
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const key of UTM_KEYS) {
    const line = Object.hasOwn(value, key) ? boundedLine(value[key], LEAD_SOURCE_LIMITS.utm) : undefined;
    if (line) utm[key] = line;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The valid parts of what a client sent as the lead's source, or undefined when none is. */
export function leadSourceOf(value: unknown): LeadSource | undefined {
  if (!isRecord(value)) return undefined;
  const source: LeadSource = {};
  const landingPage = landingPageOf(value.landingPage);
  const referrerOrigin = referrerOriginOf(value.referrerOrigin);
  const utm = utmOf(value.utm);
  if (landingPage) source.landingPage = landingPage;
  if (referrerOrigin) source.referrerOrigin = referrerOrigin;
  if (utm) source.utm = utm;
  return Object.keys(source).length > 0 ? source : undefined;
}

/** The `source` field of the forms' schemas: never fails, gives the valid parts or undefined. */
export const leadSourceField = z.unknown().transform(leadSourceOf).optional();
