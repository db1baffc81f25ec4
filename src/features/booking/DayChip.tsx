import { formatDateParts } from '../../domain/booking/slots';
import type { CalendarDate } from '../../domain/calendarDate';
import { dateLabel } from './format';
import { ChipDay, ChipMonth, ChipNote, ChipWeekday, DateChip, TodayBadge } from './styles';

export interface DayChipProps {
  date: CalendarDate;
  /** How many times the day offers. */
  times: number;
  selected: boolean;
  today?: boolean;
  onChoose(date: CalendarDate): void;
}

const timesNote = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

/**
 * A day as a calendar chip (a toggle button): month, day, weekday and how many times it offers. Screen
 * readers hear one sentence instead of the four visual parts.
 */
export function DayChip({ date, times, selected, today = false, onChoose }: DayChipProps) {
  const parts = formatDateParts(date);
  return (
    <DateChip
      type="button"
      $selected={selected}
      aria-pressed={selected}
      data-date={date}
      onClick={() => onChoose(date)}
    >
      <span className="visually-hidden">
        {dateLabel(date)}
        {today ? ', today' : ''}, {timesNote(times)} available
      </span>
      <ChipMonth $selected={selected} aria-hidden="true">
        {parts.month}
      </ChipMonth>
      <ChipDay aria-hidden="true">{parts.day}</ChipDay>
      <ChipWeekday aria-hidden="true">{parts.weekday}</ChipWeekday>
      <ChipNote $selected={selected} aria-hidden="true">
        {timesNote(times)}
      </ChipNote>
      {today && (
        <TodayBadge $selected={selected} aria-hidden="true">
          Today
        </TodayBadge>
      )}
    </DateChip>
  );
}
