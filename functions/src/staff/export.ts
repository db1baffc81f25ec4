/**
 * GET /api/staff/export: every booking or every lead as CSV (csv.ts), read and written one page at a time.
 * Bookings: upcoming (soonest first), then past (latest first), then cancelled. Leads: contact inquiries,
 * then service requests, each newest first, with their delivery, status, owner and notes.
 */
import type { StaffBooking, StaffLead } from '../../../src/domain/api/staff.js';
import { LEAD_SOURCE_LABELS, UTM_KEYS, type LeadSource } from '../../../src/domain/attribution/source.js';
import { csvHeader, csvRows, type CsvColumn } from './csv.js';
import type { StaffStore } from './store.js';

export const EXPORT_PAGE_SIZE = 500;

/** Where the lead's visit came from, one column a part (empty when the browser sent none). */
function sourceColumns<T extends { source?: LeadSource }>(): CsvColumn<T>[] {
  return [
    { header: LEAD_SOURCE_LABELS.landingPage, value: (item) => item.source?.landingPage },
    { header: LEAD_SOURCE_LABELS.referrerOrigin, value: (item) => item.source?.referrerOrigin },
    ...UTM_KEYS.map((key): CsvColumn<T> => ({
      header: LEAD_SOURCE_LABELS[key],
      value: (item) => item.source?.utm?.[key],
    })),
  ];
}

const LEAD_COLUMNS: CsvColumn<StaffLead>[] = [
  { header: 'Kind', value: (lead) => (lead.kind === 'contact' ? 'Contact inquiry' : 'Service request') },
  { header: 'Received', value: (lead) => lead.createdAt },
  { header: 'Name', value: (lead) => lead.name },
  { header: 'Email', value: (lead) => lead.email },
  { header: 'Service', value: (lead) => lead.fields.service ?? lead.fields.serviceType },
  { header: 'Category', value: (lead) => lead.fields.serviceCategory },
  { header: 'Package', value: (lead) => lead.fields.package },
  { header: 'Message', value: (lead) => lead.fields.message ?? lead.fields.requirements },
  { header: 'Delivery', value: (lead) => lead.delivery.status },
  { header: 'Delivery attempts', value: (lead) => lead.delivery.attempts },
  { header: 'Delivery error', value: (lead) => lead.delivery.error },
  { header: 'Status', value: (lead) => lead.status },
  { header: 'Owner', value: (lead) => lead.owner ?? undefined },
  { header: 'Channel', value: (lead) => lead.channel },
  // One line a note, oldest first: when, who, what.
  { header: 'Notes', value: (lead) => lead.notes.map((note) => `${note.at} ${note.by}: ${note.text}`).join('\n') },
  { header: 'Updated', value: (lead) => lead.updatedAt },
  { header: 'Updated by', value: (lead) => lead.updatedBy },
  ...sourceColumns<StaffLead>(),
  { header: 'Id', value: (lead) => lead.id },
];

const BOOKING_COLUMNS: CsvColumn<StaffBooking>[] = [
  { header: 'Status', value: (booking) => booking.status },
  { header: 'Start', value: (booking) => booking.datetime },
  { header: 'Name', value: (booking) => booking.name },
  { header: 'Email', value: (booking) => booking.email },
  { header: 'Purpose', value: (booking) => booking.purpose },
  { header: 'Booked', value: (booking) => booking.createdAt },
  { header: 'Times moved', value: (booking) => booking.sequence },
  { header: 'Agency notice', value: (booking) => booking.agencyNotice?.status },
  { header: 'Latest change', value: (booking) => booking.change?.kind },
  { header: 'Changed', value: (booking) => booking.change?.changedAt },
  { header: 'Change emails', value: (booking) => booking.change?.delivery.status },
  { header: 'Reminder', value: (booking) => booking.reminder?.status },
  ...sourceColumns<StaffBooking>(),
  { header: 'Slot', value: (booking) => booking.slotId },
  { header: 'Booking id', value: (booking) => booking.bookingId },
];

/** The CSV, page by page; `done` is told how many rows were written once the last one is. */
export async function* exportStream(
  kind: 'bookings' | 'inquiries',
  store: StaffStore,
  now: Date,
  done: (rows: number) => Promise<void>,
): AsyncGenerator<string> {
  let rows = 0;
  if (kind === 'inquiries') {
    yield csvHeader(LEAD_COLUMNS);
    // One kind after the other: merging both newest first would read each page twice over.
    for (const leadKind of ['contact', 'service'] as const) {
      let cursor: string | undefined;
      do {
        const page = await store.listLeads({ kind: leadKind, limit: EXPORT_PAGE_SIZE, cursor });
        rows += page.items.length;
        yield csvRows(LEAD_COLUMNS, page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    }
  } else {
    yield csvHeader(BOOKING_COLUMNS);
    for (const when of ['upcoming', 'past', 'cancelled'] as const) {
      let cursor: string | undefined;
      do {
        const page = await store.listBookings({ when, limit: EXPORT_PAGE_SIZE, cursor }, now);
        rows += page.items.length;
        yield csvRows(BOOKING_COLUMNS, page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
    }
  }
  await done(rows);
}
