/**
 * The booking's emails: the visitor's confirmation (with the .ics invitation) and the agency's
 * notification, the move and the cancellation (each to both, with the updated invitation or the
 * calendar cancellation), the reminder, and the agency's alert when an invitation may or may not have
 * arrived. Each returns complete `MailMessage`s; `renderEmail` escapes for HTML and `headerSafe` keeps
 * subjects on one line.
 *
 * Mail to the visitor goes to an address nobody has verified, so it carries only text the agency
 * wrote plus validated values (the meeting's time and purpose) and the visitor's name only when it
 * passes `isPresentableName`; otherwise the greeting is neutral. Reply-To display names follow the
 * same rule (mail/compose.ts).
 */
import type { LeadSource } from '../../../src/domain/attribution/source.js';
import { ICS_MIME_TYPE, type IcsMethod, type IcsPerson } from '../../../src/domain/booking/ics.js';
import { consultationIcs } from '../../../src/domain/booking/invitation.js';
import {
  calendarDateOf,
  formatDateLabel,
  formatSlotTime,
  MEETING_MINUTES,
  timeZoneLabel,
} from '../../../src/domain/booking/slots.js';
import { company } from '../../../src/domain/company.js';
import { presentableName } from '../../../src/domain/forms/displayName.js';
import { headerSafe } from '../lib/text.js';
import { greeting, receivedLabel, sourceDetails, visitor, whoDetails } from '../mail/compose.js';
import { address, type MailAttachment, type MailConfig, type MailMessage } from '../mail/mailer.js';
import { renderEmail, type EmailDetail, type RenderedEmail } from '../mail/render.js';

export interface BookingDetails {
  name: string;
  email: string;
  purpose: string;
  start: Date;
  slotId: string;
  /** The visitor's form attempt: with it, the emailed invitation and the wizard's download share a UID. */
  attemptId?: string;
  /** The start it was first booked for, which the invitation's UID keeps through moves. Default `start`. */
  firstStart?: Date;
  /** How many times it was moved: the invitation's SEQUENCE. Default 0. */
  sequence?: number;
  /** Where the visit that booked came from: in the agency's notice of the booking only. */
  source?: LeadSource | undefined;
}

/** Where the visitor sees, moves or cancels the booking (the signed manage link). */
export type ManageUrl = string;

const MANAGE_LABEL = 'Change or cancel your booking';

/**
 * The booking as an invitation for one person's calendar: the visitor's or the agency's (the agency as
 * attendee, so its calendar accepts it). Same UID for both and through every change.
 */
function invitation(
  booking: BookingDetails,
  config: MailConfig,
  now: Date,
  attendee: IcsPerson,
  method: IcsMethod = 'REQUEST',
): MailAttachment {
  const sequence = (booking.sequence ?? 0) + (method === 'CANCEL' ? 1 : 0);
  const ics = consultationIcs({
    start: booking.start,
    purpose: booking.purpose,
    unique: booking.attemptId ?? booking.slotId,
    now,
    organizer: { name: config.from.name ?? company.name, email: config.from.email },
    attendee,
    method,
    sequence,
    ...(booking.firstStart ? { firstStart: booking.firstStart } : {}),
  });
  return {
    filename: method === 'CANCEL' ? 'cancellation.ics' : 'consultation.ics',
    content: Buffer.from(ics, 'utf8').toString('base64'),
    type: `${ICS_MIME_TYPE}; method=${method}`,
  };
}

const visitorAttendee = (booking: BookingDetails): IcsPerson => ({
  name: presentableName(booking.name) ?? booking.email,
  email: booking.email,
});

const agencyAttendee = (config: MailConfig): IcsPerson => ({
  name: config.agencyInbox.name ?? company.name,
  email: config.agencyInbox.email,
});

/** 'Monday, November 23, 2026 at 9:00 AM EST'. */
export function meetingTimeLabel(start: Date): string {
  return `${formatDateLabel(calendarDateOf(start))} at ${formatSlotTime(start)} ${timeZoneLabel(start)}`;
}

/** '9:00 AM – 9:30 AM EST'. */
function meetingTimeRange(start: Date): string {
  const end = new Date(start.getTime() + MEETING_MINUTES * 60_000);
  return `${formatSlotTime(start)} – ${formatSlotTime(end)} ${timeZoneLabel(start)}`;
}

