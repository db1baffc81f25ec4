import type { Ref } from 'react';
import { Button } from '../../../components/Button';
import { ArrowRightIcon } from '../../../components/icons/UiIcons';
import { company } from '../../../content/company';
import type { DayAvailability } from '../../../domain/booking/slots';
import type { CalendarDate } from '../../../domain/calendarDate';
import { DayChip } from '../DayChip';
import { LoadingState, StepHeading, StepLead } from '../parts';
import { LoadFailureNotice } from './LoadFailureNotice';
import { Actions, DateGrid, Notice, StepBody } from '../styles';

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

/** Step 1 'Select a Date': the offered days as calendar chips (toggle buttons). */
export function DateStep({ status, days, today, selected, headingRef, onChoose, onNext, onRetry }: DateStepProps) {
  return (
    <StepBody>
      <StepHeading ref={headingRef} tabIndex={-1} id="booking-step-heading">
        Select a Date
      </StepHeading>
      <StepLead>Choose a weekday in the next seven days. Times are in Eastern Time.</StepLead>
      {status === 'loading' && <LoadingState label="Loading available dates…" />}
      {status === 'error' && <LoadFailureNotice onRetry={onRetry} />}
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
          {days.map((day) => (
            <DayChip
              key={day.date}
              date={day.date}
              times={day.slots.length}
              selected={day.date === selected}
              today={day.date === today}
              onChoose={onChoose}
            />
          ))}
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
