import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PATHS,
  MARKERS,
  markdownTable,
  median,
  missedGoals,
  pageResult,
  parseArgs,
  replaceGenerated,
  summarize,
} from './lighthouse';

const metricAudits = (fcp: number) => ({
  'first-contentful-paint': { score: 1, numericValue: fcp, title: 'FCP', scoreDisplayMode: 'numeric' },
  'largest-contentful-paint': { score: 1, numericValue: 1500, title: 'LCP', scoreDisplayMode: 'numeric' },
  'total-blocking-time': { score: 1, numericValue: 20, title: 'TBT', scoreDisplayMode: 'numeric' },
  'cumulative-layout-shift': { score: 1, numericValue: 0.004, title: 'CLS', scoreDisplayMode: 'numeric' },
  'speed-index': { score: 1, numericValue: 1300, title: 'SI', scoreDisplayMode: 'numeric' },
});

const report = (scores: Record<string, number>, { failing = false, fcp = 1200 } = {}) => ({
  lighthouseVersion: '12.8.2',
  environment: { hostUserAgent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0 Safari/537.36' },
  categories: Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { score, auditRefs: [{ id: 'image-alt', weight: 10 } as { id: string; weight: number; group?: string }] },
    ]),
  ),
  audits: {
    'image-alt': {
      score: failing ? 0 : 1,
      displayValue: '2\u00a0images',
      title: 'Images have alt text',
      scoreDisplayMode: 'binary',
    },
    ...metricAudits(fcp),
  },
});

const perfect = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };

describe('lighthouse script', () => {
  it('measures the five agreed pages three times with both presets unless told otherwise', () => {
    expect(parseArgs([])).toEqual({
      targets: DEFAULT_PATHS,
      runs: 3,
      presets: ['mobile', 'desktop'],
      check: false,
      write: true,
    });
    expect(DEFAULT_PATHS).toEqual(['/', '/services/seo', '/blog/website-speed-small-business', '/about', '/contact']);
    expect(parseArgs(['/about', '--runs', '5', '--preset', 'mobile', '--check', '--no-write'])).toEqual({
      targets: ['/about'],
      runs: 5,
      presets: ['mobile'],
      check: true,
      write: false,
    });
    expect(parseArgs(['--anchor', 'AstroWind=/tmp/astrowind/dist']).anchor).toEqual({
      name: 'AstroWind',
      dir: '/tmp/astrowind/dist',
    });
    expect(() => parseArgs(['--anchor', '/tmp/astrowind/dist'])).toThrow(/NAME=DIR/);
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--preset', 'tablet'])).toThrow(/--preset/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option/);
  });

  it('takes the median of the runs', () => {
    expect(median([91, 99, 95])).toBe(95);
    expect(median([0.004, 0.012])).toBeCloseTo(0.008);
  });

  it('reads scores out of 100, metrics and the weighted audits that did not pass', () => {
    const result = summarize(report({ ...perfect, performance: 0.97, seo: 0.92 }, { failing: true }));
    expect(result.scores).toEqual({ performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(result.metrics).toEqual({ FCP: 1200, LCP: 1500, TBT: 20, CLS: 0.004, SI: 1300 });
    expect(result.failing).toContain('seo: Images have alt text (2 images)');
    expect(summarize(report(perfect)).failing).toEqual([]);
    expect(() => summarize({ ...report(perfect), runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(
      /NO_FCP/,
    );
  });

  it('checks the medians against the issue #14 goals of each preset', () => {
    const runs = [1100, 1500, 1700].map((fcp) => summarize(report(perfect, { fcp })));
    const mobile = pageResult('http://h/', 'mobile', runs, [0.5, 0.7]);
    expect(mobile.median.metrics.FCP).toBe(1500);
    expect(missedGoals(mobile)).toEqual(['FCP 1.50 s > 1.40 s']);
    const desktop = pageResult('http://h/', 'desktop', [summarize(report({ ...perfect, seo: 0.99 }))], [1, 1]);
    expect(missedGoals(desktop)).toEqual(['seo 99 < 100']);
  });

  it('prints one row per page and preset with the medians, the load and the goals', () => {
    const run = summarize(report(perfect));
    const table = markdownTable(
      [pageResult('http://127.0.0.1:5000/services/seo', 'mobile', [run], [0.42, 1.6])],
      'http://127.0.0.1:5000',
    );
    expect(table.split('\n')[2]).toBe(
      '| `/services/seo` | mobile | 100 | 100 | 100 | 100 | 1.20 s | 1.50 s | 20 ms | 0.004 | 1.30 s | 0.4→1.6 | met |',
    );
  });

  it("names the anchor's row by its label, served from another address", () => {
    const anchor = pageResult('http://127.0.0.1:6000/', 'mobile', [summarize(report(perfect))], [1, 2]);
    const table = markdownTable([{ ...anchor, label: 'AstroWind `/` (anchor)' }], 'http://127.0.0.1:5000');
    expect(table.split('\n')[2]).toMatch(/^\| AstroWind `\/` \(anchor\) \| mobile \| 100 /);
  });

  it('rewrites only the generated part of docs/performance.md', () => {
    const doc = `# Performance\n\nIntro.\n\n${MARKERS.start}\nold\n${MARKERS.end}\n\n## Changes\n\nKept.\n`;
    const updated = replaceGenerated(doc, `${MARKERS.start}\nnew\n${MARKERS.end}`);
    expect(updated).toBe(`# Performance\n\nIntro.\n\n${MARKERS.start}\nnew\n${MARKERS.end}\n\n## Changes\n\nKept.\n`);
    expect(replaceGenerated('# Performance\n', 'S')).toBe('# Performance\n\nS\n');
  });
});
