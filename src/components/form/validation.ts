/**
 * The browser's side of the forms' validation: native constraints (required, type=email, maxLength)
 * read through the Constraint Validation API, in the server's own words (src/domain/forms/fields.ts;
 * the server's schemas stay the authority).
 */
import { FIELD_MESSAGES } from '../../domain/forms/fields';

/** What to say when a control is missing, malformed or too long; other failures use the browser's words. */
export interface ControlMessages {
  missing?: string;
  mismatch?: string;
  tooLong?: string;
}

export const NAME_MESSAGES: ControlMessages = {
  missing: FIELD_MESSAGES.nameRequired,
  tooLong: FIELD_MESSAGES.nameTooLong,
};

export const EMAIL_MESSAGES: ControlMessages = {
  missing: FIELD_MESSAGES.emailRequired,
  mismatch: FIELD_MESSAGES.emailInvalid,
  tooLong: FIELD_MESSAGES.emailInvalid,
};

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The message for one control, or undefined when it is valid. Blank (whitespace-only) counts as missing. */
export function controlError(control: Control, messages: ControlMessages = {}): string | undefined {
  const missing = control.validity.valueMissing || (control.required && control.value.trim() === '');
  if (missing && messages.missing) return messages.missing;
  if (control.validity.typeMismatch && messages.mismatch) return messages.mismatch;
  if (control.validity.tooLong && messages.tooLong) return messages.tooLong;
  if (!control.validity.valid) return control.validationMessage || 'Please check this field.';
  return undefined;
}

/** Errors of every invalid field of `form` named in `rules`, in the rules' order. */
export function formErrors<F extends string>(
  form: HTMLFormElement,
  rules: Readonly<Record<F, ControlMessages>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const control = form.elements.namedItem(field);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      const error = controlError(control, rules[field]);
      if (error) errors[field] = error;
    }
  }
  return errors;
}
