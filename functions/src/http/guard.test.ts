import { describe, expect, it } from 'vitest';
import { looksAutomated } from './guard.js';

describe('looksAutomated', () => {
  it('is true for a filled honeypot, a missing or implausible fill time, or one under the minimum', () => {
    expect(looksAutomated({ website: 'x', fillMs: 9000 }, 3000)).toBe(true);
    expect(looksAutomated({}, 3000)).toBe(true);
    expect(looksAutomated({ fillMs: '9000' }, 3000)).toBe(true);
    expect(looksAutomated({ fillMs: Number.NaN }, 3000)).toBe(true);
    expect(looksAutomated({ fillMs: 2999 }, 3000)).toBe(true);
  });

  it('is false for a person who took at least the minimum; a minimum of 0 checks the honeypot only', () => {
    expect(looksAutomated({ fillMs: 3000, website: '' }, 3000)).toBe(false);
    expect(looksAutomated({}, 0)).toBe(false);
    expect(looksAutomated({ website: 'x' }, 0)).toBe(true);
  });
});
