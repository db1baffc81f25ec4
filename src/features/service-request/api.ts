/**
 * POST /api/servicesEmail (the contract: src/domain/api/README.md). Only the success status decides; a 400
 * may name bad fields (`{error, fields}`), shown next to them. Network failures reject with the browser's
 * own error.
 */
import { API_ENDPOINTS } from '../../domain/api/endpoints';
import type { ServiceRequest } from '../../domain/api/requests';
import { postJson, type PostOutcome } from '../../lib/api';

/** Sends it. `origin` is '' in the site (same origin) and a test server's origin in tests. */
export function sendServiceRequest(body: ServiceRequest, origin = ''): Promise<PostOutcome> {
  return postJson(`${origin}${API_ENDPOINTS.serviceRequest}`, body);
}

export const SUBMISSION_FAILED = 'Submission failed. Please try again.';

/** What the dialog shows for an error thrown while sending: its own message, else a general one. */
export function thrownErrorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : SUBMISSION_FAILED;
}
