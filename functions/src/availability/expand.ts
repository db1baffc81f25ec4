/**
 * The busy times of an iCalendar file (RFC 5545) within a range, by ical.js (Mozilla's parser, the one
 * Thunderbird uses): recurring events expanded with their EXDATEs and RDATEs, occurrences overridden by a
 * RECURRENCE-ID event taken at their new time, times in the file's own VTIMEZONE definitions. Only start and
 * end leave this module: never a title, a description, a location or an attendee.
 *
 * Rules of this import (docs/availability.md):
 * - TRANSP:TRANSPARENT ("show as free") and STATUS:CANCELLED events are not busy, nor is an event with no
 *   length;
 * - a TZID with no VTIMEZONE in the file is read as an IANA zone name when it is one (Google and Apple name
 *   zones that way), and a time with no zone at all ("floating") or an unknown zone as Toronto time;
 * - an all-day event (DATE values, which carry no zone) is busy for its whole days in Toronto, from 00:00 on
 *   its first day to 00:00 after its last, whatever zone the calendar that holds it is in;
 * - an override whose occurrence the recurrence does not produce counts as an event of its own (busy rather
 *   than free when the file is odd).
 */
import { TZDate } from '@date-fns/tz';
import ICAL from 'ical.js';
import type { BusyInterval } from '../../../src/domain/availability/model.js';
import { isValidTimeZone, MEETING_TIME_ZONE } from '../../../src/domain/booking/slots.js';
import { CalendarError } from './calendarFetch.js';

type Event = InstanceType<typeof ICAL.Event>;
type Time = InstanceType<typeof ICAL.Time>;

/**
 * Occurrences the recurring events of one file may produce, from their first to the range's end: past it the
 * file is refused (a daily event since 1990 is about 13,000; the bound keeps one import within seconds).
 */
export const MAX_OCCURRENCES = 50_000;

export interface Range {
  start: Date;
  end: Date;
}

/** Sorted, with overlapping or touching intervals merged into one. */
export function mergeIntervals(intervals: Iterable<BusyInterval>): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end > last.end) last.end = interval.end;
    } else {
      merged.push({ start: interval.start, end: interval.end });
    }
  }
  return merged;
}

/** The parts of the intervals inside `range`, merged and sorted. */
export function clipIntervals(intervals: Iterable<BusyInterval>, range: Range): BusyInterval[] {
  const inside: BusyInterval[] = [];
  for (const { start, end } of intervals) {
    const clipped = {
      start: new Date(Math.max(start.getTime(), range.start.getTime())),
      end: new Date(Math.min(end.getTime(), range.end.getTime())),
    };
    if (clipped.start < clipped.end) inside.push(clipped);
  }
  return mergeIntervals(inside);
}

/** The zone a floating time of this property is read in: its TZID when an IANA name, else Toronto. */
function floatingZoneOf(event: Event, property: 'dtstart' | 'dtend'): string {
  const tzid = event.component.getFirstProperty(property)?.getParameter('tzid');
  return typeof tzid === 'string' && isValidTimeZone(tzid) ? tzid : MEETING_TIME_ZONE;
}

function instantOf(time: Time, floatingZone: string): Date {
  if (time.isDate) {
    return new TZDate(time.year, time.month - 1, time.day, 0, 0, 0, MEETING_TIME_ZONE);
  }
  // A zone from the file's VTIMEZONE, or UTC: ical.js converts.
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return new Date(time.toUnixTime() * 1000);
  return new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, floatingZone);
}

const isBusy = (event: Event) =>
  String(event.component.getFirstPropertyValue('transp') ?? 'OPAQUE').toUpperCase() !== 'TRANSPARENT' &&
  String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

function intervalOf(event: Event, start: Time, end: Time): BusyInterval | undefined {
  if (!isBusy(event)) return undefined;
  const interval = {
    start: instantOf(start, floatingZoneOf(event, 'dtstart')),
    end: instantOf(end, floatingZoneOf(event, event.component.hasProperty('dtend') ? 'dtend' : 'dtstart')),
  };
  return interval.start < interval.end ? interval : undefined;
}

function calendarsOf(text: string): InstanceType<typeof ICAL.Component>[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw new CalendarError('unparsable', 'not an iCalendar file');
  }
  // One component, or several at the top level.
  const roots = (Array.isArray(parsed) && typeof parsed[0] === 'string' ? [parsed] : parsed) as unknown[];
  const calendars = roots
    .map((root) => new ICAL.Component(root as ConstructorParameters<typeof ICAL.Component>[0]))
    .filter((component) => component.name === 'vcalendar');
  if (calendars.length === 0) throw new CalendarError('unparsable', 'no VCALENDAR');
  return calendars;
}

/** The busy intervals of the file that overlap `range`, clipped to it, merged and sorted. */
export function busyIntervals(text: string, range: Range, maxOccurrences = MAX_OCCURRENCES): BusyInterval[] {
  const busy: BusyInterval[] = [];
  let occurrencesLeft = maxOccurrences;
  try {
    for (const calendar of calendarsOf(text)) {
      const masters = new Map<string, Event>();
      const overrides: Event[] = [];
      for (const component of calendar.getAllSubcomponents('vevent')) {
        const event = new ICAL.Event(component);
        if (!event.startDate) continue;
        if (event.isRecurrenceException()) overrides.push(event);
        else masters.set(event.uid, event);
      }
      for (const override of overrides) masters.get(override.uid)?.relateException(override);

      for (const event of masters.values()) {
        if (!event.isRecurring()) {
          const interval = intervalOf(event, event.startDate, event.endDate);
          if (interval) busy.push(interval);
          continue;
        }
        const zone = floatingZoneOf(event, 'dtstart');
        const occurrences = event.iterator();
        for (;;) {
          const next = occurrences.next();
          if (!next || instantOf(next, zone) >= range.end) break;
          occurrencesLeft -= 1;
          if (occurrencesLeft < 0) throw new CalendarError('unparsable', 'recurrences with too many occurrences');
          const details = event.getOccurrenceDetails(next);
          // The series, or the override of this occurrence (its own times, status and transparency).
          const interval = intervalOf(details.item, details.startDate, details.endDate);
          if (interval) busy.push(interval);
        }
      }
      // Each override counts as an event of its own too: one met above is then counted twice at the same
      // time, which the merge folds into one; one the rule never reaches (its series missing, or moved in
      // from an occurrence after the range) still counts.
      for (const override of overrides) {
        const interval = intervalOf(override, override.startDate, override.endDate);
        if (interval) busy.push(interval);
      }
    }
  } catch (error) {
    if (error instanceof CalendarError) throw error;
    // ical.js's own errors (a malformed date, a rule it cannot read): the file is refused, not half-read.
    throw new CalendarError('unparsable', 'an event that cannot be read');
  }
  return clipIntervals(busy, range);
}
