import { describe, expect, it } from 'vitest';
import { bookingsFeedIcs, FEED_NAME, type FeedBooking } from './bookingsFeed';
import { MAX_LINE_OCTETS } from './ics';
import { consultationIcs } from './invitation';

const NOW = new Date('2027-04-12T12:00:00Z');
const booking: FeedBooking = {
  start: new Date('2027-04-14T13:30:00Z'),
  firstStart: new Date('2027-04-13T14:00:00Z'),
  unique: 'attempt-7f3c2d1e',
  sequence: 2,
  name: 'Zoë Tremblay-Okafor',
  email: 'zoe@example.com',
  purpose: 'Website Development',
  cancelled: false,
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');
/** The VEVENTs, each as its unfolded lines. */
function events(ics: string): string[][] {
  return unfold(ics)
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((part) => part.slice(0, part.indexOf('END:VEVENT')).trimEnd().split('\r\n'));
}
const property = (lines: string[], name: string) =>
  lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('bookingsFeedIcs', () => {
  it('is one published calendar, named and refreshed often, with one event a booking', () => {
    const ics = bookingsFeedIcs([booking, { ...booking, unique: 'attempt-2', cancelled: true }], NOW);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 9)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Lakeforge Digital//Consultation booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `NAME:${FEED_NAME}`,
      `X-WR-CALNAME:${FEED_NAME}`,
      'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
      'X-PUBLISHED-TTL:PT15M',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(events(ics)).toHaveLength(2);
    expect(bookingsFeedIcs([], NOW)).toContain('METHOD:PUBLISH\r\n');
  });

  it("names each meeting as the visitor's invitation does: the same UID, the booking's SEQUENCE", () => {
    const invitation = consultationIcs({
      start: booking.start,
      firstStart: booking.firstStart,
      purpose: booking.purpose,
      unique: booking.unique,
      sequence: booking.sequence,
      now: NOW,
      organizer: { name: 'Lakeforge Digital', email: 'hello@lakeforge.ca' },
      attendee: { name: booking.name, email: booking.email },
    });
    const [event] = events(bookingsFeedIcs([booking], NOW));
    const [invited] = events(invitation);
    for (const name of ['UID', 'SEQUENCE', 'DTSTART', 'DTEND'])
      expect(property(event!, name)).toBe(property(invited!, name));
    expect(property(event!, 'SEQUENCE')).toBe('SEQUENCE:2');
    expect(property(event!, 'STATUS')).toBe('STATUS:CONFIRMED');
    expect(property(event!, 'UID')).toBe('UID:booking-20270413T140000Z-attempt-7f3c2d1e@lakeforge.ca');
  });

  it('shows a cancellation as the same event, cancelled, one SEQUENCE on (as the cancellation email)', () => {
    const [event] = events(bookingsFeedIcs([{ ...booking, cancelled: true }], NOW));
    expect(property(event!, 'STATUS')).toBe('STATUS:CANCELLED');
    expect(property(event!, 'SEQUENCE')).toBe('SEQUENCE:3');
    expect(property(event!, 'UID')).toBe('UID:booking-20270413T140000Z-attempt-7f3c2d1e@lakeforge.ca');
  });

  it("carries the visitor's name, address and topic for the staff, escaped as TEXT", () => {
    const [event] = events(
      bookingsFeedIcs([{ ...booking, name: 'Ada, Countess; of \\ Lovelace', purpose: 'SEO\nand ads' }], NOW),
    );
    expect(property(event!, 'SUMMARY')).toBe('SUMMARY:Consultation: Ada\\, Countess\\; of \\\\ Lovelace');
    expect(property(event!, 'DESCRIPTION')).toBe(
      'DESCRIPTION:Name: Ada\\, Countess\\; of \\\\ Lovelace\\nEmail: zoe@example.com\\nTopic: SEO\\nand ads',
    );
  });

  it('ends every line with CRLF and folds long ones at 75 octets', () => {
    const ics = bookingsFeedIcs([{ ...booking, purpose: 'Développement de site web '.repeat(8) }], NOW);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.slice(0, -2).split('\r\n');
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
  });
});
