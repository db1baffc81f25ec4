import { describe, expect, it } from 'vitest';
import { perItemPackage, priceOptionLabel } from './serviceRequestIntent';

describe('service request intents', () => {
  it('labels a per-item choice with its price and what it includes', () => {
    const option = { price: '$99', description: '15 posts per month' };
    expect(priceOptionLabel(option)).toBe('$99 — 15 posts per month');
    expect(perItemPackage('Social Media Posts', option)).toBe('Social Media Posts — $99 — 15 posts per month');
  });
});
