/**
 * The three-step booking wizard (README.md beside it). Its own chunk: it brings the Firestore REST
 * reader (availability reads) and react-toastify (the wizard's toasts), loaded by BookingSection only
 * when the booking section is reached. Its state lives in hooks (hooks/): availability, the
 * visitor's selection and step, the submission, and focus on each new step; this component
 * arranges the steps.
 */
import { useEffect, useState } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
import styled from 'styled-components';
import { browserTimeZone, type BookingConfig } from './config';
import { useAvailability } from './hooks/useAvailability';
import { useBookingSubmission } from './hooks/useBookingSubmission';
import { useSlotSelection, type Step } from './hooks/useSlotSelection';
import { useStepFocus } from './hooks/useStepFocus';
import { StepIndicator, WizardFrame } from './parts';
import { ConfirmationStep } from './steps/ConfirmationStep';
import { DateStep } from './steps/DateStep';
import { DetailsStep } from './steps/DetailsStep';
import { TimeStep } from './steps/TimeStep';
import { BOOKING_TOASTS, dismissLoadFailures, showToast, TOAST_CONTAINER_ID } from './toasts';

/** How long a toast stays (paused while hovered or while the window is in the background). */
const TOAST_MS = 6000;

const STEP_NUMBER: Record<Step, 1 | 2 | 3 | 4> = { date: 1, time: 2, details: 3, done: 4 };

export interface BookingWizardProps {
  config: BookingConfig;
}

export function BookingWizard({ config }: BookingWizardProps) {
  const [timeZone] = useState(() => config.timeZone ?? browserTimeZone());
  const availability = useAvailability(config, showToast);
  const selection = useSlotSelection();
  const submission = useBookingSubmission({ config, availability, selection, notify: showToast });
  const { step, date, slot, goTo } = selection;
  const { headingRef, frameRef } = useStepFocus(step);
  const { status, days, today, reload } = availability;
  useEffect(() => {
    if (status === 'loading') dismissLoadFailures();
  }, [status]);
  const { booked } = submission;

  return (
    <WizardFrame ref={frameRef} data-testid="booking-wizard">
      <StepIndicator current={STEP_NUMBER[step]} />
      {step === 'date' && (
        <DateStep
          status={status}
          days={days}
          today={today}
          selected={date}
          headingRef={headingRef}
          onChoose={selection.chooseDate}
          onNext={() => goTo('time')}
          onRetry={() => void reload(BOOKING_TOASTS.datesFailed)}
        />
      )}
      {step === 'time' && date && (
        <TimeStep
          status={status}
          date={date}
          times={availability.timesOf(date)}
          selected={slot}
          timeZone={timeZone}
          headingRef={headingRef}
          onChoose={submission.chooseTime}
          onNext={() => goTo('details')}
          onBack={() => goTo('date')}
          onRetry={() => void reload(BOOKING_TOASTS.timesFailed)}
        />
      )}
      {step === 'details' && slot !== null && (
        <DetailsStep
          start={new Date(slot)}
          timeZone={timeZone}
          fieldIds={submission.fieldIds}
          values={submission.values}
          errors={submission.errors}
          formError={submission.formError}
          submitting={submission.submitting}
          headingRef={headingRef}
          onChange={submission.changeField}
          onSubmit={() => void submission.submit()}
          onBack={() => goTo('time')}
        />
      )}
      {step === 'done' && booked && (
        <ConfirmationStep
          start={booked.start}
          name={booked.name}
          email={booked.email}
          purpose={booked.purpose}
          ics={booked.ics}
          timeZone={timeZone}
          headingRef={headingRef}
          onAnother={submission.scheduleAnother}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {submission.announcement}
      </p>
      <ToastArea>
        <ToastContainer
          containerId={TOAST_CONTAINER_ID}
          position="bottom-right"
          autoClose={TOAST_MS}
          newestOnTop
          closeOnClick
          transition={Slide}
          theme="light"
        />
      </ToastArea>
    </WizardFrame>
  );
}

export default BookingWizard;

/** The site's type and colours for the toasts (react-toastify reads these custom properties). */
const ToastArea = styled.div`
  --toastify-font-family: ${({ theme }) => theme.fonts.body};
  --toastify-text-color-light: ${({ theme }) => theme.colors.text};
  --toastify-color-error: ${({ theme }) => theme.colors.danger};
  --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md};
  .Toastify__toast {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 500;
  }
  /*
   * On a phone the toasts sit just under the header, across the screen within its margins (never past
   * its edge), clear of the wizard's own retry and phone links lower down.
   */
  ${({ theme }) => theme.media.belowLg} {
    .Toastify__toast-container--bottom-right {
      top: calc(var(--header-offset) + ${({ theme }) => theme.space[2]});
      right: ${({ theme }) => theme.space[3]};
      bottom: auto;
      left: ${({ theme }) => theme.space[3]};
      width: auto;
      margin: 0;
      padding: 0;
      transform: none;
    }
  }
  /*
   * react-toastify closes a toast when its progress bar's animation ends. The site's reduced-motion
   * rule shortens every animation to 0.01 ms, which would close toasts at once: keep this one's length.
   */
  ${({ theme }) => theme.media.reducedMotion} {
    .Toastify__progress-bar--animated {
      animation-duration: ${TOAST_MS}ms !important;
    }
  }
`;
