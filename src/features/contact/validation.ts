/**
 * The browser's side of the contact form's validation: native constraints (required, type=email,
 * maxLength) read through the Constraint Validation API, in the same words as the server's shared
 * schemas (src/domain/forms/schemas.ts), which stay the authority and are not bundled here.
 */

/**
 * Mirrors `LIMITS` of src/domain/forms/schemas.ts; importing that module would bundle zod into the
 * page. validation.test.ts checks that the two agree.
 */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type ContactField = 'name' | 'email' | 'service' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'service', 'message'];

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  messageRequired: 'Please tell us a little about your project.',
  tooLong: (limit: number) => `Please keep this to ${limit.toLocaleString('en-US')} characters or fewer.`,
} as const;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The message for one control, or undefined when it is valid. Blank (whitespace-only) counts as missing. */
export function controlError(control: Control, field: ContactField): string | undefined {
  const blank = control.required && control.value.trim() === '';
  if (field === 'name' && (blank || control.validity.valueMissing)) return CONTACT_MESSAGES.nameRequired;
  if (field === 'email') {
    if (blank || control.validity.valueMissing) return CONTACT_MESSAGES.emailRequired;
    if (control.validity.typeMismatch) return CONTACT_MESSAGES.emailInvalid;
  }
  if (field === 'message' && (blank || control.validity.valueMissing)) return CONTACT_MESSAGES.messageRequired;
  if (control.validity.tooLong && 'maxLength' in control) return CONTACT_MESSAGES.tooLong(control.maxLength);
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
