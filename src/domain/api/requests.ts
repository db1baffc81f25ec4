/**
 * What the browser sends to each endpoint: the input of the schema the function validates it with
 * (before trimming and defaults), plus the spam guards every form may send beside it. Types only: the
 * browser never loads the schemas (bundle budget).
 */
import type * as z from 'zod';
import type { manageRequestSchema } from '../booking/manageSchema';
import type { bookingSchema, contactSchema, serviceRequestSchema } from '../forms/schemas';

/** Sent by every form besides its own fields; the schemas leave them out and the function reads them first. */
export interface SpamGuards {
  /** The honeypot (HONEYPOT_FIELD): a field hidden from people, absent or empty when a person sends. */
  website?: string;
  /** Milliseconds from the form being shown to being sent (FILL_TIME_FIELD, src/lib/fillTime.ts). */
  fillMs?: number;
}

export type BookingRequest = z.input<typeof bookingSchema> & SpamGuards;
export type ContactRequest = z.input<typeof contactSchema> & SpamGuards;
export type ServiceRequest = z.input<typeof serviceRequestSchema> & SpamGuards;
export type ManageRequest = z.input<typeof manageRequestSchema>;
