/**
 * The confirmation screen's 'Add to calendar' file: the booked meeting as an .ics, offered as a
 * `data:` link with a `download` name (the CSP lists no `blob:`; a download link is not a fetch,
 * so `connect-src` does not apply).
 */
import { consultationIcs } from '../../domain/booking/invitation';
import { company } from '../../content/company';

export const CALENDAR_FILE_NAME = 'lakeforge-consultation.ics';

export interface BookedMeeting {
  start: Date;
  purpose: string;
  attemptId: string;
}

export function meetingCalendarFile(meeting: BookedMeeting, now: Date): string {
  return consultationIcs({
    start: meeting.start,
    purpose: meeting.purpose,
    unique: meeting.attemptId,
    now,
    organizer: { name: company.name, email: company.email },
  });
}

/** The file as a link target. */
export function calendarDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
