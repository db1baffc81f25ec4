/**
 * The booking form's fields and messages, in the same words as the server's shared schemas
 * (src/domain/forms/schemas.ts). That module is not imported here: it would bundle zod into the
 * wizard chunk; fields.test.ts checks that the two agree.
 */

/** Mirrors MEETING_PURPOSES. */
export const PURPOSES = [
  'Website Development',
  'Mobile App Development',
  'UI/UX Design',
  'Project Consultation',
  'Other',
] as const;

/** Mirrors MEETING_PURPOSE_PLACEHOLDER (the select's empty choice). */
export const PURPOSE_PLACEHOLDER = 'I need help with...';

/** Mirrors LIMITS.name and LIMITS.email. */
export const FIELD_LIMITS = { name: 100, email: 254 } as const;

/** Mirrors HONEYPOT_FIELD. */
export const HONEYPOT = 'website';

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

export const FIELD_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name to ${FIELD_LIMITS.name} characters or fewer.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  purposeRequired: 'Please choose what the meeting is about.',
} as const;

/** A pragmatic shape check (the server's zod email check is the authority). */
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

export type FieldErrors = Partial<Record<BookingField, string>>;

/** What is wrong with the form, by field (empty when it can be sent). */
export function validateForm(values: BookingFormValues): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = FIELD_MESSAGES.nameRequired;
  else if (name.length > FIELD_LIMITS.name) errors.name = FIELD_MESSAGES.nameTooLong;
  const email = values.email.trim();
  if (!email) errors.email = FIELD_MESSAGES.emailRequired;
  else if (email.length > FIELD_LIMITS.email || !EMAIL.test(email)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (!(PURPOSES as readonly string[]).includes(values.purpose)) errors.purpose = FIELD_MESSAGES.purposeRequired;
  return errors;
}
