/**
 * Validation of the three public forms (booking, contact, service request), shared by the browser
 * (to show messages next to fields) and the HTTPS functions (the authority).
 *
 * Every string is trimmed. Single-line fields reject every control character (they end up in email
 * headers), unpaired UTF-16 surrogates, and invisible or direction-changing format characters (U+200B,
 * U+202E, U+2066…; the zero-width joiners some scripts need in names stay). Multi-line fields allow
 * newline and tab only (CR LF and lone CR are turned into LF) and refuse unpaired surrogates and the
 * bidirectional overrides and isolates. A service request must name a service, category and package of
 * the catalogue (serviceCatalogue.ts).
 */
import { z } from '../zod';
import { CONTACT_SERVICES, FIELD_MESSAGES, HONEYPOT_FIELD, LIMITS, MEETING_PURPOSES } from './fields';
import { leadSourceField } from '../attribution/schema';
import { CONTROL_CHARS } from './controlChars';
import { catalogueErrors } from './serviceCatalogue';

export * from './fields';

/** In text: control characters except newline and tab, unpaired surrogates, bidi embeddings, overrides and isolates. */
const CONTROL_CHARS_EXCEPT_NEWLINE_TAB = /(?![\n\t])[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

interface TextMessages {
  /** Missing, not a string, or empty after trimming. */
  required: string;
  tooLong: string;
  control: string;
}

function singleLine(max: number, messages: TextMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, { error: messages.tooLong, abort: true })
    .refine((value) => !CONTROL_CHARS.test(value), { error: messages.control });
}

function multiLine(max: number, messages: TextMessages, optional: boolean) {
  const base = z
    .string({ error: messages.required })
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim();
  const sized = optional ? base : base.min(1, { error: messages.required, abort: true });
  return sized
    .max(max, { error: messages.tooLong, abort: true })
    .refine((value) => !CONTROL_CHARS_EXCEPT_NEWLINE_TAB.test(value), { error: messages.control });
}

const nameField = singleLine(LIMITS.name, {
  required: FIELD_MESSAGES.nameRequired,
  tooLong: FIELD_MESSAGES.nameTooLong,
  control: FIELD_MESSAGES.nameControl,
});

const emailField = z
  .string({ error: FIELD_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: FIELD_MESSAGES.emailRequired, abort: true })
  .max(LIMITS.email, { error: FIELD_MESSAGES.emailInvalid, abort: true })
  .pipe(z.email({ error: FIELD_MESSAGES.emailInvalid }));

/** Optional id the browser generates once per submission, so that a retried request is recognised. */
const attemptIdField = z
  .string({ error: 'Invalid submission id.' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Invalid submission id.' })
  .optional();

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

export const bookingSchema = z.object({
  name: nameField,
  email: emailField,
  /** The meeting's start, an ISO 8601 instant with Z or an offset, e.g. '2026-11-23T14:00:00.000Z'. */
  datetime: z.iso.datetime({ offset: true, error: 'Please choose a time for your meeting.' }),
  purpose: z.enum(MEETING_PURPOSES, { error: FIELD_MESSAGES.purposeRequired }),
  attemptId: attemptIdField,
  source: leadSourceField,
});

export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  service: z.enum(CONTACT_SERVICES, { error: 'Please choose a service from the list.' }).default(''),
  message: multiLine(
    LIMITS.message,
    {
      required: FIELD_MESSAGES.messageRequired,
      tooLong: FIELD_MESSAGES.messageTooLong,
      control: 'Your message contains characters we cannot accept.',
    },
    false,
  ),
  attemptId: attemptIdField,
  source: leadSourceField,
});

export const serviceRequestSchema = z
  .object({
    serviceType: singleLine(LIMITS.serviceField, {
      required: 'Please choose a service.',
      tooLong: 'The service name is too long.',
      control: 'The service name contains characters we cannot accept.',
    }),
    serviceCategory: singleLine(LIMITS.serviceField, {
      required: 'Please choose a service category.',
      tooLong: 'The service category is too long.',
      control: 'The service category contains characters we cannot accept.',
    }),
    package: singleLine(LIMITS.serviceField, {
      required: 'Please choose a package.',
      tooLong: 'The package name is too long.',
      control: 'The package name contains characters we cannot accept.',
    }),
    name: nameField,
    email: emailField,
    requirements: multiLine(
      LIMITS.requirements,
      {
        required: 'Please describe your requirements as text.',
        tooLong: FIELD_MESSAGES.requirementsTooLong,
        control: 'Your project details contain characters we cannot accept.',
      },
      true,
    ).default(''),
    attemptId: attemptIdField,
    source: leadSourceField,
  })
  .superRefine((choice, context) => {
    for (const [field, message] of Object.entries(catalogueErrors(choice))) {
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });

/**
 * What the server works with after validation (trimmed, defaults applied, unknown keys dropped). What the
 * browser sends is in src/domain/api/requests.ts.
 */
export type BookingPayload = z.output<typeof bookingSchema>;
export type ContactPayload = z.output<typeof contactSchema>;
export type ServiceRequestPayload = z.output<typeof serviceRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Honeypot
// ---------------------------------------------------------------------------------------------

/**
 * True when the body fills the honeypot field (anything but absent, null or blank). The server
 * should answer such a submission as if it succeeded, without storing or emailing anything, and
 * never show a validation message about it.
 */
export function isBotSubmission(input: unknown): boolean {
  if (typeof input !== 'object' || input === null || !Object.hasOwn(input, HONEYPOT_FIELD)) return false;
  const value: unknown = (input as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// validate()
// ---------------------------------------------------------------------------------------------

/** Key of `fields` for an error about the whole body rather than one field. */
export const FORM_ERROR_KEY = '_form';
export const NOT_AN_OBJECT_MESSAGE = 'The form data could not be read. Please try again.';
/**
 * What a refused value is answered with when its schema names no message of its own: the validation
 * library's wording ("Invalid input: expected string…") never reaches a visitor (issue #32).
 */
export const INVALID_VALUE_MESSAGE = 'This value is not one we can accept. Please check it and try again.';

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

/**
 * Validates untrusted input (a parsed JSON body, or the browser's form state) against a schema.
 * Unknown keys are dropped. On failure, `fields` maps each bad field to its first message (the schema's
 * own words, or INVALID_VALUE_MESSAGE where it has none); an input that is not a plain object gives
 * `{ _form: ... }`.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, fields: { [FORM_ERROR_KEY]: NOT_AN_OBJECT_MESSAGE } };
  }
  const result = schema.safeParse(input, { error: () => INVALID_VALUE_MESSAGE });
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY;
    if (!Object.hasOwn(fields, key)) fields[key] = issue.message;
  }
  return { ok: false, fields };
}
