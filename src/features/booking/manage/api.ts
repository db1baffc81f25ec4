/**
 * POST /api/manageBooking (src/domain/booking/manage.ts): what the manage page asks, and which of a
 * few outcomes it got.
 */
import { API_ENDPOINTS } from '../../../domain/api/endpoints';
import type { ManageAnswer } from '../../../domain/api/manage';
import type { ManageRequest } from '../../../domain/api/requests';

export type ManageResult =
  | { kind: 'ok'; answer: ManageAnswer }
  /** 404: no booking behind this link (unknown, tampered with or incomplete). */
  | { kind: 'invalid' }
  /** 410: the link's meeting has ended. */
  | { kind: 'expired' }
  /** 400, 409 or 429: the server's words for why this change cannot be made. */
  | { kind: 'refused'; status: number; message: string }
  /** 5xx or no answer at all. */
  | { kind: 'failed' };

async function errorOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}

export async function callManage(apiOrigin: string, request: ManageRequest): Promise<ManageResult> {
  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${API_ENDPOINTS.manage}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) {
    try {
      return { kind: 'ok', answer: (await response.json()) as ManageAnswer };
    } catch {
      return { kind: 'failed' };
    }
  }
  if (response.status === 404) return { kind: 'invalid' };
  if (response.status === 410) return { kind: 'expired' };
  const message = await errorOf(response);
  if (message && [400, 409, 429].includes(response.status)) {
    return { kind: 'refused', status: response.status, message };
  }
  return { kind: 'failed' };
}
