import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokenLinks } from './check-doc-links';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  write('src/domain/slots.ts', 'export {};\n');
  write('docs/.keep', '');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const problems = () =>
  brokenLinks(root).map(({ file, line, target, problem }) => `${file}:${line} ${target} ${problem}`);

describe('check-doc-links', () => {
  it('accepts links and code paths that exist, routes, URLs, commands and fenced code', () => {
    write(
      'README.md',
      [
        'See [the calendar](src/domain/slots.ts), [docs](docs/) and [a section](#deploy).',
        'The slot calendar is `src/domain/slots.ts`; the route `/services/seo`; `npm test`; `/usr/bin/chromium`.',
        'More on [the web](https://example.com/x) and `src/pages/*.tsx`, `functions/.env.<project id>`.',
        '```sh',
        'cat src/gone.ts `src/gone.ts`',
        '```',
      ].join('\n'),
    );
    expect(problems()).toEqual([]);
  });

  it('reports a stale code path and a dead link with file and line', () => {
    write(
      'docs/functions.md',
      'Intro\nThe invitation (`functions/src/calendar/ics.ts`) is RFC 5545.\nSee [it](../src/gone.ts).\n',
    );
    expect(problems()).toEqual([
      'docs/functions.md:2 functions/src/calendar/ics.ts does not exist',
      'docs/functions.md:3 ../src/gone.ts does not exist',
    ]);
  });

  it('reports links that leave the repository and absolute paths of this machine', () => {
    const outside = resolve(root, '..', `${root.split('/').pop()}-outside.md`);
    writeFileSync(outside, 'x');
    try {
      write('README.md', `Spec: [spec](../shared/spec.md) and \`${outside}\`.\n`);
      expect(problems()).toEqual([
        'README.md:1 ../shared/spec.md points outside the repository',
        `README.md:1 ${outside} is an absolute path of one machine; name a path inside the repository instead`,
      ]);
    } finally {
      rmSync(outside);
    }
  });

  it('accepts a file that git ignores, which each developer creates', () => {
    execFileSync('git', ['init', '--quiet'], { cwd: root });
    write('.gitignore', '*.local\n');
    write('README.md', 'Put the key in `functions/.secret.local`, not in `functions/.secret`.\n');
    expect(problems()).toEqual(['README.md:1 functions/.secret does not exist']);
  });

  it('reports paths named in plain text and in commands, and a bare file name that names nothing', () => {
    write('src/features/booking/README.md', 'The wizard.\n');
    write(
      'docs/testing.md',
      [
        'The calendar is src/domain/slots.ts; its tests were in src/domain/slots.test.ts.',
        'Run `npx vitest run src/domain src/gone` and read _docs/gone.md_.',
        'See `slots.ts` and `missing.test.ts`; `404.html` and `prepare.js` are not ours to check.',
        'Firestore keeps `public/reviews`, public/reviews and `availability/busy`; the folder src/features/booking exists.',
      ].join('\n'),
    );
    expect(problems()).toEqual([
      'docs/testing.md:1 src/domain/slots.test.ts does not exist',
      'docs/testing.md:2 src/gone does not exist',
      'docs/testing.md:2 docs/gone.md does not exist',
      'docs/testing.md:3 missing.test.ts names no file of the repository',
    ]);
  });

  it('reports plain-text pointers to files beside the repository', () => {
    write(
      'README.md',
      [
        'The spec is in ../shared/spec/agency-site.md.',
        "The design lives in the team's shared folder, beside the repository.",
      ].join('\n'),
    );
    expect(problems()).toEqual([
      'README.md:1 ../shared/spec/agency-site.md points outside the repository',
      "README.md:2 the team's shared folder points to files outside the repository; write what the reader needs in docs/",
      'README.md:2 beside the repository points to files outside the repository; write what the reader needs in docs/',
    ]);
  });

  it('checks every README.md of the repository’s folders', () => {
    write('src/features/staff/README.md', 'Helpers: `tests/utils/staffApi.ts`.\n');
    expect(problems()).toEqual(['src/features/staff/README.md:1 tests/utils/staffApi.ts does not exist']);
  });

  it('checks the tools’ READMEs too', () => {
    write('tools/offline/README.md', 'See `tools/offline/server.ts`.\n');
    expect(problems()).toEqual(['tools/offline/README.md:1 tools/offline/server.ts does not exist']);
  });
});
