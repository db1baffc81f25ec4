import { describe, expect, it } from 'vitest';
import { SUBMISSION_FAILED, thrownErrorMessage } from './api';

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
