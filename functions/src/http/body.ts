/**
 * Reading a submission's body from its bytes, under one size limit: JSON from a script, or a form posted
 * natively (form-encoded, without scripts).
 */
import { headerValue, json, MESSAGES, type ApiRequest, type ApiResponse } from './request.js';

/**
 * Largest body accepted. The biggest legitimate one is a contact message of 5,000 characters,
 * which can take up to 3 bytes each in UTF-8 (about 15.5 kB with the other fields).
 */
export const MAX_BODY_BYTES = 20 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export type BodyResult = { ok: true; value: unknown } | { ok: false; response: ApiResponse };

/** The body's bytes, or a 413 when they (or the declared length) exceed MAX_BODY_BYTES; undefined when only a parsed body exists. */
function rawBodyBytes(
  request: ApiRequest,
): { ok: true; bytes: Buffer | undefined } | { ok: false; response: ApiResponse } {
  const tooLarge = { ok: false as const, response: json(413, { error: MESSAGES.tooLarge }) };
  const declaredLength = Number(headerValue(request, 'content-length'));
  if (Number.isFinite(declaredLength) && declaredLength > MAX_BODY_BYTES) return tooLarge;
  const raw =
    request.rawBody ?? (typeof request.body === 'string' || Buffer.isBuffer(request.body) ? request.body : undefined);
  if (raw === undefined) return { ok: true, bytes: undefined };
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  return bytes.length > MAX_BODY_BYTES ? tooLarge : { ok: true, bytes };
}

/**
 * A form-encoded body, read from its bytes rather than the framework's parse: body-parser's extended
 * (qs) mode turns `a[]=` and `a[b]=` into arrays and objects. A repeated name gives an array, which
 * validation refuses like any value that is not text.
 */
export function readFormBody(request: ApiRequest): BodyResult {
  const raw = rawBodyBytes(request);
  if (!raw.ok) return raw;
  if (raw.bytes === undefined) {
    // Only a parsed body is available (qs may have made arrays or objects: validation refuses them).
    if (typeof request.body !== 'object' || request.body === null) {
      return { ok: false, response: json(400, { error: MESSAGES.unreadableForm }) };
    }
    if (Buffer.byteLength(JSON.stringify(request.body)) > MAX_BODY_BYTES) {
      return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
    }
    return { ok: true, value: request.body };
  }
  let text: string;
  try {
    text = utf8.decode(raw.bytes);
  } catch {
    return { ok: false, response: json(400, { error: MESSAGES.unreadableForm }) };
  }
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const earlier = fields[name];
    fields[name] = earlier === undefined ? value : [earlier, value].flat();
  }
  return { ok: true, value: fields };
}

export function readJsonBody(request: ApiRequest): BodyResult {
  const raw = rawBodyBytes(request);
  if (!raw.ok) return raw;
  if (raw.bytes === undefined) {
    // Only a parsed body is available: measure it as JSON.
    if (request.body === undefined) return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) };
    if (Buffer.byteLength(JSON.stringify(request.body) ?? '') > MAX_BODY_BYTES) {
      return { ok: false, response: json(413, { error: MESSAGES.tooLarge }) };
    }
    return { ok: true, value: request.body };
  }
  try {
    return { ok: true, value: JSON.parse(utf8.decode(raw.bytes)) };
  } catch {
    return { ok: false, response: json(400, { error: MESSAGES.invalidJson }) };
  }
}
