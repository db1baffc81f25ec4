import { describe, expect, it } from 'vitest';
import { brandColors, withAlpha } from './brand';

describe('withAlpha', () => {
  it('writes a brand colour as rgba with the given opacity', () => {
    expect(withAlpha(brandColors.primary, 0.45)).toBe('rgba(36, 84, 230, 0.45)');
    expect(withAlpha(brandColors.tealBright, 0.25)).toBe('rgba(18, 181, 165, 0.25)');
  });
});
