/**
 * One fetch of an agency calendar's secret iCal address (docs/availability.md, "Fetching"), within limits:
 *
 * - one deadline for the whole exchange (connection, redirects, headers and body);
 * - a cap on the body's size, counted as it streams (after decompression), aborting past it;
 * - `If-None-Match` / `If-Modified-Since` from the last good fetch: 304 is `notModified`;
 * - `webcal:` addresses are fetched over https; in production only https to public addresses (the address
 *   a name resolves to is checked at connection time, so a name cannot be re-pointed between the check and
 *   the connection); `network: 'local'` (the emulator, tests) also allows http and loopback or private
 *   addresses, for a local fake server;
 * - redirects are followed (at most 3) only to https addresses without credentials, checked like the first;
 *   IPv6 forms of IPv4 addresses (mapped, compatible, translated, NAT64, 6to4) and site-local ones are refused.
 *
 * A failure is a CalendarError whose `kind` is all that is logged or emailed about it: nothing the remote
 * server sent (its body, its headers) travels further than this module.
 */
import { lookup } from 'node:dns';
import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { webcalAsHttps } from '../../../src/domain/staff/schemas.js';

export type CalendarFailureKind =
  /** Not an http(s) or webcal address. */
  | 'invalidUrl'
  /** An address this environment may not fetch (http or a private address in production, a redirect to http). */
  | 'refused'
  /** No connection, or it broke. */
  | 'network'
  | 'timeout'
  /** An answer other than 200 (or 304 to a conditional request). */
  | 'http'
  | 'tooLarge'
  /** Not an iCalendar file, or one too complex to expand (expand.ts). */
  | 'unparsable';

export class CalendarError extends Error {
  override name = 'CalendarError';
  constructor(
    readonly kind: CalendarFailureKind,
    message: string,
    /** The HTTP status, for `http`. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** What makes the next request conditional: the last good answer's ETag and Last-Modified. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type CalendarAnswer = { kind: 'body'; text: string; validators: Validators } | { kind: 'notModified' };

export interface CalendarFetchOptions {
  /** The whole exchange, redirects and body included. */
  timeoutMs: number;
  /** The body's size after decompression. */
  maxBytes: number;
  /** 'public': https to public addresses only (production). 'local': also http and private addresses. */
  network: 'public' | 'local';
}

export const DEFAULT_FETCH_OPTIONS: CalendarFetchOptions = {
  timeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  network: 'public',
};

const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function blockList(family: 'ipv4' | 'ipv6', subnets: readonly (readonly [string, number])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of subnets) list.addSubnet(network, prefix, family);
  return list;
}

/** Addresses a production fetch must not reach: loopback, private, link-local, shared, documentation, multicast. */
const NOT_PUBLIC_V4 = blockList('ipv4', [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
]);

/**
 * The same in IPv6, and every IPv6 form that maps or translates to an IPv4 address, refused whole whatever
 * that address is: a gateway or the host's own stack would reach IPv4 networks (loopback, private) through
 * them. A list apart from the IPv4 one: BlockList also matches every IPv4 address against `::ffff:0:0/96`.
 */
const NOT_PUBLIC_V6 = blockList('ipv6', [
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  // Site-local (deprecated, still routed by some networks).
  ['fec0::', 10],
  ['fe80::', 10],
  ['ff00::', 8],
  // IPv4-compatible (::a.b.c.d), with :: and ::1.
  ['::', 96],
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-translated (::ffff:0:a.b.c.d).
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96],
  // NAT64: the well-known prefix and the local-use one.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // 6to4.
  ['2002::', 16],
]);

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** The address to fetch: `webcal(s):` becomes https; anything but http(s) is refused. */
export function calendarUrl(address: string): URL {
  let url: URL;
  try {
    url = new URL(webcalAsHttps(address));
  } catch {
    throw new CalendarError('invalidUrl', 'not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new CalendarError('invalidUrl', 'not http(s)');
  return url;
}

/** DNS resolution that refuses names pointing at non-public addresses (Node calls it as it connects). */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new CalendarError('refused', 'the calendar host resolves to a non-public address'), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function checkAllowed(url: URL, network: CalendarFetchOptions['network'], redirected: boolean): void {
  if (url.protocol !== 'https:' && (network === 'public' || redirected)) {
    throw new CalendarError('refused', redirected ? 'redirect to a non-https address' : 'not https');
  }
  // Credentials would be sent to whatever host a redirect names.
  if (url.username || url.password) throw new CalendarError('refused', 'an address with credentials');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (network === 'public' && isIP(host) !== 0 && !isPublicAddress(host)) {
    throw new CalendarError('refused', 'a non-public address');
  }
}

function send(url: URL, headers: Record<string, string>, network: string, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers,
      signal,
      ...(network === 'public' ? { lookup: publicLookup } : {}),
    });
    request.on('response', resolve);
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return response;
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new CalendarError('tooLarge', 'declared too large');
  const chunks: Buffer[] = [];
  let size = 0;
  const body = decoded(response);
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new CalendarError('tooLarge', `over ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
    body.destroy();
  }
  return Buffer.concat(chunks).toString('utf8');
}

function asCalendarError(error: unknown, signal: AbortSignal): CalendarError {
  if (signal.aborted) return new CalendarError('timeout', 'no complete answer in time');
  if (error instanceof CalendarError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  // zlib's errors: a body that says it is compressed and is not.
  if (code?.startsWith('Z_')) return new CalendarError('unparsable', 'a body that does not decompress');
  return new CalendarError('network', code ?? 'connection failed');
}

/** Fetches `address` once (see the module's comment); throws a CalendarError. */
export async function fetchCalendar(
  address: string,
  validators: Validators | undefined,
  options: CalendarFetchOptions = DEFAULT_FETCH_OPTIONS,
): Promise<CalendarAnswer> {
  let url = calendarUrl(address);
  const headers: Record<string, string> = {
    Accept: 'text/calendar, */*;q=0.5',
    'Accept-Encoding': 'gzip, deflate, br',
    'User-Agent': 'LakeforgeBusyTimes/1.0',
  };
  if (validators?.etag) headers['If-None-Match'] = validators.etag;
  if (validators?.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  const conditional = Boolean(validators?.etag || validators?.lastModified);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      checkAllowed(url, options.network, redirects > 0);
      const response = await send(url, headers, options.network, controller.signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location && redirects < MAX_REDIRECTS) {
        response.destroy();
        try {
          url = new URL(response.headers.location, url);
        } catch {
          throw new CalendarError('http', 'a redirect without a usable address', status);
        }
        continue;
      }
      if (status === 304 && conditional) {
        response.destroy();
        return { kind: 'notModified' };
      }
      if (status !== 200) {
        response.destroy();
        throw new CalendarError('http', `answered ${status}`, status);
      }
      const text = await readCapped(response, options.maxBytes);
      const etag = response.headers.etag;
      const lastModified = response.headers['last-modified'];
      return {
        kind: 'body',
        text,
        validators: { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) },
      };
    }
  } catch (error) {
    throw asCalendarError(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
