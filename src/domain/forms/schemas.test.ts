import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  CONTACT_SERVICES,
  CONTACT_SERVICE_LABELS,
  FORM_ERROR_KEY,
  MEETING_PURPOSES,
  MEETING_PURPOSE_PLACEHOLDER,
  INVALID_VALUE_MESSAGE,
  NOT_AN_OBJECT_MESSAGE,
  bookingSchema,
  contactSchema,
  isBotSubmission,
  serviceRequestSchema,
  validate,
} from './schemas';

const MB = 'x'.repeat(1024 * 1024);

const validBooking = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  datetime: '2026-11-23T14:00:00.000Z',
  purpose: 'Website Development',
};
const validContact = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  service: 'seo',
  message: 'We need a new website.\nCan you help?',
};
const validServiceRequest = {
  serviceType: 'Custom Web Development',
  serviceCategory: 'Web & App Development',
  package: 'Business',
  name: 'Jane Doe',
  email: 'jane@example.com',
  requirements: 'Five pages.',
};

/** Runs validate and returns the field messages (fails the test if the input was accepted). */
function errorsOf(schema: Parameters<typeof validate>[0], input: unknown): Record<string, string> {
  const result = validate(schema, input);
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)?.slice(0, 200)} to be rejected`);
  return result.fields;
}

describe('options', () => {
  it('meeting purposes are the five values of docs/product.md, without the placeholder', () => {
    expect(MEETING_PURPOSES).toEqual([
      'Website Development',
      'Mobile App Development',
      'UI/UX Design',
      'Project Consultation',
      'Other',
    ]);
    expect(MEETING_PURPOSES).not.toContain(MEETING_PURPOSE_PLACEHOLDER);
    expect(MEETING_PURPOSE_PLACEHOLDER).toBe('I need help with...');
  });

  it('contact services and their labels', () => {
    expect(CONTACT_SERVICES).toEqual(['', 'seo', 'ppc', 'social', 'web']);
    expect(CONTACT_SERVICE_LABELS).toEqual({
      '': 'Select a service',
      seo: 'SEO & Content Marketing',
      ppc: 'PPC & Paid Advertising',
      social: 'Social Media Marketing',
      web: 'Web Design & Development',
    });
  });
});

describe('validate()', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'name=Jane'],
    ['a number', 42],
    ['an array', [validBooking]],
    ['a boolean', true],
  ])('rejects %s as a whole-body error', (_label, input) => {
    expect(validate(bookingSchema, input)).toEqual({ ok: false, fields: { [FORM_ERROR_KEY]: NOT_AN_OBJECT_MESSAGE } });
  });

  it('strips unknown keys, the honeypot included', () => {
    const result = validate(bookingSchema, {
      ...validBooking,
      status: 'cancelled',
      createdAt: 1,
      website: '',
      __proto__: { admin: true },
    });
    expect(result).toEqual({ ok: true, data: validBooking });
  });

  it('handles a JSON body with an own __proto__ key', () => {
    const body: unknown = JSON.parse(`{"__proto__":{"x":1},${JSON.stringify(validBooking).slice(1)}`);
    const result = validate(bookingSchema, body);
    expect(result).toEqual({ ok: true, data: validBooking });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("answers a value whose schema names no message in our words, never the library's (issue #32)", () => {
    const bare = z.object({ count: z.number(), kind: z.enum(['a', 'b']), tags: z.array(z.string()).max(1) });
    expect(validate(bare, { count: 'x', kind: 'c', tags: ['a', 'b'] })).toEqual({
      ok: false,
      fields: { count: INVALID_VALUE_MESSAGE, kind: INVALID_VALUE_MESSAGE, tags: INVALID_VALUE_MESSAGE },
    });
    // A schema's own words still win.
    expect(errorsOf(bookingSchema, { ...validBooking, attemptId: 5 })).toEqual({ attemptId: 'Invalid submission id.' });
  });

  it('names every bad field once, with its first message', () => {
    expect(errorsOf(contactSchema, { name: '', email: 'x', message: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter a valid email address.',
      message: 'Please tell us a little about your project.',
    });
  });
});

describe('bookingSchema', () => {
  it('accepts a valid booking and trims strings', () => {
    const result = validate(bookingSchema, {
      ...validBooking,
      name: '  Jane Doe  ',
      email: '\tjane@example.com \n',
      attemptId: 'a1B2-c3_d4',
    });
    expect(result).toEqual({ ok: true, data: { ...validBooking, attemptId: 'a1B2-c3_d4' } });
  });

  it.each([
    ['UTC with ms', '2026-11-23T14:00:00.000Z'],
    ['UTC without ms', '2026-11-23T14:00:00Z'],
    ['with offset', '2026-11-23T09:00:00-05:00'],
    ['leap day', '2028-02-29T14:00:00Z'],
  ])('accepts datetime %s', (_label, datetime) => {
    expect(validate(bookingSchema, { ...validBooking, datetime }).ok).toBe(true);
  });

  it.each(MEETING_PURPOSES.map((p) => [p]))('accepts purpose %s', (purpose) => {
    expect(validate(bookingSchema, { ...validBooking, purpose }).ok).toBe(true);
  });

  const chooseTime = 'Please choose a time for your meeting.';
  const choosePurpose = 'Please choose what the meeting is about.';
  it.each([
    ['missing datetime', { datetime: undefined }, { datetime: chooseTime }],
    ['datetime as a number', { datetime: 1795442400000 }, { datetime: chooseTime }],
    ['datetime without zone', { datetime: '2026-11-23T14:00:00' }, { datetime: chooseTime }],
    [
      'datetime as Date.toString()',
      { datetime: 'Mon Nov 23 2026 09:00:00 GMT-0500 (Eastern Standard Time)' },
      { datetime: chooseTime },
    ],
    ['date only', { datetime: '2026-11-23' }, { datetime: chooseTime }],
    ['impossible date', { datetime: '2026-02-30T14:00:00Z' }, { datetime: chooseTime }],
    ['impossible hour', { datetime: '2026-11-23T24:00:00Z' }, { datetime: chooseTime }],
    ['1 MB datetime', { datetime: MB }, { datetime: chooseTime }],
    ['placeholder purpose', { purpose: MEETING_PURPOSE_PLACEHOLDER }, { purpose: choosePurpose }],
    ['empty purpose', { purpose: '' }, { purpose: choosePurpose }],
    ['lower-case purpose', { purpose: 'other' }, { purpose: choosePurpose }],
    ['purpose as array', { purpose: ['Other'] }, { purpose: choosePurpose }],
    ['missing name', { name: undefined }, { name: 'Please enter your name.' }],
    ['name as number', { name: 7 }, { name: 'Please enter your name.' }],
    ['name null', { name: null }, { name: 'Please enter your name.' }],
    ['blank name', { name: '   \t ' }, { name: 'Please enter your name.' }],
    ['missing email', { email: undefined }, { email: 'Please enter your email address.' }],
    ['empty email', { email: ' ' }, { email: 'Please enter your email address.' }],
    ['bad email', { email: 'jane@' }, { email: 'Please enter a valid email address.' }],
    ['attemptId too long', { attemptId: 'a'.repeat(65) }, { attemptId: 'Invalid submission id.' }],
    ['attemptId with a slash', { attemptId: 'a/b' }, { attemptId: 'Invalid submission id.' }],
    ['attemptId empty', { attemptId: '' }, { attemptId: 'Invalid submission id.' }],
    ['attemptId number', { attemptId: 12 }, { attemptId: 'Invalid submission id.' }],
  ])('rejects %s', (_label, patch, expected) => {
    expect(errorsOf(bookingSchema, { ...validBooking, ...patch })).toEqual(expected);
  });

  it('accepts a 64-character attemptId', () => {
    expect(validate(bookingSchema, { ...validBooking, attemptId: 'A'.repeat(64) }).ok).toBe(true);
  });

  it('rejects an empty object with a message for every field', () => {
    expect(errorsOf(bookingSchema, {})).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      datetime: chooseTime,
      purpose: choosePurpose,
    });
  });
});

describe('single-line fields (name, email, service fields)', () => {
  const singleLineMessage = 'Please enter your name on a single line, without special characters.';
  it.each([
    ['CR LF header injection', 'Jane\r\nBcc: victim@example.com'],
    ['LF', 'Jane\nDoe'],
    ['CR', 'Jane\rDoe'],
    ['tab', 'Jane\tDoe'],
    ['NUL', 'Jane\u0000Doe'],
    ['escape', 'Jane\u001b[31mDoe'],
    ['DEL', 'Jane\u007fDoe'],
    ['NEL (C1)', 'Jane\u0085Doe'],
    ['line separator', 'Jane\u2028Doe'],
    ['paragraph separator', 'Jane\u2029Doe'],
    ['right-to-left override (U+202E)', 'Jane\u202eeoD'],
    ['zero-width space (U+200B)', 'Jane\u200bDoe'],
    ['left-to-right mark (U+200E)', 'Jane\u200eDoe'],
    ['first strong isolate (U+2068)', 'Jane\u2068Doe'],
    ['byte order mark (U+FEFF)', 'Jane\ufeffDoe'],
    ['soft hyphen (U+00AD)', 'Jane\u00adDoe'],
    ['unpaired high surrogate', 'Jane\ud83dDoe'],
    ['unpaired low surrogate', 'Jane\ude80'],
  ])('rejects a name with %s inside', (_label, name) => {
    expect(errorsOf(bookingSchema, { ...validBooking, name })).toEqual({ name: singleLineMessage });
  });

  it('a line break at either end is just trimmed whitespace', () => {
    expect(validate(bookingSchema, { ...validBooking, name: '\r\nJane Doe\r\n' })).toEqual({
      ok: true,
      data: validBooking,
    });
  });

  it.each([
    ['accents', 'Zoë Saint-Étienne'],
    ['apostrophe', "Seán O'Brien"],
    ['CJK', '李小龍'],
    ['emoji', 'Jane 🚀'],
    ['a zero-width non-joiner (Persian)', 'مهر\u200cآسا'],
    ['an emoji joined with ZWJ', 'Jane 👩\u200d💻'],
    ['exactly 100 characters', 'a'.repeat(100)],
  ])('accepts a name with %s', (_label, name) => {
    expect(validate(bookingSchema, { ...validBooking, name })).toEqual({ ok: true, data: { ...validBooking, name } });
  });

  it('rejects a 101-character name and a 1 MB name', () => {
    const tooLong = { name: 'Please keep your name to 100 characters or fewer.' };
    expect(errorsOf(bookingSchema, { ...validBooking, name: 'a'.repeat(101) })).toEqual(tooLong);
    expect(errorsOf(bookingSchema, { ...validBooking, name: MB })).toEqual(tooLong);
  });

  it('a 1 MB name of spaces is an empty name', () => {
    expect(errorsOf(bookingSchema, { ...validBooking, name: ' '.repeat(1024 * 1024) })).toEqual({
      name: 'Please enter your name.',
    });
  });

  it.each([
    ['plus and subdomain', 'jane.doe+site@mail.example.co.uk'],
    ['254 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
  ])('accepts email %s', (_label, email) => {
    expect(email.length).toBeLessThanOrEqual(254);
    expect(validate(contactSchema, { ...validContact, email }).ok).toBe(true);
  });

  it.each([
    ['no at', 'jane.example.com'],
    ['no domain', 'jane@'],
    ['no tld', 'jane@example'],
    ['space inside', 'jane doe@example.com'],
    ['two ats', 'jane@@example.com'],
    ['CRLF injection', 'jane@example.com\r\nBcc: victim@example.com'],
    ['LF inside', 'jane@exa\nmple.com'],
    ['display name', 'Jane <jane@example.com>'],
    ['255 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`],
    ['1 MB', `${MB}@example.com`],
  ])('rejects email %s', (_label, email) => {
    expect(errorsOf(contactSchema, { ...validContact, email })).toEqual({
      email: 'Please enter a valid email address.',
    });
  });
});

