import { company } from '../company';
import { buildMeetingIcs, meetingUid, type IcsPerson } from './ics';
import { MEETING_MINUTES } from './slots';

export interface ConsultationInvitation {
  start: Date;
  purpose: string;
  /** What makes this booking unique (the visitor's attempt id, else the slot id). */
  unique: string;
  now: Date;
  organizer: IcsPerson;
  attendee?: IcsPerson;
}

/**
 * The consultation as an iCalendar file: the invitation the booking function emails and the file the
 * wizard offers to download. Same UID for both, so a calendar holds one event, not two.
 */
export function consultationIcs({ start, purpose, unique, now, organizer, attendee }: ConsultationInvitation): string {
  return buildMeetingIcs({
    uid: meetingUid(start, unique, new URL(company.siteUrl).hostname),
    start,
    durationMinutes: MEETING_MINUTES,
    now,
    summary: `Free consultation with ${company.name}`,
    description:
      `Your free ${MEETING_MINUTES}-minute consultation with ${company.name}.\n` +
      `Topic: ${purpose}\n` +
      `We will contact you before the meeting with the call details.\n` +
      `Questions or changes: ${company.phone} or ${organizer.email}`,
    location: `Online or by phone (${company.name} will confirm)`,
    organizer,
    ...(attendee ? { attendee } : {}),
  });
}
