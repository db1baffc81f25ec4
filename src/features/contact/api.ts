/**
 * POST /api/contactEmail (DESIGN §5). Only the success status decides; a 400 may name bad fields
 * (`{error, fields}`), which the form shows next to them. Network failures reject.
 *
 * Nothing here imports the shared zod schemas: they stay on the server (bundle budget).
 */
import { postJson, type PostOutcome } from '../../lib/api';
import type { ContactInput } from '../../domain/forms/schemas';

export const CONTACT_ENDPOINT = '/api/contactEmail';

/** What the form sends: the contact payload, the honeypot and the retry id. */
export interface ContactRequest extends Required<Omit<ContactInput, 'attemptId'>> {
  /** Honeypot: always empty when a person fills the form. */
  website: string;
  attemptId: string;
  /** Milliseconds the form was on screen before it was sent (see src/lib/fillTime.ts). */
  fillMs: number;
}

/** Sends it. `origin` is '' in the site (same origin) and a test server's origin in tests. */
export function sendContactInquiry(body: ContactRequest, origin = ''): Promise<PostOutcome> {
  return postJson(`${origin}${CONTACT_ENDPOINT}`, body);
}