describe('multi-line fields (message, requirements)', () => {
  const refused = { message: 'Your message contains characters we cannot accept.' };
  it.each([
    ['right-to-left override', 'Total: \u202e0001$'],
    ['right-to-left isolate', 'a\u2067b'],
    ['unpaired surrogate', 'broken \udc00 text'],
    ['NUL', 'a\u0000b'],
  ])('refuse %s', (_label, message) => {
    expect(errorsOf(contactSchema, { ...validContact, message })).toEqual(refused);
  });

  it('keep normal text: line breaks, tabs, accents, emoji, Arabic', () => {
    const message = 'Line one\n\tIndented — café 🚀\nمرحبا';
    expect(validate(contactSchema, { ...validContact, message })).toEqual({
      ok: true,
      data: { ...validContact, message },
    });
  });
});

describe('email of the wrong type', () => {
  it.each([
    ['number', 12345],
    ['object', { address: 'jane@example.com' }],
    ['null', null],
  ])('rejects a %s as a missing email', (_label, email) => {
    expect(errorsOf(contactSchema, { ...validContact, email })).toEqual({ email: 'Please enter your email address.' });
  });
});

describe('contactSchema', () => {
  it('accepts a valid inquiry', () => {
    expect(validate(contactSchema, validContact)).toEqual({ ok: true, data: validContact });
  });

  it.each(CONTACT_SERVICES.map((s) => [s]))('accepts service %j', (service) => {
    expect(validate(contactSchema, { ...validContact, service }).ok).toBe(true);
  });

  it('service is optional and defaults to empty', () => {
    const rest: Record<string, unknown> = { ...validContact };
    delete rest.service;
    expect(validate(contactSchema, rest)).toEqual({ ok: true, data: { ...validContact, service: '' } });
  });

  it('keeps newlines and tabs in the message, normalises CR LF, trims the ends', () => {
    const result = validate(contactSchema, { ...validContact, message: '  Line 1\r\nLine 2\rLine 3\n\tindented\n\n' });
    expect(result).toEqual({ ok: true, data: { ...validContact, message: 'Line 1\nLine 2\nLine 3\n\tindented' } });
  });

  it('accepts a message of exactly 5000 characters', () => {
    expect(validate(contactSchema, { ...validContact, message: 'm'.repeat(5000) }).ok).toBe(true);
  });

  const tooLong = 'Please keep your message to 5,000 characters or fewer.';
  const tellUs = 'Please tell us a little about your project.';
  it.each([
    ['unknown service', { service: 'design' }, { service: 'Please choose a service from the list.' }],
    [
      'service label instead of value',
      { service: 'SEO & Content Marketing' },
      { service: 'Please choose a service from the list.' },
    ],
    ['service null', { service: null }, { service: 'Please choose a service from the list.' }],
    ['missing message', { message: undefined }, { message: tellUs }],
    ['blank message', { message: ' \n\t ' }, { message: tellUs }],
    ['message as number', { message: 5 }, { message: tellUs }],
    ['5001-character message', { message: 'm'.repeat(5001) }, { message: tooLong }],
    ['1 MB message', { message: MB }, { message: tooLong }],
    [
      'message with NUL',
      { message: 'hi\u0000there' },
      { message: 'Your message contains characters we cannot accept.' },
    ],
    [
      'message with escape',
      { message: 'hi\u001b[2Jthere' },
      { message: 'Your message contains characters we cannot accept.' },
    ],
    [
      'message with vertical tab',
      { message: 'hi\u000bthere' },
      { message: 'Your message contains characters we cannot accept.' },
    ],
    [
      'name with CR LF',
      { name: 'Jane\r\nDoe' },
      { name: 'Please enter your name on a single line, without special characters.' },
    ],
  ])('rejects %s', (_label, patch, expected) => {
    expect(errorsOf(contactSchema, { ...validContact, ...patch })).toEqual(expected);
  });

  it('rejects a 5000-character message after CR LF normalisation only if still too long', () => {
    // 2500 CR LF pairs become 2500 LF, surrounded by text: 2 + 2500 = 2502 characters, accepted
    expect(validate(contactSchema, { ...validContact, message: `a${'\r\n'.repeat(2500)}b` }).ok).toBe(true);
  });
});

