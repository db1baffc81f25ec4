import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classify, type CheckerMessage } from './check-html';
import { rootDir } from './paths';

const TSX = join(rootDir, 'node_modules/.bin/tsx');

const page = (body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Page</title></head><body>${body}</body></html>\n`;

/** Runs `npm run check:html` as the test suite does, against a build directory of our own. */
function checkBuild(outDir: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      ['scripts/check-html.ts'],
      { cwd: rootDir, env: { ...process.env, OUT_DIR: outDir } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

describe('check:html over a build directory', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'check-html-'));
    await mkdir(join(outDir, 'blog'));
    await writeFile(
      join(outDir, 'index.html'),
      page('<main><h1>Valid</h1><img src="/a.svg" alt="" width="10" height="10"></main>'),
    );
  });
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('passes a valid build, and fails once a nested page is invalid, naming the file, line and rule', async () => {
    const valid = await checkBuild(outDir);
    expect(valid.output).toContain('of 1 files: 0 errors');
    expect(valid.code).toBe(0);

    await writeFile(join(outDir, 'blog', 'post.html'), page('<img src="/a.svg" alt="" sizes="100vw">'));
    const broken = await checkBuild(outDir);
    expect(broken.code).toBe(1);
    expect(broken.output).toContain('of 2 files: 1 errors');
    expect(broken.output).toMatch(/error: blog\/post\.html:2:\d+ The “sizes” attribute must only be specified/);
    expect(broken.output).not.toContain('error: index.html');
  }, 90_000);

  it('fails when the build directory has no pages', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'check-html-empty-'));
    const result = await checkBuild(empty).finally(() => rm(empty, { recursive: true, force: true }));
    expect(result.code).toBe(1);
    expect(result.output).toContain('No HTML files');
  });
});

describe('classify', () => {
  it('fails on errors and non-document errors, lists warnings, and only counts notes', () => {
    const messages: CheckerMessage[] = [
      { type: 'error', message: 'bad attribute' },
      { type: 'non-document-error', subType: 'io', message: 'cannot read file' },
      { type: 'info', subType: 'warning', message: 'Section lacks heading' },
      { type: 'info', message: 'Trailing slash on void elements has no effect' },
    ];
    const report = classify(messages);
    expect(report.errors.map((m) => m.message)).toEqual(['bad attribute', 'cannot read file']);
    expect(report.warnings.map((m) => m.message)).toEqual(['Section lacks heading']);
    expect(report.infoCount).toBe(1);
  });

  it('counts its reports on anchor positioning and interactivity, which its CSS grammar predates, as notes', () => {
    const report = classify([
      { type: 'error', message: "CSS: “anchor-name”: Property “anchor-name” doesn't exist." },
      { type: 'error', message: 'CSS: “top”: “anchor(--main-bar bottom)” is not a “top” value.' },
      { type: 'error', message: "CSS: “interactivity”: Property “interactivity” doesn't exist." },
      { type: 'error', message: 'CSS: “top”: “calc(1px +)” is not a “top” value.' },
    ]);
    expect(report.errors.map((m) => m.message)).toEqual(['CSS: “top”: “calc(1px +)” is not a “top” value.']);
    expect(report.infoCount).toBe(3);
  });
});
