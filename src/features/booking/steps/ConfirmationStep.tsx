import type { Ref } from 'react';
import styled from 'styled-components';
import { Button, ButtonAnchor } from '../../../components/Button';
import { CalendarIcon, CheckIcon } from '../../../components/icons/UiIcons';
import { calendarDateOf, MEETING_MINUTES } from '../../../domain/booking/slots';
import { CALENDAR_FILE_NAME, calendarDataUrl } from '../calendarFile';
import { dateLabel, easternTime, visitorTime } from '../format';
import { StepHeading } from '../parts';
import { ConfirmedBadge, Details, StepBody } from '../styles';

export interface ConfirmationStepProps {
  start: Date;
  name: string;
  email: string;
  purpose: string;
  /** The meeting as an .ics file. */
  ics: string;
  timeZone: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother(): void;
}

/** 'Booking Confirmed': what was booked, the calendar file, and 'Schedule Another Meeting'. */
export function ConfirmationStep(props: ConfirmationStepProps) {
  const { start, name, email, purpose, ics, timeZone, headingRef, onAnother } = props;
  const local = visitorTime(start, timeZone);
  return (
    <StepBody>
      <ConfirmedBadge $size={56} $icon={28} $round $tone="success" aria-hidden="true">
        <CheckIcon />
      </ConfirmedBadge>
      <StepHeading ref={headingRef} tabIndex={-1}>
        Booking Confirmed
      </StepHeading>
      <Thanks>Thank you, {name}. Your free consultation is booked.</Thanks>
      <Details>
        <dt>Date</dt>
        <dd>{dateLabel(calendarDateOf(start))}</dd>
        <dt>Time</dt>
        <dd>
          {easternTime(start)}
          {local && <small>{local}</small>}
        </dd>
        <dt>Length</dt>
        <dd>{MEETING_MINUTES} minutes</dd>
        <dt>Topic</dt>
        <dd>{purpose}</dd>
      </Details>
      <Note>
        A confirmation email was sent to <strong>{email}</strong>. We will contact you before the meeting with the call
        details.
      </Note>
      <Row>
        <ButtonAnchor href={calendarDataUrl(ics)} download={CALENDAR_FILE_NAME} $variant="secondary">
          <CalendarIcon /> Add to calendar
        </ButtonAnchor>
        <Button type="button" onClick={onAnother}>
          Schedule Another Meeting
        </Button>
      </Row>
    </StepBody>
  );
}

const Thanks = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  > * {
    flex: 1 1 auto;
  }
`;
