import { useId, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon, CalendarIcon, ClockIcon } from '../../../components/icons/UiIcons';
import { calendarDateOf, MEETING_MINUTES } from '../../../domain/booking/slots';
import { HONEYPOT_FIELD, LIMITS, MEETING_PURPOSE_PLACEHOLDER, MEETING_PURPOSES } from '../../../domain/forms/fields';
import type { BookingField, BookingFormValues, FieldErrors } from '../fields';
import { dateLabel, easternTime, visitorTime } from '../format';
import { StepHeading, StepLead } from '../parts';
import { Actions, BackLink, Field, FieldError, FieldGrid, Honeypot, Required, StepBody, Summary } from '../styles';

export interface DetailsStepProps {
  start: Date;
  timeZone: string | undefined;
  values: BookingFormValues;
  errors: FieldErrors;
  /** A message about the request as a whole (e.g. the server refused the time). */
  formError: string | null;
  submitting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChange(field: keyof BookingFormValues, value: string): void;
  onSubmit(fieldIds: Record<BookingField, string>): void;
  onBack(): void;
}

/** Step 3 'Enter Your Details': name, email, purpose, and 'Confirm Booking'. */
export function DetailsStep(props: DetailsStepProps) {
  const { start, timeZone, values, errors, formError, submitting, headingRef, onChange, onSubmit, onBack } = props;
  const id = useId();
  const ids: Record<BookingField, string> = { name: `${id}-name`, email: `${id}-email`, purpose: `${id}-purpose` };
  const local = visitorTime(start, timeZone);

  const change = (field: keyof BookingFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(field, event.target.value);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit(ids);
  };
  const described = (field: BookingField) => (errors[field] ? `${ids[field]}-error` : undefined);
  const invalid = (field: BookingField) => (errors[field] ? true : undefined);

  return (
    <StepBody as="form" noValidate onSubmit={submit} aria-labelledby="booking-step-heading">
      <StepHeading ref={headingRef} tabIndex={-1} id="booking-step-heading">
        Enter Your Details
      </StepHeading>
      <StepLead>We will send the confirmation to your email address.</StepLead>
      <Summary aria-label="Your meeting">
        <span>
          <CalendarIcon /> {dateLabel(calendarDateOf(start))}
        </span>
        <span>
          <ClockIcon /> {easternTime(start)}
          {local ? ` (${local})` : ''} · {MEETING_MINUTES} minutes
        </span>
      </Summary>
      <FieldGrid>
        <Field>
          <label htmlFor={ids.name}>
            Full name <Required aria-hidden="true">*</Required>
          </label>
          <input
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={LIMITS.name}
            value={values.name}
            onChange={change('name')}
            aria-invalid={invalid('name')}
            aria-describedby={described('name')}
          />
          {errors.name && <FieldError id={`${ids.name}-error`}>{errors.name}</FieldError>}
        </Field>
        <Field>
          <label htmlFor={ids.email}>
            Email <Required aria-hidden="true">*</Required>
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={LIMITS.email}
            value={values.email}
            onChange={change('email')}
            aria-invalid={invalid('email')}
            aria-describedby={described('email')}
          />
          {errors.email && <FieldError id={`${ids.email}-error`}>{errors.email}</FieldError>}
        </Field>
        <Field>
          <label htmlFor={ids.purpose}>
            What would you like to discuss? <Required aria-hidden="true">*</Required>
          </label>
          <select
            id={ids.purpose}
            name="purpose"
            required
            value={values.purpose}
            onChange={change('purpose')}
            aria-invalid={invalid('purpose')}
            aria-describedby={described('purpose')}
          >
            <option value="">{MEETING_PURPOSE_PLACEHOLDER}</option>
            {MEETING_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
          {errors.purpose && <FieldError id={`${ids.purpose}-error`}>{errors.purpose}</FieldError>}
        </Field>
      </FieldGrid>
      <Honeypot aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Website</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={change('website')}
        />
      </Honeypot>
      {formError && <FieldError role="alert">{formError}</FieldError>}
      <Actions>
        <BackLink type="button" onClick={onBack} disabled={submitting}>
          <ArrowLeftIcon /> Back to times
        </BackLink>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Confirming...' : 'Confirm Booking'}
        </Button>
      </Actions>
    </StepBody>
  );
}
