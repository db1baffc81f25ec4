/**
 * Keeps the endpoint's declared access policy and the repo's firestore.rules in step: changing one without the
 * other fails here. The parser understands the simple shape the project's rules use:
 * `match /X/{id} { allow <ops>: if true|false; }`, a bounded `allow list` (see ListBounds),
 * `match /X/Y { allow get: if true|false; … }` for one document, plus a deny-all `match /{document=**}`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ParsedQuery } from './query.js';
import { AccessControl, FIRESTORE_RULES_POLICY, type AccessPolicy, type ListBounds } from './rules.js';

const RULES_FILE = new URL('../../firestore.rules', import.meta.url);

interface MatchBlock {
  path: string;
  body: string;
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

/** The `match <path> { ... }` blocks directly inside `text` (nested ones stay in their parent's body). */
function matchBlocks(text: string): MatchBlock[] {
  const blocks: MatchBlock[] = [];
  const re = /match\s+(\S+)\s*\{/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    let depth = 1;
    let i = re.lastIndex;
    for (; i < text.length && depth > 0; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
    }
    if (depth !== 0) throw new Error(`Unbalanced braces after "match ${m[1]}"`);
    blocks.push({ path: m[1]!, body: text.slice(re.lastIndex, i - 1) });
    re.lastIndex = i;
  }
  return blocks;
}

const OPS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Op = (typeof OPS)[number];
const EXPAND: Record<string, readonly Op[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * `request.query.limit <= N && resource.data.F >= request.time - duration.value(a, 'u') &&
 * resource.data.F < request.time + duration.value(b, 'v')`, conjuncts in any order; else undefined.
 */
function listBounds(condition: string): ListBounds | undefined {
  const parts = condition.split('&&').map((part) => part.replace(/\s+/g, ' ').trim());
  if (parts.length !== 3) return undefined;
  const duration = (sign: string, amount: string, unit: string) =>
    (sign === '-' ? -1 : 1) * Number(amount) * (UNIT_MS[unit] ?? Number.NaN);
  let maxLimit: number | undefined;
  let from: { field: string; ms: number } | undefined;
  let before: { field: string; ms: number } | undefined;
  for (const part of parts) {
    const limit = /^request\.query\.limit <= (\d+)$/.exec(part);
    const bound = /^resource\.data\.(\w+) (>=|<) request\.time ([+-]) duration\.value\((\d+), '([smhdw])'\)$/.exec(
      part,
    );
    if (limit) maxLimit = Number(limit[1]);
    else if (bound?.[2] === '>=') from = { field: bound[1]!, ms: duration(bound[3]!, bound[4]!, bound[5]!) };
    else if (bound?.[2] === '<') before = { field: bound[1]!, ms: duration(bound[3]!, bound[4]!, bound[5]!) };
    else return undefined;
  }
  if (maxLimit === undefined || !from || !before || from.field !== before.field) return undefined;
  return { field: from.field, fromMs: from.ms, beforeMs: before.ms, maxLimit };
}

function grants(body: string, where: string): Record<Op, boolean> & { bounded?: ListBounds } {
  const out: Record<Op, boolean> & { bounded?: ListBounds } = Object.fromEntries(
    OPS.map((op) => [op, false]),
  ) as Record<Op, boolean>;
  const own = body.replace(/match\s+\S+\s*\{[\s\S]*\}/g, '');
  const re = /allow\s+([a-z,\s]+?)\s*(?::\s*if\s+([^;]+))?;/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(own)) !== null) {
    const condition = (m[2] ?? 'true').trim();
    const bounded = m[1]!.trim() === 'list' ? listBounds(condition) : undefined;
    if (bounded) {
      out.bounded = bounded;
      continue;
    }
    if (condition !== 'true' && condition !== 'false') {
      throw new Error(
        `${where}: condition "${condition}" cannot be mirrored by the offline endpoint's policy (only true/false)`,
      );
    }
    for (const method of m[1]!.split(',').map((x) => x.trim())) {
      const ops = EXPAND[method];
      if (!ops) throw new Error(`${where}: unknown method "${method}"`);
      if (condition === 'true') for (const op of ops) out[op] = true;
    }
  }
  return out;
}

