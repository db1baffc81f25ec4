/**
 * POST /api/contactEmail (the contract: src/domain/api/README.md). Only the success status decides; a 400
 * may name bad fields (`{error, fields}`), which the form shows next to them. Network failures reject.
 */
import { API_ENDPOINTS } from '../../domain/api/endpoints';
import type { ContactRequest } from '../../domain/api/requests';
import { postJson, type PostOutcome } from '../../lib/api';

/** Sends it. `origin` is '' in the site (same origin) and a test server's origin in tests. */
export function sendContactInquiry(body: ContactRequest, origin = ''): Promise<PostOutcome> {
  return postJson(`${origin}${API_ENDPOINTS.contact}`, body);
}
