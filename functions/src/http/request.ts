/**
 * The request basics every function shares: a framework-free request and answer that handlers are pure
 * functions of, the words of the common refusals, and what a request says about itself (its headers, its
 * media type, whether it is a page load, whether a form post came from the site's own pages).
 */
export type HeaderValue = string | string[] | undefined;

export interface ApiRequest {
  method: string;
  /** The path and query string as received (e.g. `/api/staff/inquiries?handled=false`). */
  url?: string;
  /** Header names in lower case (as Node gives them). */
  headers: Record<string, HeaderValue>;
  /** The body's bytes as received. */
  rawBody?: Buffer | string;
  /** A body some framework already parsed; used only when `rawBody` is absent. */
  body?: unknown;
  /**
   * The socket's peer address. Not Express's `req.ip`: under 'trust proxy' (which the Functions runtime
   * turns on) that is the leftmost X-Forwarded-For entry, which the client writes.
   */
  ip?: string;
}

export interface ApiResponse {
  status: number;
  /** Sent as JSON unless `html` is given. */
  body: Record<string, unknown>;
  headers?: Record<string, string>;
  /** A page for a browser that posted a form natively (sent as text/html instead of `body`). */
  html?: string;
  /** A body sent piece by piece as it is produced (instead of `body`), with its own Content-Type in `headers`. */
  stream?: AsyncIterable<string>;
}

export const MESSAGES = {
  methodNotAllowed: 'Method not allowed. Send the form with POST.',
  unsupportedMediaType: 'Content-Type must be application/json.',
  unsupportedFormMediaType: 'Content-Type must be application/json or application/x-www-form-urlencoded.',
  crossSite: 'Forms are accepted only from our own pages.',
  unreadableForm: 'The form data could not be read. Please try again.',
  tooLarge: 'The submission is too large.',
  compressed: 'Compressed request bodies are not accepted.',
  invalidJson: 'Request body must be valid JSON.',
  invalidFields: 'Please correct the highlighted fields.',
  rateLimited: 'Too many submissions from your connection. Please wait a few minutes and try again.',
  unexpected: 'Something went wrong. Please try again later.',
} as const;

export function json(status: number, body: Record<string, unknown>, headers?: Record<string, string>): ApiResponse {
  return headers ? { status, body, headers } : { status, body };
}

export function headerValue(request: ApiRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The body came compressed (`Content-Encoding` other than identity). No browser compresses a form or a
 * fetch body; the runtime has inflated it before any code of ours runs (docs/functions.md, "Compressed
 * bodies"), so refusing it saves only our own work, and says plainly that it is not accepted.
 */
export function isCompressed(request: ApiRequest): boolean {
  const encoding = headerValue(request, 'content-encoding')?.trim().toLowerCase();
  return encoding !== undefined && encoding !== '' && encoding !== 'identity';
}

export function mediaType(request: ApiRequest): string | undefined {
  return headerValue(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
}

/** What a browser sends for a `<form method="post">` without scripts. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * The request is a page load (a form posted natively, not a script's fetch): it is answered with a
 * page or a redirect. `Sec-Fetch-Mode` where the browser sends it; otherwise an `Accept` asking for HTML.
 */
export function wantsPage(request: ApiRequest): boolean {
  const mode = headerValue(request, 'sec-fetch-mode');
  if (mode) return mode.toLowerCase() === 'navigate';
  return /\btext\/html\b/i.test(headerValue(request, 'accept') ?? '');
}

/**
 * A form post from one of the site's own pages: `Sec-Fetch-Site: same-origin` (browsers set it and
 * scripts cannot), or, from a browser too old to send it, an `Origin` equal to the site's. Anything else
 * (another site, a same-site subdomain, no header at all) is refused: a page elsewhere must not be able
 * to post a visitor into sending us a message.
 */
export function isSameOriginPost(request: ApiRequest, siteOrigin: string): boolean {
  const site = headerValue(request, 'sec-fetch-site');
  if (site) return site.toLowerCase() === 'same-origin';
  const origin = headerValue(request, 'origin');
  return origin !== undefined && origin.toLowerCase() === siteOrigin.toLowerCase();
}

/**
 * A browser says the post comes from elsewhere: `Sec-Fetch-Site` other than same-origin, or, from a browser
 * too old to send it, an `Origin` other than the site's (`null` included). A client that sends neither (a
 * server, a test, curl) is not a page on another site, so this alone does not refuse it (docs/abuse.md,
 * "Posts from other sites").
 */
export function isCrossSitePost(request: ApiRequest, siteOrigin: string | undefined): boolean {
  const site = headerValue(request, 'sec-fetch-site');
  if (site) return site.toLowerCase() !== 'same-origin';
  const origin = headerValue(request, 'origin');
  return origin !== undefined && siteOrigin !== undefined && origin.toLowerCase() !== siteOrigin.toLowerCase();
}
