/**
 * POST /api/sendBookingEmail (DESIGN §4–5): the server validates, claims the slot atomically and
 * sends the emails. The wizard only needs to know which of four outcomes it got.
 */

export const BOOKING_ENDPOINT = '/api/sendBookingEmail';

export interface BookingRequest {
  name: string;
  email: string;
  /** The meeting's start, ISO 8601 in UTC. */
  datetime: string;
  purpose: string;
  /** Same for every retry of one attempt, so the server recognises a repeat. */
  attemptId?: string;
  /** The honeypot; sent only when something filled it. */
  website?: string;
}

export type BookingResult =
  | { kind: 'confirmed' }
  /** 409: someone else holds the slot. */
  | { kind: 'taken' }
  /** 400: the server named the fields it refused (may be empty). */
  | { kind: 'invalid'; fields: Record<string, string> }
  /** 429, 5xx, or no answer at all. */
  | { kind: 'failed'; status?: number };

async function readFields(response: Response): Promise<Record<string, string>> {
  try {
    const body = (await response.json()) as { fields?: unknown };
    const fields: Record<string, string> = {};
    if (body && typeof body.fields === 'object' && body.fields !== null) {
      for (const [key, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[key] = value;
    }
    return fields;
  } catch {
    return {};
  }
}

export async function submitBooking(apiOrigin: string, request: BookingRequest): Promise<BookingResult> {
  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${BOOKING_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'confirmed' };
  if (response.status === 409) return { kind: 'taken' };
  if (response.status === 400) return { kind: 'invalid', fields: await readFields(response) };
  return { kind: 'failed', status: response.status };
}
