/**
 * The browser's side of the site's HTTPS API (the contract: src/domain/api/README.md): JSON in, a status
 * out. A refusal's body is an `ErrorAnswer`: a 400 may name the fields it refused (`{error, fields}`); a
 * 429 says in `error` what limit was reached and when to try again, in words for the visitor. Network
 * failures reject with the browser's own error.
 */
import type { ErrorAnswer } from '../domain/api/answers';

export type PostOutcome =
  | { ok: true }
  | {
      ok: false;
      status: number;
      fields: Record<string, string>;
      /** The server's message on a 429. */ limit?: string;
      error?: string;
    };

/** The `fields` and `error` of an error answer, where readable (a proxy's error page is not JSON). */
async function errorAnswer(response: Response): Promise<Required<Pick<ErrorAnswer, 'fields'>> & Partial<ErrorAnswer>> {
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
