/**
 * The browser's side of the service request validation: native constraints (required, type=email,
 * maxLength) with the server's own limits and words (src/domain/forms/fields.ts; the server's
 * schemas stay the authority).
 */
import { FIELD_MESSAGES } from '../../domain/forms/fields';

export type RequestField = 'name' | 'email' | 'requirements';
export const REQUEST_FIELDS: readonly RequestField[] = ['name', 'email', 'requirements'];

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The message for one control, or undefined when it is valid. Blank (whitespace-only) counts as missing. */
export function controlError(control: Control, field: RequestField): string | undefined {
  const missing = control.validity.valueMissing || (control.required && control.value.trim() === '');
  if (field === 'name' && missing) return FIELD_MESSAGES.nameRequired;
  if (field === 'email') {
    if (missing) return FIELD_MESSAGES.emailRequired;
    if (control.validity.typeMismatch) return FIELD_MESSAGES.emailInvalid;
  }
  if (field === 'requirements' && control.validity.tooLong) return FIELD_MESSAGES.requirementsTooLong;
  if (!control.validity.valid) return control.validationMessage || 'Please check this field.';
  return undefined;
}

/** Errors of every invalid field of the form, in field order. */
export function formErrors(form: HTMLFormElement): Partial<Record<RequestField, string>> {
  const errors: Partial<Record<RequestField, string>> = {};
  for (const field of REQUEST_FIELDS) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      const error = controlError(control, field);
      if (error) errors[field] = error;
    }
  }
  return errors;
}
