/**
 * The browser's side of the service request validation: native constraints (required, type=email,
 * maxLength) in the same words as the server's shared schemas (src/domain/forms/schemas.ts), which
 * stay the authority and are not bundled here.
 */

/** Mirrors `LIMITS` of src/domain/forms/schemas.ts (validation.test.ts checks that they agree). */
export const REQUEST_LIMITS = { name: 100, email: 254, requirements: 2000 } as const;

export type RequestField = 'name' | 'email' | 'requirements';
export const REQUEST_FIELDS: readonly RequestField[] = ['name', 'email', 'requirements'];

export const REQUEST_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  requirementsTooLong: 'Please keep your project details to 2,000 characters or fewer.',
} as const;

type Control = HTMLInputElement | HTMLTextAreaElement;

/** The message for one control, or undefined when it is valid. Blank (whitespace-only) counts as missing. */
export function controlError(control: Control, field: RequestField): string | undefined {
  const missing = control.validity.valueMissing || (control.required && control.value.trim() === '');
  if (field === 'name' && missing) return REQUEST_MESSAGES.nameRequired;
  if (field === 'email') {
    if (missing) return REQUEST_MESSAGES.emailRequired;
    if (control.validity.typeMismatch) return REQUEST_MESSAGES.emailInvalid;
  }
  if (field === 'requirements' && control.validity.tooLong) return REQUEST_MESSAGES.requirementsTooLong;
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
