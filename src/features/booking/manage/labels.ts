import { calendarDateOf } from '../../../domain/booking/slots';
import { dateLabel, easternTime } from '../format';

/** 'Tuesday, November 24, 2026 at 11:00 AM ET'. */
export function meetingLabel(datetime: string): string {
  const start = new Date(datetime);
  return `${dateLabel(calendarDateOf(start))} at ${easternTime(start)}`;
}
