/**
 * ESLint rule `house/no-cycle`: no import cycle, type-only imports included (docs/architecture.md).
 *
 * Why not eslint-plugin-import-x's `no-cycle`: it skips every `import type` and has no option to count it
 * (4.18.1), so a cycle that closes through a type went unseen; such a cycle still ties two modules to each
 * other, and the type belongs in the module both depend on. The project imports only relative paths and
 * packages (docs/architecture.md), so following relative imports is the whole graph.
 *
 * Imports of the linted file come from its syntax tree (so `eslint.lintText` of planted code counts); the
 * imports of every other file from TypeScript's pre-processor, which lists type imports and re-exports too.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as TypeScript resolves it (`./x.js` is `./x.ts`), or undefined. */
function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const stems = /\.[cm]?js$/.test(base) ? [base.replace(/\.[cm]?js$/, ''), base] : [base];
  for (const stem of stems) {
    for (const suffix of CANDIDATES) {
      const path = stem + suffix;
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
  }
  return undefined;
}

const importsByFile = new Map();

/** The files `file` imports (any kind of import), read from disk; cached until the file changes. */
function importsOf(file) {
  const modified = statSync(file).mtimeMs;
  const cached = importsByFile.get(file);
  if (cached?.modified === modified) return cached.imports;
  const imports = ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map(({ fileName }) => resolveRelative(file, fileName))
    .filter((path) => path !== undefined && !path.includes('/node_modules/'));
  importsByFile.set(file, { modified, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `target`, or undefined. */
function pathBack(start, target) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === target) {
        const chain = [file];
        for (let step = cameFrom.get(file); step; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only imports included.' },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const imported = resolveRelative(file, source.value);
      if (!imported || imported === file) return;
      const chain = pathBack(imported, file);
      if (!chain) return;
      const route = [...chain, file].map((path) => relative(root, path)).join(' → ');
      context.report({
        node: source,
        message: `Import cycle (type-only imports count too): ${relative(root, file)} → ${route}. Move what both need into a module both can import.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source) : undefined),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};
