/**
 * What the browser sends to each endpoint: the input of the schema the function validates it with
 * (before trimming and defaults), plus the spam guards every form may send beside it. Types only: the
 * browser never loads the schemas (bundle budget).
 */
import type { z } from '../zod';
import type { manageRequestSchema } from '../booking/manageSchema';
import type { LeadSource } from '../attribution/source';
import type { bookingSchema, contactSchema, serviceRequestSchema } from '../forms/schemas';

/** Sent by every form besides its own fields; the schemas leave them out and the function reads them first. */
export interface SpamGuards {
  /** The honeypot (HONEYPOT_FIELD): a field hidden from people, absent or empty when a person sends. */
  website?: string;
  /** Milliseconds from the form being shown to being sent (FILL_TIME_FIELD, src/lib/fillTime.ts). */
  fillMs?: number;
}

/** Where the visit came from (src/lib/attribution.ts); the server keeps its valid parts and drops the rest. */
type WithSource<T> = Omit<T, 'source'> & { source?: LeadSource | undefined };

export type BookingRequest = WithSource<z.input<typeof bookingSchema>> & SpamGuards;
export type ContactRequest = WithSource<z.input<typeof contactSchema>> & SpamGuards;
export type ServiceRequest = WithSource<z.input<typeof serviceRequestSchema>> & SpamGuards;
export type ManageRequest = z.input<typeof manageRequestSchema>;
