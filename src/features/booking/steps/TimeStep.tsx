import type { Ref } from 'react';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons/UiIcons';
import type { CalendarDate } from '../../../domain/calendarDate';
import { dateLabel, easternTime, easternZoneName, visitorTime, zoneCity } from '../format';
import { LoadingState, StepHeading, StepLead } from '../parts';
import { LoadFailureNotice } from './LoadFailureNotice';
import { Actions, BackLink, Notice, StepBody, TimeChip, TimeGrid, TimeLocal } from '../styles';

export interface TimeStepProps {
  status: 'loading' | 'ready' | 'error';
  date: CalendarDate;
  /** The free starts of that day (empty when none is left). */
  times: Date[];
  selected: number | null;
  timeZone: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose(start: Date): void;
  onNext(): void;
  onBack(): void;
  onRetry(): void;
}

/** Step 2 'Select a Time': the free times of the chosen day, in Eastern Time (and the visitor's). */
export function TimeStep(props: TimeStepProps) {
  const { status, date, times, selected, timeZone, headingRef, onChoose, onNext, onBack, onRetry } = props;
  const reference = times[0];
  const showsLocal = reference !== undefined && visitorTime(reference, timeZone) !== null;
  return (
    <StepBody>
      <StepHeading ref={headingRef} tabIndex={-1} id="booking-step-heading">
        Select a Time
      </StepHeading>
      <StepLead>
        {dateLabel(date)} · times in {reference ? easternZoneName(reference) : 'Eastern Time'}
        {showsLocal && timeZone ? `, with your time (${zoneCity(timeZone)}) beside each` : ''}
      </StepLead>
      {status === 'loading' && <LoadingState label="Loading available times…" />}
      {status === 'error' && <LoadFailureNotice onRetry={onRetry} />}
      {status === 'ready' && times.length === 0 && (
        <Notice>
          <p>No times are left on {dateLabel(date)}.</p>
          <Button type="button" $variant="secondary" onClick={onBack}>
            Choose another date
          </Button>
        </Notice>
      )}
      {status === 'ready' && times.length > 0 && (
        <TimeGrid role="group" aria-labelledby="booking-step-heading">
          {times.map((start) => {
            const isSelected = start.getTime() === selected;
            const local = visitorTime(start, timeZone);
            return (
              <TimeChip
                key={start.getTime()}
                type="button"
                $selected={isSelected}
                aria-pressed={isSelected}
                data-start={start.toISOString()}
                onClick={() => onChoose(start)}
              >
                <span>{easternTime(start)}</span>
                {local && <TimeLocal $selected={isSelected}> {local}</TimeLocal>}
              </TimeChip>
            );
          })}
        </TimeGrid>
      )}
      <Actions>
        <BackLink type="button" onClick={onBack}>
          <ArrowLeftIcon /> Back to dates
        </BackLink>
        <Button type="button" onClick={onNext} disabled={selected === null || status !== 'ready'}>
          Next: Enter Details <ArrowRightIcon />
        </Button>
      </Actions>
    </StepBody>
  );
}
