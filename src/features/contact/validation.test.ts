import { describe, expect, it } from 'vitest';
import { CONTACT_SERVICE_LABELS, LIMITS } from '../../domain/forms/schemas';
import { contactServiceChoices } from '../../content/services';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './validation';
import { contactSchema, validate } from '../../domain/forms/schemas';

// The form mirrors the server's limits and words without bundling zod; these keep them in step.
describe('contact form rules agree with the shared schemas', () => {
  it('uses the same length limits', () => {
    expect(CONTACT_LIMITS).toEqual({ name: LIMITS.name, email: LIMITS.email, message: LIMITS.message });
  });

  it('offers exactly the services the server accepts, with their labels', () => {
    for (const choice of contactServiceChoices) expect(CONTACT_SERVICE_LABELS[choice.value]).toBe(choice.label);
    expect(contactServiceChoices.map((choice) => choice.value).sort()).toEqual(
      Object.keys(CONTACT_SERVICE_LABELS).filter(Boolean).sort(),
    );
  });

  it('words missing and malformed fields as the server does', () => {
    const result = validate(contactSchema, { name: ' ', email: '', message: '' });
    expect(result).toEqual({
      ok: false,
      fields: {
        name: CONTACT_MESSAGES.nameRequired,
        email: CONTACT_MESSAGES.emailRequired,
        message: CONTACT_MESSAGES.messageRequired,
      },
    });
    expect(validate(contactSchema, { name: 'A', email: 'a.example.com', message: 'x' })).toMatchObject({
      fields: { email: CONTACT_MESSAGES.emailInvalid },
    });
  });
});
