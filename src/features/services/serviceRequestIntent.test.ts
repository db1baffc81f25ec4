import { describe, expect, it } from 'vitest';
import { contactHrefFor, perItemPackage, priceOptionLabel } from './serviceRequestIntent';

describe('service request intents', () => {
  it('labels a per-item choice with its price and what it includes', () => {
    const option = { price: '$99', description: '15 posts per month' };
    expect(priceOptionLabel(option)).toBe('$99 — 15 posts per month');
    expect(perItemPackage('Social Media Posts', option)).toBe('Social Media Posts — $99 — 15 posts per month');
  });

  it('carries the service and package to the contact page, URL-encoded', () => {
    const href = contactHrefFor({
      serviceType: 'Google & Meta Ads',
      serviceCategory: 'Marketing & Advertising',
      package: 'Flyer/Pamphlet — $70 — 2 concepts',
    });
    expect(href).toBe(
      '/contact?service=Google%20%26%20Meta%20Ads&package=Flyer%2FPamphlet%20%E2%80%94%20%2470%20%E2%80%94%202%20concepts',
    );
    const query = new URL(href, 'https://lakeforge.ca').searchParams;
    expect(query.get('service')).toBe('Google & Meta Ads');
    expect(query.get('package')).toBe('Flyer/Pamphlet — $70 — 2 concepts');
  });
});