/** A booking email to the visitor (replies reach the agency). */
function toVisitor(
  booking: BookingDetails,
  config: MailConfig,
  subject: string,
  body: RenderedEmail,
  attachments?: MailAttachment[],
): MailMessage {
  return {
    to: visitor(booking.email, booking.name),
    from: config.from,
    replyTo: config.agencyInbox,
    subject: headerSafe(subject),
    ...body,
    ...(attachments ? { attachments } : {}),
  };
}

/** A booking email to the agency (replies reach the visitor). */
function toAgency(
  booking: BookingDetails,
  config: MailConfig,
  subject: string,
  body: RenderedEmail,
  attachments: MailAttachment[],
): MailMessage {
  return {
    to: config.agencyInbox,
    from: config.from,
    replyTo: visitor(booking.email, booking.name),
    subject: headerSafe(subject),
    ...body,
    attachments,
  };
}

/** Date, time and topic of the meeting, as the visitor's emails show them. */
function meetingDetails(booking: BookingDetails): EmailDetail[] {
  return [
    { label: 'Date', value: formatDateLabel(calendarDateOf(booking.start)) },
    { label: 'Time', value: `${meetingTimeRange(booking.start)} (Eastern Time)` },
    { label: 'Topic', value: booking.purpose },
  ];
}

export function bookingConfirmation(
  booking: BookingDetails,
  config: MailConfig,
  now: Date,
  manageUrl: ManageUrl,
): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `Your free consultation is booked for ${when}.`,
    heading: 'Your consultation is confirmed',
    intro: [
      greeting(booking.name),
      `Thank you for booking a free ${MEETING_MINUTES}-minute consultation with ${company.name}. Here are the details:`,
    ],
    details: meetingDetails(booking),
    action: { label: MANAGE_LABEL, url: manageUrl },
    outro: [
      'A calendar invitation is attached. We will contact you before the meeting with the call details.',
      `Can't make it? Use the link above to pick another time or cancel, or call us at ${company.phone}.`,
      `Talk soon,\nThe ${company.name} team`,
    ],
  });
  return toVisitor(booking, config, `Your consultation with ${company.name} is confirmed: ${when}`, body, [
    invitation(booking, config, now, visitorAttendee(booking)),
  ]);
}

export function bookingNotification(booking: BookingDetails, config: MailConfig, now: Date): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `${booking.name} booked a consultation for ${when}.`,
    heading: 'New consultation booked',
    intro: ['A visitor booked a free consultation on the website. The confirmation has been emailed to them.'],
    details: [
      ...whoDetails(booking),
      { label: 'When', value: `${when} (${MEETING_MINUTES} minutes)` },
      { label: 'Topic', value: booking.purpose },
      { label: 'Booked', value: receivedLabel(now) },
      { label: 'Slot id', value: booking.slotId },
      ...sourceDetails(booking.source),
    ],
    outro: ['The calendar invitation is attached. Reply to this email to write to the visitor.'],
  });
  return toAgency(booking, config, `New booking: ${booking.name}, ${when}`, body, [
    invitation(booking, config, now, agencyAttendee(config)),
  ]);
}

/** To the visitor after a move: the new time, the updated invitation (same UID, next SEQUENCE), the link. */
export function bookingRescheduled(
  booking: BookingDetails,
  previousStart: Date,
  config: MailConfig,
  now: Date,
  manageUrl: ManageUrl,
): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `Your consultation is now on ${when}.`,
    heading: 'Your consultation has a new time',
    intro: [greeting(booking.name), `Your free consultation with ${company.name} has moved. Here are the new details:`],
    details: [...meetingDetails(booking), { label: 'Was', value: meetingTimeLabel(previousStart) }],
    action: { label: MANAGE_LABEL, url: manageUrl },
    outro: [
      'The updated calendar invitation is attached: it moves the meeting in your calendar.',
      `See you then,\nThe ${company.name} team`,
    ],
  });
  return toVisitor(booking, config, `Your consultation with ${company.name} has moved: ${when}`, body, [
    invitation(booking, config, now, visitorAttendee(booking)),
  ]);
}

