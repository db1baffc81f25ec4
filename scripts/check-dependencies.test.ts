import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packageOf, undeclaredImports } from './check-dependencies';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'deps-'));
  execFileSync('git', ['init', '-q'], { cwd: root });
  write(
    'package.json',
    JSON.stringify({ dependencies: { react: '1', '@date-fns/tz': '1' }, devDependencies: { vitest: '1', zod: '1' } }),
  );
  write('functions/package.json', JSON.stringify({ dependencies: { zod: '1', '@date-fns/tz': '1' } }));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const problems = () => undeclaredImports(root).map(({ file, specifier }) => `${file} ${specifier}`);

describe('check-dependencies', () => {
  it('names the package of a specifier, and exempts relative paths, node: built-ins and virtual: modules', () => {
    expect(packageOf('@date-fns/tz/date')).toBe('@date-fns/tz');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect([packageOf('./x'), packageOf('node:fs'), packageOf('virtual:blog-posts')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('accepts each import declared in the list that ships it', () => {
    write('src/app/App.tsx', "import { use } from 'react';\nimport type { X } from './x';\nimport 'node:fs';\n");
    write('src/domain/forms/schemas.ts', "import { z } from 'zod';\nimport { tz } from '@date-fns/tz';\n");
    write('src/app/App.test.tsx', "import { it } from 'vitest';\n");
    write('functions/src/inquiry.ts', "import { z } from 'zod';\n");
    write('functions/src/inquiry.test.ts', "import { it } from 'vitest';\n");
    expect(problems()).toEqual([]);
  });

  it('reports an undeclared package, a dev-only one in the web, a domain one the functions lack', () => {
    write('src/app/App.tsx', "import { Link } from 'react-router';\nconst z = await import('zod');\n");
    write('src/domain/dates.ts', "export { tz } from '@date-fns/tz';\nexport type { ReactNode } from 'react';\n");
    write('functions/src/index.ts', "import { it } from 'vitest';\n");
    write('scripts/build.ts', "import { build } from 'esbuild';\n");
    write('src/app/fonts.css', "@font-face { src: url('@fontsource-variable/inter/files/a.woff2'); }\n");
    expect(problems().sort()).toEqual([
      'functions/src/index.ts vitest',
      'scripts/build.ts esbuild',
      'src/app/App.tsx react-router',
      'src/app/App.tsx zod',
      'src/app/fonts.css @fontsource-variable/inter',
      'src/domain/dates.ts react',
    ]);
  });
});
