/**
 * The details form and the booking's submission (src/features/booking/README.md). Just before sending,
 * a re-check of the chosen slot (an equality query) answers "taken" fast; the server claims the slot
 * atomically and is the authority (409 when someone was quicker). The attempt id follows the
 * booking: a retry of the same booking reuses it, a changed one gets a new id.
 */
import { useId, useState } from 'react';
import { useFormSubmission } from '../../../components/form/useFormSubmission';
import type { BookingRequest } from '../../../domain/api/requests';
import { calendarDateOf } from '../../../domain/booking/slots';
import type { MeetingPurpose } from '../../../domain/forms/fields';
import { submitBooking, type BookingResult } from '../api';
import { meetingCalendarFile } from '../calendarFile';
import type { BookingConfig } from '../config';
import { BOOKING_FIELDS, EMPTY_FORM, validateForm, type BookingField, type BookingFormValues } from '../fields';
import { isSlotTaken } from '../firestore';
import { dateLabel } from '../format';
import { BOOKING_TOASTS } from '../toasts';
import type { Availability } from './useAvailability';
import type { SlotSelection } from './useSlotSelection';

export interface Booked {
  start: Date;
  name: string;
  email: string;
  purpose: string;
  ics: string;
}

interface Options {
  config: BookingConfig;
  availability: Availability;
  selection: SlotSelection;
  /** Shows a failure (the wizard: a toast). */
  notify(message: string): void;
}

/** The re-check only answers early; when it cannot be made, the server decides. */
async function takenAlready(config: BookingConfig, start: Date): Promise<boolean> {
  try {
    return await isSlotTaken(config.firestore, start, config.now());
  } catch {
    return false;
  }
}

export function useBookingSubmission({ config, availability, selection, notify }: Options) {
  const id = useId();
  const fieldIds: Record<BookingField, string> = { name: `${id}-name`, email: `${id}-email`, purpose: `${id}-purpose` };
  const [values, setValues] = useState<BookingFormValues>(EMPTY_FORM);
  /** A message about the request as a whole (e.g. the server refused the time). */
  const [formError, setFormError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  /** Read out politely by assistive technology. */
  const [announcement, setAnnouncement] = useState('');
  const form = useFormSubmission(BOOKING_FIELDS, (field) => fieldIds[field]);

  const changeField = (field: keyof BookingFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && field in form.errors) form.setFieldError(field, undefined);
  };

  /** A time chosen (again) starts without the last refusal. */
  const chooseTime = (start: Date) => {
    selection.chooseTime(start);
    setFormError(null);
  };

  const slotTaken = async (start: Date, message: string) => {
    availability.markTaken(start);
    selection.slotTaken();
    notify(message);
    const fresh = await availability.reload(BOOKING_TOASTS.timesFailed);
    if (fresh) {
      const left = fresh.find((day) => day.date === calendarDateOf(start))?.slots.length ?? 0;
      setAnnouncement(`Times updated: ${left} still available on ${dateLabel(calendarDateOf(start))}.`);
    }
  };

  const submit = async () => {
    if (selection.slot === null || form.status === 'submitting') return;
    setFormError(null);
    const start = new Date(selection.slot);
    const request: BookingRequest = {
      name: values.name.trim(),
      email: values.email.trim(),
      datetime: start.toISOString(),
      // Sent only once validateForm found it one of the purposes.
      purpose: values.purpose as MeetingPurpose,
    };
    await form.submit({
      found: validateForm(values),
      key: JSON.stringify(request),
      onSubmitting: () => setAnnouncement('Confirming your booking…'),
      send: async ({ attemptId, fillMs, source }) => {
        const body: BookingRequest = {
          ...request,
          attemptId,
          ...(values.website.trim() ? { website: values.website } : {}),
          fillMs,
          source,
        };
        const result: BookingResult = (await takenAlready(config, start))
          ? { kind: 'taken', message: BOOKING_TOASTS.slotTaken }
          : await submitBooking(config.apiOrigin, body);
        return {
          ok: result.kind === 'confirmed',
          ...(result.kind === 'invalid' ? { fields: result.fields } : {}),
          result,
          attemptId,
        };
      },
      onSent: ({ attemptId }) => {
        availability.markTaken(start);
        setBooked({
          start,
          name: request.name,
          email: request.email,
          purpose: request.purpose,
          ics: meetingCalendarFile({ start, purpose: request.purpose, attemptId }, config.now()),
        });
        setAnnouncement('');
        selection.goTo('done');
      },
      onRefused: ({ result }) => {
        setAnnouncement('');
        if (result.kind === 'taken') {
          void slotTaken(start, result.message);
        } else if (result.kind === 'limited' || result.kind === 'unconfirmed') {
          // Said once, beside the button (not also as a toast).
          setFormError(result.message);
        } else {
          if (result.kind === 'invalid' && result.fields.datetime) setFormError(result.fields.datetime);
          notify(BOOKING_TOASTS.submitFailed);
        }
      },
    });
  };

  const scheduleAnother = () => {
    setValues(EMPTY_FORM);
    form.reset();
    setFormError(null);
    setBooked(null);
    selection.restart();
    void availability.reload(BOOKING_TOASTS.datesFailed);
  };

  return {
    fieldIds,
    values,
    errors: form.errors,
    formError,
    submitting: form.status === 'submitting',
    booked,
    announcement,
    changeField,
    chooseTime,
    submit,
    scheduleAnother,
  };
}
