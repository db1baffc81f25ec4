/**
 * The booking form's fields and their checks, with the server's own limits and words
 * (src/domain/forms/fields.ts; the server's schemas stay the authority).
 */
import { FIELD_MESSAGES, LIMITS, MEETING_PURPOSES } from '../../domain/forms/fields';

export type BookingField = 'name' | 'email' | 'purpose';
export const BOOKING_FIELDS: readonly BookingField[] = ['name', 'email', 'purpose'];

export interface BookingFormValues {
  name: string;
  email: string;
  purpose: string;
  /** The honeypot. */
  website: string;
}

export const EMPTY_FORM: BookingFormValues = { name: '', email: '', purpose: '', website: '' };

/** A pragmatic shape check (the server's zod email check is the authority). */
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

export type FieldErrors = Partial<Record<BookingField, string>>;

/** What is wrong with the form, by field (empty when it can be sent). */
export function validateForm(values: BookingFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = FIELD_MESSAGES.nameRequired;
  else if (name.length > LIMITS.name) errors.name = FIELD_MESSAGES.nameTooLong;
  const email = values.email.trim();
  if (!email) errors.email = FIELD_MESSAGES.emailRequired;
  else if (email.length > LIMITS.email || !EMAIL.test(email)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (!(MEETING_PURPOSES as readonly string[]).includes(values.purpose))
    errors.purpose = FIELD_MESSAGES.purposeRequired;
  return errors;
}