describe('serviceRequestSchema', () => {
  it('accepts a valid request', () => {
    expect(validate(serviceRequestSchema, validServiceRequest)).toEqual({ ok: true, data: validServiceRequest });
  });

  it('requirements are optional and may be empty', () => {
    const rest: Record<string, unknown> = { ...validServiceRequest };
    delete rest.requirements;
    expect(validate(serviceRequestSchema, rest)).toEqual({
      ok: true,
      data: { ...validServiceRequest, requirements: '' },
    });
    expect(validate(serviceRequestSchema, { ...validServiceRequest, requirements: '   ' })).toEqual({
      ok: true,
      data: { ...validServiceRequest, requirements: '' },
    });
  });

  it('keeps line breaks in requirements', () => {
    const result = validate(serviceRequestSchema, { ...validServiceRequest, requirements: 'a\r\nb\tc' });
    expect(result).toEqual({ ok: true, data: { ...validServiceRequest, requirements: 'a\nb\tc' } });
  });

  it('accepts 2000-character requirements', () => {
    const input = { ...validServiceRequest, requirements: 'r'.repeat(2000) };
    expect(validate(serviceRequestSchema, input).ok).toBe(true);
  });

  it('refuses a service, category or package outside the catalogue, by field', () => {
    expect(
      errorsOf(serviceRequestSchema, { ...validServiceRequest, serviceType: 'Cheap pills, visit spam.example' }),
    ).toEqual({ serviceType: 'Please choose a service from our list.' });
    expect(errorsOf(serviceRequestSchema, { ...validServiceRequest, serviceCategory: 'Creative & Content' })).toEqual({
      serviceCategory: 'This category does not match the service.',
    });
    expect(errorsOf(serviceRequestSchema, { ...validServiceRequest, package: 'Business — free' })).toEqual({
      package: 'Please choose a package this service offers.',
    });
  });

  it.each([
    ['missing serviceType', { serviceType: undefined }, { serviceType: 'Please choose a service.' }],
    ['empty serviceCategory', { serviceCategory: '' }, { serviceCategory: 'Please choose a service category.' }],
    ['empty package (the select placeholder)', { package: '' }, { package: 'Please choose a package.' }],
    ['package as number', { package: 2 }, { package: 'Please choose a package.' }],
    ['101-character serviceType', { serviceType: 't'.repeat(101) }, { serviceType: 'The service name is too long.' }],
    ['1 MB package', { package: MB }, { package: 'The package name is too long.' }],
    [
      'serviceCategory with LF',
      { serviceCategory: 'Design\nBcc: x' },
      { serviceCategory: 'The service category contains characters we cannot accept.' },
    ],
    [
      'package with tab',
      { package: 'Logo\t$70' },
      { package: 'The package name contains characters we cannot accept.' },
    ],
    [
      '2001-character requirements',
      { requirements: 'r'.repeat(2001) },
      { requirements: 'Please keep your project details to 2,000 characters or fewer.' },
    ],
    [
      '1 MB requirements',
      { requirements: MB },
      { requirements: 'Please keep your project details to 2,000 characters or fewer.' },
    ],
    ['requirements null', { requirements: null }, { requirements: 'Please describe your requirements as text.' }],
    [
      'requirements with NUL',
      { requirements: 'a\u0000b' },
      { requirements: 'Your project details contain characters we cannot accept.' },
    ],
    ['bad email', { email: 'not-an-email' }, { email: 'Please enter a valid email address.' }],
  ])('rejects %s', (_label, patch, expected) => {
    expect(errorsOf(serviceRequestSchema, { ...validServiceRequest, ...patch })).toEqual(expected);
  });

  it('rejects an all-1 MB body quickly, naming every field', () => {
    const started = performance.now();
    const fields = errorsOf(serviceRequestSchema, {
      serviceType: MB,
      serviceCategory: MB,
      package: MB,
      name: MB,
      email: MB,
      requirements: MB,
      attemptId: MB,
    });
    expect(Object.keys(fields).sort()).toEqual([
      'attemptId',
      'email',
      'name',
      'package',
      'requirements',
      'serviceCategory',
      'serviceType',
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('isBotSubmission (honeypot)', () => {
  it.each([
    ['no website field', { ...validContact }, false],
    ['empty website', { ...validContact, website: '' }, false],
    ['blank website', { ...validContact, website: '  ' }, false],
    ['null website', { ...validContact, website: null }, false],
    ['undefined website', { ...validContact, website: undefined }, false],
    ['filled website', { ...validContact, website: 'http://spam.example' }, true],
    ['website as number', { ...validContact, website: 1 }, true],
    ['website as object', { ...validContact, website: {} }, true],
    ['website as false', { ...validContact, website: false }, true],
    ['not an object', 'website=x', false],
    ['null body', null, false],
  ])('%s → %s', (_label, input, expected) => {
    expect(isBotSubmission(input)).toBe(expected);
  });

  it('ignores an inherited website property', () => {
    expect(isBotSubmission(Object.create({ website: 'x' }))).toBe(false);
  });

  it('never produces a validation message: a filled honeypot still validates', () => {
    expect(validate(contactSchema, { ...validContact, website: 'http://spam.example' }).ok).toBe(true);
  });
});