export function bookingRescheduledNotice(
  booking: BookingDetails,
  previousStart: Date,
  config: MailConfig,
  now: Date,
): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `${booking.name} moved their consultation to ${when}.`,
    heading: 'Consultation moved',
    intro: ['A visitor moved their consultation with the link in their confirmation email.'],
    details: [
      ...whoDetails(booking),
      { label: 'New time', value: `${when} (${MEETING_MINUTES} minutes)` },
      { label: 'Was', value: meetingTimeLabel(previousStart) },
      { label: 'Topic', value: booking.purpose },
      { label: 'Moved', value: receivedLabel(now) },
    ],
    outro: ['The updated calendar invitation is attached. Reply to this email to write to the visitor.'],
  });
  return toAgency(booking, config, `Booking moved: ${booking.name}, ${when}`, body, [
    invitation(booking, config, now, agencyAttendee(config)),
  ]);
}

/** To the visitor after a cancellation, with the calendar cancellation (METHOD:CANCEL, same UID). */
export function bookingCancelled(booking: BookingDetails, config: MailConfig, now: Date): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `Your consultation on ${when} is cancelled.`,
    heading: 'Your consultation is cancelled',
    intro: [greeting(booking.name), `We have cancelled your free consultation on ${when}. The time is free again.`],
    outro: [
      'The attached calendar update removes the meeting from your calendar.',
      `Want to talk another time? Book a new consultation on our website or call us at ${company.phone}.`,
      `All the best,\nThe ${company.name} team`,
    ],
  });
  return toVisitor(booking, config, `Your consultation with ${company.name} is cancelled: ${when}`, body, [
    invitation(booking, config, now, visitorAttendee(booking), 'CANCEL'),
  ]);
}

export function bookingCancelledNotice(booking: BookingDetails, config: MailConfig, now: Date): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `${booking.name} cancelled their consultation on ${when}.`,
    heading: 'Consultation cancelled',
    intro: [
      'A visitor cancelled their consultation with the link in their confirmation email. The slot is free again.',
    ],
    details: [
      ...whoDetails(booking),
      { label: 'Was', value: `${when} (${MEETING_MINUTES} minutes)` },
      { label: 'Topic', value: booking.purpose },
      { label: 'Cancelled', value: receivedLabel(now) },
    ],
    outro: ['The attached calendar update removes the meeting from your calendar.'],
  });
  return toAgency(booking, config, `Booking cancelled: ${booking.name}, ${when}`, body, [
    invitation(booking, config, now, agencyAttendee(config), 'CANCEL'),
  ]);
}

/** The one reminder before the meeting (booking/reminders.ts). */
export function bookingReminder(booking: BookingDetails, config: MailConfig, manageUrl: ManageUrl): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `Your free consultation is on ${when}.`,
    heading: 'Your consultation is coming up',
    intro: [
      greeting(booking.name),
      `A reminder of your free ${MEETING_MINUTES}-minute consultation with ${company.name}:`,
    ],
    details: meetingDetails(booking),
    action: { label: MANAGE_LABEL, url: manageUrl },
    outro: [
      "If the time no longer works, use the link above to move or cancel it. We'll be in touch with the call details.",
      `Talk soon,\nThe ${company.name} team`,
    ],
  });
  return toVisitor(booking, config, `Reminder: your consultation with ${company.name}, ${when}`, body);
}

/** The visitor's invitation may be in their inbox, but the booking was not confirmed: the slot stays held. */
export function uncertainBookingAlert(booking: BookingDetails, config: MailConfig, reason: string): MailMessage {
  const when = meetingTimeLabel(booking.start);
  const body = renderEmail(config.siteUrl, {
    preheader: `Check the booking for ${when} with the visitor.`,
    heading: 'Booking needs a check',
    intro: [
      `The mail service did not say whether the visitor's invitation for ${when} was delivered (${reason}). The visitor was asked to try again, and the time stays reserved for them so that nobody else can book it.`,
      'Please contact the visitor: if they have the invitation, keep the meeting; if not, delete the slot and hold documents for this slot id in Firestore (slots, bookingHolds) to free the time.',
    ],
    details: [
      { label: 'Name', value: booking.name },
      { label: 'Email', value: booking.email },
      { label: 'When', value: when },
      { label: 'Topic', value: booking.purpose },
      { label: 'Slot id', value: booking.slotId },
    ],
    outro: ['Reply to this email to write to the visitor.'],
  });
  return {
    to: config.agencyInbox,
    from: config.from,
    replyTo: address(booking.email, booking.name),
    subject: headerSafe(`Check booking: ${booking.name}, ${when}`),
    ...body,
  };
}
