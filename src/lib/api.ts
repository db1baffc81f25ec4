/**
 * The browser's side of the site's HTTPS API (DESIGN §5): JSON in, a status out. A 400 may name the
 * fields it refused (`{error, fields}`); network failures reject with the browser's own error.
 */

export type PostOutcome = { ok: true } | { ok: false; status: number; fields: Record<string, string>; error?: string };

/** The `fields` (and the `error` text) of an error answer, if it has readable ones. */
async function errorAnswer(response: Response): Promise<{ fields: Record<string, string>; error?: string }> {
  try {
    const body = (await response.json()) as { fields?: unknown; error?: unknown } | null;
    const fields = body?.fields;
    const error = typeof body?.error === 'string' ? { error: body.error } : {};
    if (typeof fields !== 'object' || fields === null) return { fields: {}, ...error };
    return {
      fields: Object.fromEntries(
        Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
      ...error,
    };
  } catch {
    return { fields: {} };
  }
}

/** POSTs `body` as JSON. `url` is a site path, prefixed in tests with a test server's origin. */
export async function postJson(url: string, body: unknown): Promise<PostOutcome> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true };
  return { ok: false, status: response.status, ...(await errorAnswer(response)) };
}

/** A new id for one submission attempt (kept across retries, so the server recognises a repeat). */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