/** Derives the policy of a rules file, or throws when the file uses something the policy cannot express. */
function policyFromRules(text: string): AccessPolicy {
  const clean = stripComments(text);
  const [service] = matchBlocks(clean);
  if (!service || service.path !== '/databases/{database}/documents')
    throw new Error('Expected match /databases/{database}/documents');
  const policy: Record<string, { read: boolean; write: boolean; list?: ListBounds }> = {};
  for (const block of matchBlocks(service.body)) {
    const g = grants(block.body, `match ${block.path}`);
    if (block.path === '/{document=**}') {
      if (OPS.some((op) => g[op]))
        throw new Error('The catch-all match grants access; the offline policy denies everything unlisted');
      continue;
    }
    const collection = /^\/([A-Za-z0-9_-]+)\/\{[A-Za-z0-9_]+\}$/.exec(block.path);
    const document = /^\/([A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)$/.exec(block.path);
    if (!collection && !document) {
      throw new Error(
        `match ${block.path}: only top-level /collection/{id} and /collection/document matches are mirrored`,
      );
    }
    if (matchBlocks(block.body).length > 0) throw new Error(`match ${block.path}: nested matches are not mirrored`);
    if (document && g.list) throw new Error(`match ${block.path}: list on a single document is not mirrored`);
    // On one document, reading is a get (a query on its collection could return other documents).
    const read = document ? g.get : g.get && g.list;
    const write = g.create && g.update && g.delete;
    if (read !== (g.get || g.list) || write !== (g.create || g.update || g.delete)) {
      throw new Error(`match ${block.path}: partial grants (e.g. only get or only create) are not mirrored`);
    }
    const key = (collection ?? document)![1]!;
    if (g.bounded && (g.get || document)) {
      throw new Error(`match ${block.path}: a bounded list with an open get, or on one document, is not mirrored`);
    }
    if (g.bounded) policy[key] = { read, write, list: g.bounded };
    else if (read || write) policy[key] = { read, write };
  }
  return policy;
}

function normalise(policy: AccessPolicy): Record<string, { read: boolean; write: boolean; list?: ListBounds }> {
  return Object.fromEntries(
    Object.entries(policy)
      .filter(([, access]) => access.read || access.write || access.list)
      .map(([name, access]) => [
        name,
        { read: access.read, write: access.write, ...(access.list ? { list: { ...access.list } } : {}) },
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

describe('access policy and firestore.rules', () => {
  const rules = readFileSync(RULES_FILE, 'utf8');

  it('grants exactly what firestore.rules grants', () => {
    expect(normalise(FIRESTORE_RULES_POLICY)).toEqual(normalise(policyFromRules(rules)));
  });

  it('would notice a change to the rules file', () => {
    const opened = rules.replace(/allow get, write: if false;/, 'allow get: if false; allow write: if true;');
    expect(opened).not.toBe(rules);
    expect(normalise(policyFromRules(opened))).not.toEqual(normalise(FIRESTORE_RULES_POLICY));
    const added = rules.replace(
      'match /{document=**}',
      'match /posts/{postId} { allow read: if true; }\n    match /{document=**}',
    );
    expect(normalise(policyFromRules(added))).toHaveProperty('posts');
    const reviewsClosed = rules.replace(/(match \/public\/reviews \{\s*allow get: if )true/, '$1false');
    expect(reviewsClosed).not.toBe(rules);
    expect(normalise(policyFromRules(reviewsClosed))).not.toHaveProperty('public/reviews');
    expect(() => policyFromRules(rules.replace('allow list, write: if false;', 'allow list: if true;'))).toThrow(
      /list on a single document/,
    );
    expect(() => policyFromRules(rules.replace('request.query.limit <= 80', 'request.auth != null'))).toThrow(
      /cannot be mirrored/,
    );
    const wider = policyFromRules(rules.replace("duration.value(8, 'd')", "duration.value(30, 'd')"));
    expect(wider.slots?.list?.beforeMs).toBe(30 * 86_400_000);
    expect(() =>
      policyFromRules(
        rules.replace(
          /match \/\{document=\*\*\} \{\s*allow read, write: if false;/,
          'match /{document=**} { allow read: if true;',
        ),
      ),
    ).toThrow(/catch-all/);
  });

  it('applies the policy to top-level documents and plain collection queries only', () => {
    const access = new AccessControl(FIRESTORE_RULES_POLICY);
    expect(access.canAccessDocument('slots/a', 'read')).toBe(false);
    expect(access.canAccessDocument('slots/a', 'write')).toBe(false);
    expect(access.canAccessDocument('bookings/a', 'read')).toBe(false);
    const all = { filters: [], limit: undefined };
    expect(access.canQuery({ collectionId: 'bookings', ...all })).toBe(false);
    expect(access.canQuery({ collectionId: 'toString', ...all })).toBe(false);
    // Exactly one document of `public`: no other document, no query on the collection, no write.
    expect(access.canAccessDocument('public/reviews', 'read')).toBe(true);
    expect(access.canAccessDocument('public/reviews', 'write')).toBe(false);
    expect(access.canAccessDocument('public/other', 'read')).toBe(false);
    expect(access.canAccessDocument('public/reviews/sub/x', 'read')).toBe(false);
    expect(access.canQuery({ collectionId: 'public', ...all })).toBe(false);
    // The two public availability documents: read by anyone, written by no browser; the staff-only details
    // (a closure's note, the secret calendar addresses) not at all.
    for (const doc of ['availability/rules', 'availability/busy']) {
      expect(access.canAccessDocument(doc, 'read')).toBe(true);
      expect(access.canAccessDocument(doc, 'write')).toBe(false);
    }
    expect(access.canAccessDocument('availability/other', 'read')).toBe(false);
    expect(access.canQuery({ collectionId: 'availability', ...all })).toBe(false);
    expect(access.canAccessDocument('availabilityNotes/a', 'read')).toBe(false);
    expect(access.canAccessDocument('staffSettings/availability', 'read')).toBe(false);
    expect(new AccessControl('open').canAccessDocument('bookings/a', 'write')).toBe(true);
  });

  describe('slots: only the bookable window, at most 80 per query', () => {
    const NOW = Date.parse('2026-11-23T15:00:00.000Z');
    const access = new AccessControl(FIRESTORE_RULES_POLICY, () => NOW);
    const at = (iso: string) => ({ timestampValue: iso });
    const range = (from: string, to: string): ParsedQuery['filters'] => [
      { path: ['datetime'], op: 'GREATER_THAN_OR_EQUAL', value: at(from) },
      { path: ['datetime'], op: 'LESS_THAN', value: at(to) },
    ];
    const list = (filters: ParsedQuery['filters'], limit: number | undefined) =>
      access.canQuery({ collectionId: 'slots', filters, limit });
    // The wizard's query: 00:00 today in Toronto to 00:00 seven days later.
    const window = range('2026-11-23T05:00:00.000Z', '2026-11-30T05:00:00.000Z');

    it("allows the wizard's window and its one-slot check, with a limit", () => {
      expect(list(window, 80)).toBe(true);
      expect(list([{ path: ['datetime'], op: 'EQUAL', value: at('2026-11-24T14:00:00.000Z') }], 1)).toBe(true);
    });

    it('refuses unbounded, past, far-future and oversized queries', () => {
      expect(list(window, undefined)).toBe(false);
      expect(list(window, 81)).toBe(false);
      expect(list([], 80)).toBe(false);
      expect(list(range('2020-01-01T00:00:00.000Z', '2026-11-30T05:00:00.000Z'), 80)).toBe(false);
      expect(list(range('2026-11-23T05:00:00.000Z', '2027-11-30T05:00:00.000Z'), 80)).toBe(false);
    });
  });
});
