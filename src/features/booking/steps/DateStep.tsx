import type { Ref } from 'react';
import { Button } from '../../../components/Button';
import { ArrowRightIcon } from '../../../components/icons/UiIcons';
import { company } from '../../../content/company';
import { formatDateParts, type CalendarDate, type DayAvailability } from '../../../domain/booking/slots';
import { dateLabel } from '../format';
import { LoadingState, StepHeading, StepLead } from '../parts';
import {
  Actions,
  ChipDay,
  ChipMonth,
  ChipNote,
  ChipWeekday,
  DateChip,
  DateGrid,
  Notice,
  StepBody,
  TodayBadge,
} from '../styles';

export interface DateStepProps {
  status: 'loading' | 'ready' | 'error';
  days: DayAvailability[];
  today: CalendarDate;
  selected: CalendarDate | null;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose(date: CalendarDate): void;
  onNext(): void;
  onRetry(): void;
}

const timesNote = (count: number) => `${count} ${count === 1 ? 'time' : 'times'}`;

/** Step 1 'Select a Date': the offered days as calendar chips (toggle buttons). */
export function DateStep({ status, days, today, selected, headingRef, onChoose, onNext, onRetry }: DateStepProps) {
  return (
    <StepBody>
      <StepHeading ref={headingRef} tabIndex={-1} id="booking-step-heading">
        Select a Date
      </StepHeading>
      <StepLead>Choose a weekday in the next seven days. Times are in Eastern Time.</StepLead>
      {status === 'loading' && <LoadingState label="Loading available dates…" />}
      {status === 'error' && (
        // What failed is the toast's to say (spec §8): this block offers the ways forward, once.
        <Notice>
          <Button type="button" $variant="secondary" onClick={onRetry}>
            Try again
          </Button>
          <p>
            Or book by phone at <a href={company.phoneHref}>{company.phone}</a>.
          </p>
        </Notice>
      )}
      {status === 'ready' && days.length === 0 && (
        <Notice>
          <p>Every time in the next seven days is taken.</p>
          <p>
            Call us at <a href={company.phoneHref}>{company.phone}</a> or email{' '}
            <a href={`mailto:${company.email}`}>{company.email}</a> and we will find a time.
          </p>
        </Notice>
      )}
      {status === 'ready' && days.length > 0 && (
        <DateGrid role="group" aria-labelledby="booking-step-heading">
          {days.map((day) => {
            const parts = formatDateParts(day.date);
            const isSelected = day.date === selected;
            const isToday = day.date === today;
            return (
              <DateChip
                key={day.date}
                type="button"
                $selected={isSelected}
                aria-pressed={isSelected}
                data-date={day.date}
                onClick={() => onChoose(day.date)}
              >
                <span className="visually-hidden">
                  {dateLabel(day.date)}
                  {isToday ? ', today' : ''}, {timesNote(day.slots.length)} available
                </span>
                <ChipMonth $selected={isSelected} aria-hidden="true">
                  {parts.month}
                </ChipMonth>
                <ChipDay aria-hidden="true">{parts.day}</ChipDay>
                <ChipWeekday aria-hidden="true">{parts.weekday}</ChipWeekday>
                <ChipNote $selected={isSelected} aria-hidden="true">
                  {timesNote(day.slots.length)}
                </ChipNote>
                {isToday && (
                  <TodayBadge $selected={isSelected} aria-hidden="true">
                    Today
                  </TodayBadge>
                )}
              </DateChip>
            );
          })}
        </DateGrid>
      )}
      <Actions>
        <Button type="button" onClick={onNext} disabled={selected === null || status !== 'ready'}>
          Next: Select Time <ArrowRightIcon />
        </Button>
      </Actions>
    </StepBody>
  );
}
