/**
 * Who the client is, from what the front end in front of the function reports rather than from what the
 * client writes. Proxies append to `X-Forwarded-For`, so its leftmost entries are whatever the client
 * sent; only the entry `trustedHops` from the right was written by a proxy we trust (Express's
 * "trust proxy = n"). Behind Firebase Hosting this is not a documented contract: see docs/abuse.md.
 */
import { headerValue, type ApiRequest } from './request.js';

export interface ClientAddressSource {
  /** Lower-case header name, e.g. 'x-forwarded-for' (CLIENT_IP_HEADER). */
  header: string;
  /**
   * How many entries at the right of the header our own front end appended (TRUSTED_PROXY_HOPS): the
   * client is the entry that many from the right. 0: trust no header, use the socket's peer address.
   */
  trustedHops: number;
}

/** Cloud Run's front end appends `<client>, <front end>` (see docs/abuse.md); set per deployment. */
export const DEFAULT_CLIENT_ADDRESS_SOURCE: ClientAddressSource = { header: 'x-forwarded-for', trustedHops: 2 };

/**
 * The key all requests share when the header holds fewer entries than the trusted hops: such a request
 * did not come through the front end as configured, so nothing in it can be believed.
 */
export const UNATTRIBUTED = 'unattributed';

/** The client's address (or UNATTRIBUTED); never an entry the client could have written. */
export function clientAddress(request: ApiRequest, source: ClientAddressSource): string {
  if (source.trustedHops <= 0) return request.ip || UNATTRIBUTED;
  const values = request.headers[source.header.toLowerCase()];
  const joined = Array.isArray(values) ? values.join(',') : (headerValue(request, source.header) ?? '');
  const entries = joined
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries[entries.length - source.trustedHops] ?? UNATTRIBUTED;
}

/** Reads CLIENT_IP_HEADER and TRUSTED_PROXY_HOPS; a malformed value keeps the default. */
export function clientAddressSource(
  header: string | undefined,
  hops: string | number | undefined,
): ClientAddressSource {
  const name = header?.trim().toLowerCase();
  const count = typeof hops === 'number' ? hops : Number(hops?.trim() || Number.NaN);
  return {
    header: name && /^[a-z0-9-]+$/.test(name) ? name : DEFAULT_CLIENT_ADDRESS_SOURCE.header,
    trustedHops: Number.isInteger(count) && count >= 0 ? count : DEFAULT_CLIENT_ADDRESS_SOURCE.trustedHops,
  };
}
