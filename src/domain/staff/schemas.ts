/**
 * The staff API's validation of what the back office sends: the list filters (query strings), a lead's
 * handled state and note, a booking's move. Types for the browser: `src/domain/api/staff.ts`.
 */
import * as z from 'zod';

export const LEAD_KINDS = ['contact', 'service'] as const;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 2000;
/** Search terms are prefixes of names' words and of addresses (store/search.ts): shorter ones match too much. */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 100;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const limit = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE);
const cursor = z.string().max(2000).optional();
/** A day or an instant; a day is read as its start in UTC. */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value));

export const bookingListSchema = z.strictObject({
  when: z.enum(['upcoming', 'past', 'cancelled']).default('upcoming'),
  limit,
  cursor,
});

export const leadListSchema = z
  .strictObject({
    kind: z.enum(LEAD_KINDS).optional(),
    handled: flag.optional(),
    deliveryFailed: flag.optional(),
    from: when.optional(),
    to: when.optional(),
    q: z.string().trim().min(MIN_SEARCH_LENGTH).max(MAX_SEARCH_LENGTH).optional(),
    limit,
    cursor,
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['to'],
    message: 'The end of the date range must come after its start.',
  });

export const exportSchema = z.strictObject({ kind: z.enum(['bookings', 'inquiries']) });

export const leadUpdateSchema = z
  .strictObject({
    handled: z.boolean().optional(),
    note: z.string().max(MAX_NOTE_LENGTH).optional(),
  })
  .refine((update) => update.handled !== undefined || update.note !== undefined, {
    message: 'Send handled, note or both.',
  });

export const staffMoveSchema = z.strictObject({
  datetime: z.iso.datetime({ offset: true, error: 'Choose the new time.' }),
  /** The start the staff member saw: a booking moved since is refused (409). */
  expectedStart: z.iso.datetime({ offset: true, error: 'Send the start the booking had when you chose.' }),
});

export const staffCancelSchema = z.strictObject({
  expectedStart: z.iso.datetime({ offset: true }).optional(),
});
