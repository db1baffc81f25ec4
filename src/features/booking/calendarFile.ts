/**
 * The confirmation screen's 'Add to calendar' file: the booked meeting as an .ics, offered as a
 * `data:` link with a `download` name (the CSP lists no `blob:`; a download link is not a fetch,
 * so `connect-src` does not apply).
 */
import { buildMeetingIcs, meetingUid } from '../../domain/booking/ics';
import { MEETING_MINUTES } from '../../domain/booking/slots';
import { company } from '../../content/company';

export const CALENDAR_FILE_NAME = 'lakeforge-consultation.ics';

export interface BookedMeeting {
  start: Date;
  purpose: string;
  attemptId: string;
}

export function meetingCalendarFile(meeting: BookedMeeting, now: Date): string {
  return buildMeetingIcs({
    uid: meetingUid(meeting.start, meeting.attemptId, new URL(company.siteUrl).hostname),
    start: meeting.start,
    durationMinutes: MEETING_MINUTES,
    now,
    summary: `Free consultation with ${company.name}`,
    description:
      `Your free ${MEETING_MINUTES}-minute consultation with ${company.name}.\n` +
      `Topic: ${meeting.purpose}\n` +
      `We will contact you before the meeting with the call details.\n` +
      `Questions or changes: ${company.phone} or ${company.email}`,
    location: `Online or by phone (${company.name} will confirm)`,
    organizer: { name: company.name, email: company.email },
  });
}

/** The file as a link target. */
export function calendarDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}
