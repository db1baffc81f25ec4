/** Times as the back office shows them: in Toronto, where the agency and its meetings are, marked ET. */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { calendarDateOf, formatDateLabel, MEETING_TIME_ZONE } from '../../domain/booking/slots';

const inToronto = tz(MEETING_TIME_ZONE);

/** 'Tuesday, April 13, 2027 at 10:00 AM ET'. */
export function meetingTime(iso: string): string {
  const instant = new Date(iso);
  return `${formatDateLabel(calendarDateOf(instant))} at ${clockTime(iso)}`;
}

/** '10:00 AM ET'. */
export function clockTime(iso: string): string {
  return `${format(new Date(iso), 'h:mm a', { in: inToronto })} ET`;
}

/** '1:00 PM' for the Toronto clock time '13:00'. */
export function clockLabel(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Apr 13, 2027, 10:02 AM ET': when something happened. */
export function instantLabel(iso: string): string {
  return `${format(new Date(iso), 'MMM d, yyyy, h:mm a', { in: inToronto })} ET`;
}

/** The Toronto day of an instant ('2027-04-13') and its heading ('Tuesday, April 13, 2027'). */
export function dayOf(iso: string): { date: string; label: string } {
  const date = calendarDateOf(new Date(iso));
  return { date, label: formatDateLabel(date) };
}

/** Items grouped by their Toronto day, in the order given. */
export function groupByDay<T>(
  items: T[],
  instantOf: (item: T) => string,
): { date: string; label: string; items: T[] }[] {
  const groups: { date: string; label: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayOf(instantOf(item));
    const last = groups.at(-1);
    if (last?.date === day.date) last.items.push(item);
    else groups.push({ ...day, items: [item] });
  }
  return groups;
}
