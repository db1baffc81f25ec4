import { useState } from 'react';
import type { ManageDay } from '../../../domain/api/manage';
import { DayChip } from '../DayChip';
import { dateLabel, easternTime, visitorTime } from '../format';
import { DateGrid, TimeChip, TimeGrid, TimeLocal } from '../styles';

export interface TimePickerProps {
  days: ManageDay[];
  selected: string | null;
  timeZone: string | undefined;
  onChoose(datetime: string): void;
}

/** The free times of the window to move to: a day, then one of its times (toggle buttons). */
export function TimePicker({ days, selected, timeZone, onChoose }: TimePickerProps) {
  const [date, setDate] = useState<string | null>(null);
  const day = days.find((candidate) => candidate.date === date);
  if (days.length === 0) {
    return <p>Every other time in the next seven days is taken. Call us and we will find one that works.</p>;
  }
  return (
    <>
      <h3 id="manage-days-heading">Pick a day</h3>
      <DateGrid role="group" aria-labelledby="manage-days-heading">
        {days.map(({ date: each, slots }) => (
          <DayChip key={each} date={each} times={slots.length} selected={each === date} onChoose={setDate} />
        ))}
      </DateGrid>
      {day && (
        <>
          <h3 id="manage-times-heading">Pick a time on {dateLabel(day.date)}</h3>
          <TimeGrid role="group" aria-labelledby="manage-times-heading">
            {day.slots.map((datetime) => {
              const start = new Date(datetime);
              const isSelected = datetime === selected;
              const local = visitorTime(start, timeZone);
              return (
                <TimeChip
                  key={datetime}
                  type="button"
                  $selected={isSelected}
                  aria-pressed={isSelected}
                  data-start={datetime}
                  onClick={() => onChoose(datetime)}
                >
                  <span>{easternTime(start)}</span>
                  {local && <TimeLocal $selected={isSelected}> {local}</TimeLocal>}
                </TimeChip>
              );
            })}
          </TimeGrid>
        </>
      )}
    </>
  );
}
