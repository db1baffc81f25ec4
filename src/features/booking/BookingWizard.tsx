/**
 * The three-step booking wizard (spec §4; DESIGN §4). Its own chunk: it brings the Firestore lite
 * SDK (availability reads) and react-toastify (the spec's toasts), loaded by BookingSection only
 * when the booking section is reached.
 *
 * Availability: one range query on `slots` over the whole bookable window; `availability(now,
 * taken)` decides the offered days and their free times. Before submitting, the spec's equality
 * re-check of the chosen slot answers "taken" fast; the server claims the slot atomically and is
 * the authority (409 when someone was quicker).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Slide, ToastContainer, toast } from 'react-toastify';
import styled from 'styled-components';
import {
  availability,
  bookingWindow,
  calendarDateOf,
  type CalendarDate,
  type DayAvailability,
} from '../../domain/booking/slots';
import { newAttemptId } from '../../lib/api';
import { useFillTimer } from '../../lib/fillTime';
import { submitBooking, type BookingRequest } from './api';
import { meetingCalendarFile } from './calendarFile';
import { browserTimeZone, type BookingConfig } from './config';
import {
  BOOKING_FIELDS,
  EMPTY_FORM,
  validateForm,
  type BookingField,
  type BookingFormValues,
  type FieldErrors,
} from './fields';
import { fetchTakenStarts, isSlotTaken } from './firestore';
import { dateLabel } from './format';
import { StepIndicator, WizardFrame } from './parts';
import { ConfirmationStep } from './steps/ConfirmationStep';
import { DateStep } from './steps/DateStep';
import { DetailsStep } from './steps/DetailsStep';
import { TimeStep } from './steps/TimeStep';

/** The spec's toasts (§8), word for word. */
export const BOOKING_TOASTS = {
  datesFailed: 'Failed to load available dates',
  timesFailed: 'Failed to load available times',
  slotTaken: 'This time slot was just booked. Please select another time.',
  submitFailed: 'Failed to submit booking. Please try again.',
} as const;

export const TOAST_CONTAINER_ID = 'booking';
/** How long a toast stays (paused while hovered or while the window is in the background). */
const TOAST_MS = 6000;

type Step = 'date' | 'time' | 'details' | 'done';
type LoadStatus = 'loading' | 'ready' | 'error';

interface Booked {
  start: Date;
  name: string;
  email: string;
  purpose: string;
  ics: string;
}

const STEP_NUMBER: Record<Step, 1 | 2 | 3 | 4> = { date: 1, time: 2, details: 3, done: 4 };

/**
 * A toast that goes with an inline block of ways forward (a load failure: 'Try again', the phone
 * number) carries the only statement of what failed, so it stays until the visitor retries or closes it.
 */
function showToast(message: string, { withInlineActions = false } = {}) {
  toast.error(message, {
    containerId: TOAST_CONTAINER_ID,
    toastId: message,
    ...(withInlineActions && { autoClose: false }),
  });
}

export interface BookingWizardProps {
  config: BookingConfig;
}

