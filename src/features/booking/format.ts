/**
 * How the wizard words meeting times: Eastern Time first (as docs/product.md states to visitors), the
 * visitor's own time beside it when their zone differs.
 */
import {
  differsFromMeetingZone,
  formatDateLabel,
  formatInZone,
  formatSlotTime,
  timeZoneLabel,
} from '../../domain/booking/slots';
import type { CalendarDate } from '../../domain/calendarDate';

/** '9:00 AM ET'. */
export function easternTime(start: Date): string {
  return `${formatSlotTime(start)} ET`;
}

/** '3:00 PM your time' (or '6:30 AM (Tue) your time'), or null when the visitor is on Eastern Time. */
export function visitorTime(start: Date, timeZone: string | undefined): string | null {
  if (!timeZone || !differsFromMeetingZone(timeZone, start)) return null;
  return `${formatInZone(start, timeZone)} your time`;
}

/** 'Eastern Time (EDT)'. */
export function easternZoneName(at: Date): string {
  const label = timeZoneLabel(at);
  return label === 'ET' ? 'Eastern Time' : `Eastern Time (${label})`;
}

/** 'Tuesday, July 14, 2026'. */
export function dateLabel(date: CalendarDate): string {
  return formatDateLabel(date);
}

/** The time zone's name as people know it, e.g. 'Europe/London' → 'London'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}
