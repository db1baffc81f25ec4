import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../domain/forms/fields';
import { bookingSchema, validate } from '../../domain/forms/schemas';
import { validateForm } from './fields';

describe('the wizard’s checks of the booking form', () => {
  const datetime = '2026-07-15T13:00:00.000Z';
  const samples = [
    { name: 'Ada Lovelace', email: 'ada@example.com', purpose: 'Other' },
    { name: '  Ada  ', email: ' ada@example.com ', purpose: 'UI/UX Design' },
    { name: '', email: 'ada@example.com', purpose: 'Other' },
    { name: '   ', email: 'ada@example.com', purpose: 'Other' },
    { name: 'A'.repeat(101), email: 'ada@example.com', purpose: 'Other' },
    { name: 'Ada', email: '', purpose: 'Other' },
    { name: 'Ada', email: 'ada', purpose: 'Other' },
    { name: 'Ada', email: 'ada@example', purpose: 'Other' },
    { name: 'Ada', email: 'a b@example.com', purpose: 'Other' },
    { name: 'Ada', email: 'ada@example.com', purpose: '' },
    { name: 'Ada', email: 'ada@example.com', purpose: 'Something else' },
  ];

  it.each(samples)('agrees with the server schema on %j', (sample) => {
    const browser = validateForm({ ...sample, website: '' });
    const server = validate(bookingSchema, { ...sample, datetime });
    expect(Object.keys(browser).sort()).toEqual(server.ok ? [] : Object.keys(server.fields).sort());
    if (!server.ok) {
      for (const [field, message] of Object.entries(browser)) expect(message).toBe(server.fields[field]);
    }
  });

  it('uses the server’s words', () => {
    expect(validateForm({ name: '', email: '', purpose: '', website: '' })).toEqual({
      name: FIELD_MESSAGES.nameRequired,
      email: FIELD_MESSAGES.emailRequired,
      purpose: FIELD_MESSAGES.purposeRequired,
    });
  });
});
