/**
 * POST /api/servicesEmail (DESIGN §5). Only the success status decides; a 400 may name bad fields
 * (`{error, fields}`), shown next to them. Network failures reject with the browser's own error.
 *
 * Nothing here imports the shared zod schemas: they stay on the server (bundle budget).
 */
import type { ServiceRequestInput } from '../../domain/forms/schemas';

export const SERVICES_ENDPOINT = '/api/servicesEmail';

/** What the dialog sends: the service request payload, the honeypot and the retry id. */
export interface ServiceRequestBody extends Required<Omit<ServiceRequestInput, 'attemptId'>> {
  /** Honeypot: always empty when a person fills the form. */
  website: string;
  attemptId: string;
}

export type SubmitOutcome = { ok: true } | { ok: false; status: number; fields: Record<string, string> };

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

/** Sends the request. `origin` is '' in the site (same origin) and a test server's origin in tests. */
export async function sendServiceRequest(body: ServiceRequestBody, origin = ''): Promise<SubmitOutcome> {
  const response = await fetch(`${origin}${SERVICES_ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
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

export const SUBMISSION_FAILED = 'Submission failed. Please try again.';

/** What the dialog shows for an error thrown while sending: its own message, else a general one. */
export function thrownErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : SUBMISSION_FAILED;
}
