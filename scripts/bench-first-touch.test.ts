import { describe, expect, it } from 'vitest';
import { markdownTable, parseArgs, TARGETS } from './bench-first-touch';

describe('bench:first-touch', () => {
  it('measures the five Lighthouse pages, and refuses a page with no main control named', () => {
    expect(parseArgs([])).toEqual({ runs: 3, paths: [] });
    expect(parseArgs(['--runs', '5', '/about'])).toEqual({ runs: 5, paths: ['/about'] });
    expect(() => parseArgs(['/careers'])).toThrow('No main control is named for /careers');
    expect(() => parseArgs(['--runs', '0'])).toThrow('--runs');
  });

  it("prints medians, and 'never' for a tap that took no effect in any run", () => {
    const target = TARGETS[0]!;
    const run = (tookEffectMs: number | undefined) => ({
      firstPaintMs: 700,
      appTookOverMs: 2400,
      tappedAtMs: 720,
      tookEffectMs,
    });
    const table = markdownTable([
      { target, runs: [run(750), run(800), run(760)] },
      { target: TARGETS[3]!, runs: [run(750), run(undefined), run(760)] },
    ]);
    expect(table).toContain('| `/` | the menu | 0.70 s | 2.40 s | 0.72 s | 0.76 s |');
    expect(table).toContain('| `/about` | the menu | 0.70 s | 2.40 s | 0.72 s | never |');
  });
});