export function BookingWizard({ config }: BookingWizardProps) {
  const [timeZone] = useState(() => config.timeZone ?? browserTimeZone());
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [days, setDays] = useState<DayAvailability[]>([]);
  const [today, setToday] = useState<CalendarDate>('');
  const [step, setStep] = useState<Step>('date');
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [slot, setSlot] = useState<number | null>(null);
  const [values, setValues] = useState<BookingFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const loadSeq = useRef(0);
  /** Slots this visitor learnt are taken (kept out even if a read raced the server's write). */
  const knownTaken = useRef(new Set<number>());
  /** The current submission attempt: its id is reused when the same booking is retried. */
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const fillTimer = useFillTimer();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const focusHeading = useRef(false);

  /** Reads `slots` over the window; on failure shows `failureToast`. Returns the days, or null. */
  const fetchAvailability = useCallback(
    async (failureToast: string): Promise<DayAvailability[] | null> => {
      const id = ++loadSeq.current;
      const now = config.now();
      try {
        const taken = await fetchTakenStarts(config.firestore, bookingWindow(now), now);
        if (id !== loadSeq.current) return null;
        const offered = availability(now, [...taken, ...knownTaken.current]);
        setDays(offered);
        setToday(calendarDateOf(now));
        setStatus('ready');
        return offered;
      } catch {
        if (id !== loadSeq.current) return null;
        setStatus('error');
        showToast(failureToast, { withInlineActions: true });
        return null;
      }
    },
    [config],
  );

  const reload = (failureToast: string) => {
    toast.dismiss({ containerId: TOAST_CONTAINER_ID, id: failureToast });
    setStatus('loading');
    return fetchAvailability(failureToast);
  };

  useEffect(() => {
    void fetchAvailability(BOOKING_TOASTS.datesFailed);
  }, [fetchAvailability]);

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus({ preventScroll: true });
    if (frameRef.current) keepInView(frameRef.current);
  }, [step]);

  const goTo = (next: Step) => {
    focusHeading.current = true;
    setStep(next);
  };

  const chooseDate = (chosen: CalendarDate) => {
    if (chosen !== date) setSlot(null);
    setDate(chosen);
    goTo('time');
  };

  const chooseTime = (start: Date) => {
    setSlot(start.getTime());
    setFormError(null);
    goTo('details');
  };

  const changeField = (field: keyof BookingFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const slotTaken = async (start: Date) => {
    knownTaken.current.add(start.getTime());
    attempt.current = null;
    setSlot(null);
    showToast(BOOKING_TOASTS.slotTaken);
    goTo('time');
    const fresh = await reload(BOOKING_TOASTS.timesFailed);
    if (fresh) {
      const left = fresh.find((day) => day.date === calendarDateOf(start))?.slots.length ?? 0;
      setAnnouncement(`Times updated: ${left} still available on ${dateLabel(calendarDateOf(start))}.`);
    }
  };

  const submit = async (fieldIds: Record<BookingField, string>) => {
    if (slot === null || submitting) return;
    const found = validateForm(values);
    setErrors(found);
    setFormError(null);
    const firstInvalid = BOOKING_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(fieldIds[firstInvalid])?.focus();
      return;
    }

    const start = new Date(slot);
    const request: BookingRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      datetime: start.toISOString(),
      purpose: values.purpose,
    };
    const key = JSON.stringify(request);
    if (attempt.current?.key !== key) attempt.current = { key, id: newAttemptId() };
    const attemptId = attempt.current.id;
    request.attemptId = attemptId;
    if (values.website.trim()) request.website = values.website;
    request.fillMs = fillTimer.elapsed();

    setSubmitting(true);
    setAnnouncement('Confirming your booking…');
    try {
      let takenAlready = false;
      try {
        takenAlready = await isSlotTaken(config.firestore, start, config.now());
      } catch {
        // The re-check only answers early; the server decides.
      }
      if (takenAlready) {
        setAnnouncement('');
        await slotTaken(start);
        return;
      }
      const result = await submitBooking(config.apiOrigin, request);
      if (result.kind === 'confirmed') {
        knownTaken.current.add(start.getTime());
        attempt.current = null;
        setBooked({
          start,
          name: request.name,
          email: request.email,
          purpose: request.purpose,
          ics: meetingCalendarFile({ start, purpose: request.purpose, attemptId }, config.now()),
        });
        setAnnouncement('');
        goTo('done');
      } else if (result.kind === 'taken') {
        setAnnouncement('');
        await slotTaken(start);
      } else if (result.kind === 'limited') {
        setAnnouncement('');
        // Shown once, beside the button (not also as a toast).
        setFormError(result.message);
      } else {
        setAnnouncement('');
        if (result.kind === 'invalid') {
          const fieldErrors: FieldErrors = {};
          for (const field of BOOKING_FIELDS) if (result.fields[field]) fieldErrors[field] = result.fields[field];
          setErrors(fieldErrors);
          if (result.fields.datetime) setFormError(result.fields.datetime);
        }
        showToast(BOOKING_TOASTS.submitFailed);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const scheduleAnother = () => {
    setValues(EMPTY_FORM);
    setErrors({});
    setFormError(null);
    setDate(null);
    setSlot(null);
    setBooked(null);
    attempt.current = null;
    fillTimer.restart();
    goTo('date');
    void reload(BOOKING_TOASTS.datesFailed);
  };

  const timesOfDate = days.find((day) => day.date === date)?.slots ?? [];

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
          onChoose={chooseDate}
          onNext={() => goTo('time')}
          onRetry={() => void reload(BOOKING_TOASTS.datesFailed)}
        />
      )}
      {step === 'time' && date && (
        <TimeStep
          status={status}
          date={date}
          times={timesOfDate}
          selected={slot}
          timeZone={timeZone}
          headingRef={headingRef}
          onChoose={chooseTime}
          onNext={() => goTo('details')}
          onBack={() => goTo('date')}
          onRetry={() => void reload(BOOKING_TOASTS.timesFailed)}
        />
      )}
      {step === 'details' && slot !== null && (
        <DetailsStep
          start={new Date(slot)}
          timeZone={timeZone}
          values={values}
          errors={errors}
          formError={formError}
          submitting={submitting}
          headingRef={headingRef}
          onChange={changeField}
          onSubmit={(ids) => void submit(ids)}
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
          onAnother={scheduleAnother}
        />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
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

/**
 * A new step shows from its top: on a phone the wizard is taller than the window, and a date chosen
 * at the bottom of the screen would otherwise leave the times below it.
 */
function keepInView(frame: HTMLElement) {
  const { top, bottom } = frame.getBoundingClientRect();
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (top >= headerRoom && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  frame.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}

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
