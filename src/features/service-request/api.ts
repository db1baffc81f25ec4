/**
 * POST /api/servicesEmail (DESIGN §5). Only the success status decides; a 400 may name bad fields
 * (`{error, fields}`), shown next to them. Network failures reject with the browser's own error.
 *
 * Nothing here imports the shared zod schemas: they stay on the server (bundle budget).
 */
import { postJson, type PostOutcome } from '../../lib/api';
import type { ServiceRequestInput } from '../../domain/forms/schemas';

export const SERVICES_ENDPOINT = '/api/servicesEmail';

/** What the dialog sends: the service request payload, the honeypot and the retry id. */
export interface ServiceRequestBody extends Required<Omit<ServiceRequestInput, 'attemptId'>> {
  /** Honeypot: always empty when a person fills the form. */
  website: string;
  attemptId: string;
  /** Milliseconds the dialog was open before the request was sent (see src/lib/fillTime.ts). */
  fillMs: number;
}

/** Sends it. `origin` is '' in the site (same origin) and a test server's origin in tests. */
export function sendServiceRequest(body: ServiceRequestBody, origin = ''): Promise<PostOutcome> {
  return postJson(`${origin}${SERVICES_ENDPOINT}`, body);
}

export const SUBMISSION_FAILED = 'Submission failed. Please try again.';

/** What the dialog shows for an error thrown while sending: its own message, else a general one. */
export function thrownErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : SUBMISSION_FAILED;
}
