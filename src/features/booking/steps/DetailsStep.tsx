import { useId, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { Button } from '../../../components/Button';
import { ArrowLeftIcon, CalendarIcon, ClockIcon } from '../../../components/icons/UiIcons';
import { calendarDateOf, MEETING_MINUTES } from '../../../domain/booking/slots';
import { HoneypotField, PersonFields, SelectField } from '../../../components/form/fields';
import { MEETING_PURPOSE_PLACEHOLDER, MEETING_PURPOSES } from '../../../domain/forms/fields';
import type { BookingField, BookingFormValues, FieldErrors } from '../fields';
import { dateLabel, easternTime, visitorTime } from '../format';
import { StepHeading, StepLead } from '../parts';
import { Actions, BackLink, FieldGrid, FormError, StepBody, Summary } from '../styles';

const PURPOSE_OPTIONS = MEETING_PURPOSES.map((purpose) => ({ value: purpose, label: purpose }));

export interface DetailsStepProps {
  start: Date;
  timeZone: string | undefined;
  /** The controls' ids (focus goes to the first invalid one). */
  fieldIds: Record<BookingField, string>;
  values: BookingFormValues;
  errors: FieldErrors;
  /** A message about the request as a whole (e.g. the server refused the time). */
  formError: string | null;
  submitting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChange(field: keyof BookingFormValues, value: string): void;
  onSubmit(): void;
  onBack(): void;
}

/** Step 3 'Enter Your Details': name, email, purpose, and 'Confirm Booking'. */
export function DetailsStep(props: DetailsStepProps) {
  const {
    start,
    timeZone,
    fieldIds: ids,
    values,
    errors,
    formError,
    submitting,
    headingRef,
    onChange,
    onSubmit,
    onBack,
  } = props;
  const id = useId();
  const local = visitorTime(start, timeZone);

  const change = (field: keyof BookingFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    onChange(field, event.target.value);
  const website = `${id}-website`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

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
        <PersonFields
          ids={ids}
          values={values}
          errors={errors}
          onChange={change}
          labels={{ name: 'Full name', email: 'Email' }}
          marked
        />
        <SelectField
          id={ids.purpose}
          name="purpose"
          label="What would you like to discuss?"
          marked
          required
          placeholder={MEETING_PURPOSE_PLACEHOLDER}
          options={PURPOSE_OPTIONS}
          value={values.purpose}
          error={errors.purpose}
          onChange={change('purpose')}
        />
      </FieldGrid>
      <HoneypotField id={website} value={values.website} onChange={change('website')} />
      {formError && <FormError role="alert">{formError}</FormError>}
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
