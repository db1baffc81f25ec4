/**
 * The browser's side of the contact form's validation: native constraints (required, type=email,
 * maxLength) read through the Constraint Validation API, with the server's own limits and words
 * (src/domain/forms/fields.ts; the server's schemas stay the authority).
 */
import { FIELD_MESSAGES } from '../../domain/forms/fields';

export type ContactField = 'name' | 'email' | 'service' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'service', 'message'];

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The message for one control, or undefined when it is valid. Blank (whitespace-only) counts as missing. */
export function controlError(control: Control, field: ContactField): string | undefined {
  const blank = control.required && control.value.trim() === '';
  if (field === 'name' && (blank || control.validity.valueMissing)) return FIELD_MESSAGES.nameRequired;
  if (field === 'email') {
    if (blank || control.validity.valueMissing) return FIELD_MESSAGES.emailRequired;
    if (control.validity.typeMismatch) return FIELD_MESSAGES.emailInvalid;
  }
  if (field === 'message' && (blank || control.validity.valueMissing)) return FIELD_MESSAGES.messageRequired;
  if (control.validity.tooLong) {
    if (field === 'name') return FIELD_MESSAGES.nameTooLong;
    if (field === 'email') return FIELD_MESSAGES.emailInvalid;
    if (field === 'message') return FIELD_MESSAGES.messageTooLong;
  }
  if (!control.validity.valid) return control.validationMessage || 'Please check this field.';
  return undefined;
}

/** Errors of every invalid field of the form, in field order. */
export function formErrors(form: HTMLFormElement): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const control = form.elements.namedItem(field);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ) {
      const error = controlError(control, field);
      if (error) errors[field] = error;
    }
  }
  return errors;
}
