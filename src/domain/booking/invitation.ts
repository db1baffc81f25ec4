import { company } from '../company';
import { buildMeetingIcs, meetingUid, type IcsMethod, type IcsPerson } from './ics';
import { MEETING_MINUTES } from './slots';

export interface ConsultationInvitation {
  start: Date;
  purpose: string;
  /** What makes this booking unique (the visitor's attempt id, else the slot id). */
  unique: string;
  now: Date;
  organizer: IcsPerson;
  attendee?: IcsPerson;
  /** The start the meeting was first booked for, which its UID keeps through every move. Default `start`. */
  firstStart?: Date;
  /** How many times the meeting was moved (the event's SEQUENCE). Default 0. */
  sequence?: number;
  /** Default: REQUEST with an attendee, PUBLISH without; CANCEL to remove the event. */
  method?: IcsMethod;
}

/**
 * The UID of a booked consultation through all its moves: from the start it was first booked for and
 * what makes the booking unique (the visitor's attempt id, else the slot id). The visitor's invitation,
 * the agency's copy and the staff's bookings feed all name the meeting by it.
 */
export function consultationUid(firstStart: Date, unique: string): string {
  return meetingUid(firstStart, unique, new URL(company.siteUrl).hostname);
}

/**
 * The consultation as an iCalendar file: the invitation the booking function emails and the file the
 * wizard offers to download. Same UID for both, so a calendar holds one event, not two.
 */
export function consultationIcs(invitation: ConsultationInvitation): string {
  const { start, purpose, unique, now, organizer, attendee, firstStart, sequence, method } = invitation;
  return buildMeetingIcs({
    uid: consultationUid(firstStart ?? start, unique),
    ...(sequence !== undefined ? { sequence } : {}),
    ...(method ? { method } : {}),
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
