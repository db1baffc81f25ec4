/**
 * The browser's side of the site's HTTPS API (DESIGN §5): JSON in, a status out. A 400 may name the
 * fields it refused (`{error, fields}`); a 429 says in `error` what limit was reached and when to try
 * again, in words for the visitor. Network failures reject with the browser's own error.
 */

export type PostOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      fields: Record<string, string>;
      /** The server's message on a 429. */ limit?: string;
      error?: string;
    };

interface ErrorAnswer {
  fields: Record<string, string>;
  error?: string;
}

/** The `fields` and `error` of an error answer, where readable. */
async function errorAnswer(response: Response): Promise<ErrorAnswer> {
  try {
    const body = (await response.json()) as { fields?: unknown; error?: unknown } | null;
    const fields = body?.fields;
    return {
      fields:
        typeof fields === 'object' && fields !== null
          ? Object.fromEntries(
              Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
            )
          : {},
      ...(typeof body?.error === 'string' ? { error: body.error } : {}),
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
  const { fields, error } = await errorAnswer(response);
  return {
    ok: false,
    status: response.status,
    fields,
    ...(error ? { error } : {}),
    ...(response.status === 429 && error ? { limit: error } : {}),
  };
}

/** A new id for one submission attempt (kept across retries, so the server recognises a repeat). */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
