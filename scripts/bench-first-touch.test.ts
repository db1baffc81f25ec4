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
      paintSeenMs: 900,
      appRequestedMs: 950,
      appTookOverMs: 2400,
      left: false,
      tappedAtMs: 720,
      tookEffectMs,
    });
    const table = markdownTable([
      { target, runs: [run(750), run(800), run(760)] },
      { target: TARGETS.find((each) => each.path === '/about')!, runs: [run(750), run(undefined), run(760)] },
    ]);
    expect(table).toContain('| `/` | the menu | 0.70 s | 0.90 s | 0.95 s | 2.40 s | 0.72 s | 0.76 s |');
    expect(table).toContain('| `/about` | the menu | 0.70 s | 0.90 s | 0.95 s | 2.40 s | 0.72 s | never |');
  });

  it('says a page was left first where the tap took the visitor elsewhere before its app took over, and never where it did not', () => {
    const getStarted = TARGETS.find((target) => target.path === '/services/seo' && /Get Started/.test(target.control))!;
    const run = (left: boolean) => ({
      firstPaintMs: 650,
      paintSeenMs: 800,
      appRequestedMs: undefined,
      appTookOverMs: undefined,
      left,
      tappedAtMs: 1100,
      tookEffectMs: 1600,
    });
    expect(markdownTable([{ target: getStarted, runs: [run(true), run(true), run(false)] }])).toContain(
      "| `/services/seo` | a package's 'Get Started' | 0.65 s | 0.80 s | never | left first | 1.10 s | 1.60 s |",
    );
    expect(markdownTable([{ target: getStarted, runs: [run(false)] }])).toContain(
      '| 0.65 s | 0.80 s | never | never |',
    );
  });

  it("measures /services/seo's own takeover with a tap that keeps the visitor there, beside its 'Get Started'", () => {
    expect(TARGETS.filter((target) => target.path === '/services/seo').map((target) => target.control)).toEqual([
      "a package's 'Get Started'",
      'the menu',
    ]);
  });
});
