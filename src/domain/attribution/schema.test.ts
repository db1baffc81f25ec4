import { describe, expect, it } from 'vitest';
import { bookingSchema, contactSchema, serviceRequestSchema, validate } from '../forms/schemas';
import { leadSourceOf } from './schema';
import { LEAD_SOURCE_LIMITS } from './source';

const newsletter = {
  landingPage: '/services/seo?utm_source=newsletter&utm_medium=email',
  referrerOrigin: 'https://mail.example.com',
  utm: { utm_source: 'newsletter', utm_medium: 'email' },
};

describe('leadSourceOf', () => {
  it('keeps a valid source as it came', () => {
    expect(leadSourceOf(newsletter)).toEqual(newsletter);
  });

  it('gives nothing for what is not an object, or an object with no valid part', () => {
    for (const input of [
      undefined,
      null,
      42,
      [newsletter],
      JSON.stringify(newsletter),
      {},
      { landingPage: 'https://evil.example/' },
    ])
      expect(leadSourceOf(input)).toBeUndefined();
  });

  it('keeps only a path of this site as the landing page', () => {
    expect(leadSourceOf({ landingPage: '/' })).toEqual({ landingPage: '/' });
    for (const landingPage of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'services/seo',
      '/a b',
      'javascript:alert(1)',
      '/page\u0000',
      '/page\u202e',
      42,
    ])
      expect(leadSourceOf({ landingPage, utm: { utm_source: 'ok' } }), String(landingPage)).toEqual({
        utm: { utm_source: 'ok' },
      });
  });

  it('keeps only an http(s) origin as the referrer, never a URL with a path or credentials', () => {
    expect(leadSourceOf({ referrerOrigin: 'http://localhost:8080' })).toEqual({
      referrerOrigin: 'http://localhost:8080',
    });
    for (const referrerOrigin of [
      'https://www.google.com/search?q=lakeforge',
      'https://user:secret@example.com',
      'android-app://com.google.android.gm',
      'javascript:alert(1)',
      'ftp://example.com',
      'null',
      'https://exa\u0000mple.com',
    ])
      expect(leadSourceOf({ referrerOrigin }), referrerOrigin).toBeUndefined();
  });

  it('keeps only the known utm keys, trimmed, without control characters', () => {
    expect(
      leadSourceOf({
        utm: {
          utm_source: '  newsletter ',
          utm_medium: 'e\u0007mail',
          utm_campaign: '',
          utm_term: 7,
          utm_id: 'unknown key',
          gclid: 'tracking id',
        },
      }),
    ).toEqual({ utm: { utm_source: 'newsletter' } });
    expect(leadSourceOf({ utm: ['newsletter'] })).toBeUndefined();
  });

  it('drops a part longer than its limit and keeps one at the limit', () => {
    const atLimit = 'x'.repeat(LEAD_SOURCE_LIMITS.utm);
    expect(leadSourceOf({ utm: { utm_source: atLimit, utm_medium: `${atLimit}x` } })).toEqual({
      utm: { utm_source: atLimit },
    });
    const longPath = `/${'p'.repeat(LEAD_SOURCE_LIMITS.landingPage)}`;
    expect(leadSourceOf({ landingPage: longPath })).toBeUndefined();
    const longOrigin = `https://${'a'.repeat(LEAD_SOURCE_LIMITS.referrerOrigin)}.example`;
    expect(leadSourceOf({ referrerOrigin: longOrigin })).toBeUndefined();
  });
});

describe('the forms with a source', () => {
  const person = { name: 'Jane Doe', email: 'jane@example.com' };
  const forms = [
    ['booking', bookingSchema, { ...person, datetime: '2026-11-23T14:00:00.000Z', purpose: 'Website Development' }],
    ['contact', contactSchema, { ...person, message: 'Hello' }],
    [
      'service request',
      serviceRequestSchema,
      {
        ...person,
        serviceType: 'Custom Web Development',
        serviceCategory: 'Web & App Development',
        package: 'Business',
      },
    ],
  ] as const;

  it.each(forms)('%s: keeps a valid source', (_, schema, fields) => {
    const result = validate(schema, { ...fields, source: newsletter });
    expect(result.ok && result.data.source).toEqual(newsletter);
  });

  it.each(forms)('%s: accepts the lead whatever the source, dropping what is not valid', (_, schema, fields) => {
    for (const source of ['x'.repeat(100_000), { landingPage: 'https://evil.example' }, [1, 2], 12]) {
      const result = validate(schema, { ...fields, source });
      expect(result.ok).toBe(true);
      expect(result.ok && result.data.source).toBeUndefined();
    }
    expect(validate(schema, fields).ok).toBe(true);
  });
});
