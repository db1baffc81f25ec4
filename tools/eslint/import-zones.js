/**
 * ESLint rule `house/import-zones`: forbids imports from one folder into another, on the resolved path of
 * each relative import, so `../x` and `../../features/x` are the same import (docs/architecture.md).
 *
 * Why not eslint-plugin-import-x's `no-restricted-paths`: the project imports only relative paths and
 * packages (no aliases), and `tsc` already fails on an import that does not resolve, so resolving a
 * relative path is all this rule needs (the same holds for the cycle rule, `tools/eslint/no-cycle.js`).
 *
 * Options: { root, zones: [{ target: string | string[], from: string, except?: string[], message }] },
 * folders relative to `root`; `except` relative to `from`.
 */
import { dirname, join, relative, resolve } from 'node:path';

const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const toList = (value) => (Array.isArray(value) ? value : [value]);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between the folders of docs/architecture.md.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, zones: { type: 'array' } },
        required: ['root', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, zones } = context.options[0];
    const file = relative(root, context.filename);
    const active = zones.filter((zone) => toList(zone.target).some((target) => within(file, target)));
    if (active.length === 0) return {};

    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = relative(root, resolve(dirname(context.filename), source.value));
      for (const zone of active) {
        if (!within(imported, zone.from)) continue;
        if ((zone.except ?? []).some((except) => within(imported, join(zone.from, except)))) continue;
        context.report({ node: source, message: `${zone.message} (${source.value})` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => (node.source.type === 'Literal' ? check(node.source) : undefined),
    };
  },
};
