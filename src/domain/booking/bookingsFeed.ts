/**
 * The staff's bookings feed (docs/staff.md, "The bookings feed"): one iCalendar file listing the agency's
 * consultations, which a calendar app subscribes to by its secret address. Each meeting is the event the
 * visitor's invitation names: the same UID (consultationUid) and SEQUENCE, so a move shows as the same event
 * at its new time with a higher SEQUENCE, and a cancellation as that event with STATUS:CANCELLED and the
 * SEQUENCE of the cancellation email. Unlike the visitor's file it carries the visitor's name, address and
 * topic, for the staff.
 */
import { company } from '../company';
import { calendarFile, escapeText, meetingEventLines } from './ics';
import { consultationUid } from './invitation';
import { MEETING_MINUTES } from './slots';

export interface FeedBooking {
  start: Date;
  /** The start it was first booked for (the UID keeps it through every move). */
  firstStart: Date;
  /** The visitor's attempt id, else the slot id: what the invitation's UID was made from. */
  unique: string;
  /** Times it was moved, as stored with the booking. */
  sequence: number;
  name: string;
  email: string;
  purpose: string;
  cancelled: boolean;
}

export const FEED_NAME = `${company.name} consultations`;
/** How often a subscribed calendar is asked to fetch the feed again (RFC 7986 REFRESH-INTERVAL). */
export const FEED_REFRESH = 'PT15M';

export function bookingsFeedIcs(bookings: FeedBooking[], now: Date): string {
  const events = bookings.map((booking) =>
    meetingEventLines({
      uid: consultationUid(booking.firstStart, booking.unique),
      start: booking.start,
      durationMinutes: MEETING_MINUTES,
      now,
      summary: `Consultation: ${booking.name}`,
      description: `Name: ${booking.name}\nEmail: ${booking.email}\nTopic: ${booking.purpose}`,
      organizer: { name: company.name, email: company.email },
      // The event as the invitations left it: cancelled (STATUS:CANCELLED) one revision after the booking's
      // last, as in the cancellation email; otherwise confirmed, with the invitation's alarm.
      method: booking.cancelled ? 'CANCEL' : 'PUBLISH',
      sequence: booking.sequence + (booking.cancelled ? 1 : 0),
    }),
  );
  return calendarFile('PUBLISH', events, [
    `NAME:${escapeText(FEED_NAME)}`,
    `X-WR-CALNAME:${escapeText(FEED_NAME)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ]);
}
