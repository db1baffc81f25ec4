import { describe, expect, it } from 'vitest';
import { servicePages } from '../../content/services';
import { monogram, monogramTone, monogramTones } from './monogram';

describe('monogram', () => {
  it('draws initials from the words of a name', () => {
    expect(monogram('Google Analytics 4')).toBe('GA4');
    expect(monogram('Google Tag Manager')).toBe('GTM');
    expect(monogram('Meta Pixel')).toBe('MP');
    expect(monogram('TypeScript')).toBe('TS');
    expect(monogram('WordPress')).toBe('WP');
    expect(monogram('React')).toBe('Re');
    expect(monogram('Node.js')).toBe('No');
    expect(monogram('')).toBe('?');
  });

  it('gives every listed technology a short monogram and a stable tone', () => {
    for (const page of Object.values(servicePages)) {
      for (const name of page.technologies?.items ?? []) {
        expect(monogram(name)).toMatch(/^[A-Z0-9][A-Za-z0-9]{1,2}$/);
        expect(monogramTones).toContain(monogramTone(name));
        expect(monogramTone(name)).toBe(monogramTone(name));
      }
    }
  });
});
