import { describe, expect, it } from 'vitest';
import { LIMITS, serviceRequestSchema, validate } from '../../domain/forms/schemas';
import { SUBMISSION_FAILED, thrownErrorMessage } from './api';
import { REQUEST_LIMITS, REQUEST_MESSAGES } from './validation';

// The dialog mirrors the server's limits and words without bundling zod; these keep them in step.
describe('service request rules agree with the shared schemas', () => {
  const intent = { serviceType: 'Web Development', serviceCategory: 'Development', package: 'Business' };

  it('uses the same length limits', () => {
    expect(REQUEST_LIMITS).toEqual({ name: LIMITS.name, email: LIMITS.email, requirements: LIMITS.requirements });
  });

  it('words missing, malformed and too long fields as the server does', () => {
    expect(validate(serviceRequestSchema, { ...intent, name: ' ', email: '' })).toEqual({
      ok: false,
      fields: { name: REQUEST_MESSAGES.nameRequired, email: REQUEST_MESSAGES.emailRequired },
    });
    expect(
      validate(serviceRequestSchema, {
        ...intent,
        name: 'Ada',
        email: 'ada.example.com',
        requirements: 'x'.repeat(LIMITS.requirements + 1),
      }),
    ).toEqual({
      ok: false,
      fields: { email: REQUEST_MESSAGES.emailInvalid, requirements: REQUEST_MESSAGES.requirementsTooLong },
    });
  });
});

describe('thrownErrorMessage', () => {
  it("shows a thrown error's own message", () => {
    expect(thrownErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it("falls back to 'Submission failed. Please try again.' without a message", () => {
    expect(SUBMISSION_FAILED).toBe('Submission failed. Please try again.');
    expect(thrownErrorMessage(new Error(''))).toBe(SUBMISSION_FAILED);
    expect(thrownErrorMessage('offline')).toBe(SUBMISSION_FAILED);
    expect(thrownErrorMessage(undefined)).toBe(SUBMISSION_FAILED);
  });
});
