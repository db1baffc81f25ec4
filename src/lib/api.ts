/**
 * The browser's side of the site's HTTPS API (DESIGN §5): JSON in, a status out. A 400 may name the
 * fields it refused (`{error, fields}`); network failures reject with the browser's own error.
 */

export type PostOutcome = { ok: true } | { ok: false; status: number; fields: Record<string, string> };

/** The `fields` of an error answer, if it has readable ones. */
async function fieldErrors(response: Response): Promise<Record<string, string>> {
  try {
    const body: unknown = await response.json();
    const fields = (body as { fields?: unknown } | null)?.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
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
  return { ok: false, status: response.status, fields: await fieldErrors(response) };
}

/** A new id for one submission attempt (kept across retries, so the server recognises a repeat). */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
