/**
 * Checks every HTML file the build wrote (each prerendered page and 404.html, in dist/ or OUT_DIR) with
 * the W3C Nu Html Checker (vnu.jar from the `vnu-jar` package, on the machine's Java), in one checker
 * process. Exits 1 on any error; warnings are listed and informational notes counted, neither fails.
 *
 *   npm run check:html                 # the build output
 *   npm run check:html -- a.html b.html  # the given files instead
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { distDir } from './paths';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'internal' | 'io' | 'schema';
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

export interface HtmlReport {
  errors: CheckerMessage[];
  warnings: CheckerMessage[];
  /** Notes that are neither errors nor warnings (e.g. "trailing slash on void elements"). */
  infoCount: number;
}

/**
 * The checker's CSS grammar predates CSS Anchor Positioning (Chrome 125, Safari 26, Firefox 147), which places
 * the phone menu under the header (src/app/layout/Navbar.tsx), and `interactivity` (Chrome 135), which keeps the
 * testimonial arrows out of reach before they are disabled (src/features/testimonials/TestimonialCarousel.tsx):
 * its reports on exactly that CSS count as notes.
 */
const NEWER_CSS = [
  /^CSS: “anchor-name”: Property “anchor-name” doesn't exist\.$/,
  /^CSS: “top”: “anchor\(--[\w-]+ bottom\)”/,
  /^CSS: “interactivity”: Property “interactivity” doesn't exist\.$/,
];

/** Sorts the checker's messages: anything that is not a note or a warning counts as an error. */
export function classify(messages: CheckerMessage[]): HtmlReport {
  const report: HtmlReport = { errors: [], warnings: [], infoCount: 0 };
  for (const message of messages) {
    if (NEWER_CSS.some((pattern) => pattern.test(message.message))) report.infoCount += 1;
    else if (message.type !== 'info') report.errors.push(message);
    else if (message.subType === 'warning') report.warnings.push(message);
    else report.infoCount += 1;
  }
  return report;
}

/** Runs one checker process over all the files and returns its messages. */
export function runChecker(files: string[], java = process.env.JAVA ?? 'java'): Promise<CheckerMessage[]> {
  const args = ['-jar', vnuJar, '--format', 'json', '--stdout', ...files];
  return new Promise((resolvePromise, reject) => {
    // The checker exits 1 when it found errors; its JSON report is what tells, so the code is not.
    execFile(java, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
        reject(new Error(`No Java runtime at "${java}": install one (apt-get install default-jre-headless)`));
        return;
      }
      try {
        resolvePromise((JSON.parse(stdout) as { messages: CheckerMessage[] }).messages);
      } catch {
        reject(new Error(`The HTML checker gave no report (exit ${error?.code ?? 0}): ${stderr || stdout}`));
      }
    });
  });
}

export function formatMessage(message: CheckerMessage, baseDir: string): string {
  const file = message.url ? relative(baseDir, new URL(message.url).pathname) : '(no file)';
  const where = message.lastLine ? `:${message.lastLine}:${message.lastColumn ?? 0}` : '';
  return `${file}${where} ${message.message}`;
}

async function builtHtmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function main(args: string[]) {
  const files = args.length ? args.map((file) => resolve(file)) : await builtHtmlFiles(distDir);
  if (!files.length) throw new Error(`No HTML files in ${distDir}: run the build first`);
  const baseDir = args.length ? process.cwd() : distDir;
  const report = classify(await runChecker(files));

  for (const warning of report.warnings) console.log(`warning: ${formatMessage(warning, baseDir)}`);
  for (const error of report.errors) console.error(`error: ${formatMessage(error, baseDir)}`);
  console.log(
    `HTML check (Nu Html Checker) of ${files.length} files: ${report.errors.length} errors, ` +
      `${report.warnings.length} warnings, ${report.infoCount} notes`,
  );
  if (report.errors.length) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
