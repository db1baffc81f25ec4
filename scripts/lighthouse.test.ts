import { describe, expect, it } from 'vitest';
import { DEFAULT_PATHS, markdownTable, median, parseArgs, summarize } from './lighthouse';

const report = (scores: Record<string, number>, failing = false) => ({
  lighthouseVersion: '12.8.2',
  environment: { hostUserAgent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0 Safari/537.36' },
  categories: Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      { score, auditRefs: [{ id: 'metric', weight: 10 } as { id: string; weight: number; group?: string }] },
    ]),
  ),
  audits: {
    metric: {
      score: failing ? 0.5 : 1,
      displayValue: '1.2\u00a0s',
      title: 'Largest Contentful Paint',
      scoreDisplayMode: 'numeric',
    },
    'largest-contentful-paint': { score: 1, displayValue: '1.2\u00a0s', title: 'LCP', scoreDisplayMode: 'numeric' },
  },
});

describe('lighthouse script', () => {
  it('measures the three agreed pages three times unless told otherwise', () => {
    expect(parseArgs([])).toEqual({ targets: DEFAULT_PATHS, runs: 3, min: undefined, write: true });
    expect(parseArgs(['/about', '--runs', '5', '--min', '95', '--no-write'])).toEqual({
      targets: ['/about'],
      runs: 5,
      min: 95,
      write: false,
    });
    expect(() => parseArgs(['--runs', '0'])).toThrow(/--runs/);
    expect(() => parseArgs(['--fast'])).toThrow(/Unknown option/);
  });

  it('takes the median of the runs', () => {
    expect(median([91, 99, 95])).toBe(95);
    expect(median([90, 100])).toBe(95);
  });

  it('reads scores out of 100, metrics and the weighted audits that did not pass', () => {
    const all = { performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 0.92 };
    const result = summarize(report(all, true));
    expect(result.scores).toEqual({ performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 });
    expect(result.metrics.LCP).toBe('1.2 s');
    expect(result.failing).toContain('seo: Largest Contentful Paint (1.2 s)');
    expect(summarize(report(all)).failing).toEqual([]);
    // Metrics are reported in the table, not as failures.
    const metricsOnly = report(all, true);
    for (const category of Object.values(metricsOnly.categories)) category.auditRefs[0]!.group = 'metrics';
    expect(summarize(metricsOnly).failing).toEqual([]);
    expect(() => summarize({ ...report(all), runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(
      /NO_FCP/,
    );
  });

  it('prints one row per page with the median scores', () => {
    const run = summarize(report({ performance: 0.99, accessibility: 1, 'best-practices': 0.96, seo: 1 }));
    const table = markdownTable(
      [{ url: 'http://127.0.0.1:5000/services/seo', runs: [run], median: run.scores, representative: run }],
      'http://127.0.0.1:5000',
    );
    expect(table.split('\n')[2]).toBe('| `/services/seo` | 99 | 100 | 96 | 100 | n/a | 1.2 s | n/a | n/a | n/a |');
  });
});
