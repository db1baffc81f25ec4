import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { parseFieldPath } from './paths.js';
import { evaluateQuery, parseStructuredQuery, type QueryDoc } from './query.js';
import { formatTimestamp, MonotonicClock, normaliseTimestamp, parseTimestamp } from './time.js';
import { compareValues, normaliseValue, type Value } from './values.js';

const v = (raw: unknown): Value => normaliseValue(raw);

describe('timestamps', () => {
  it('compares instants whatever the precision or offset the SDKs send', () => {
    expect(parseTimestamp('2030-01-01T10:00:00.123000000Z')).toBe(parseTimestamp('2030-01-01T10:00:00.123Z'));
    expect(parseTimestamp('2030-01-01T05:00:00-05:00')).toBe(parseTimestamp('2030-01-01T10:00:00Z'));
    expect(
      compareValues(
        v({ timestampValue: '2030-01-01T10:00:00.000000001Z' }),
        v({ timestampValue: '2030-01-01T10:00:00Z' }),
      ),
    ).toBe(0);
  });

  it('stores microseconds like Firestore (extra digits truncated) and formats with 0, 3, 6 or 9 digits', () => {
    expect(normaliseTimestamp('2030-01-01T10:00:00.123456789Z')).toBe('2030-01-01T10:00:00.123456Z');
    expect(normaliseTimestamp('2030-01-01T10:00:00.100000000Z')).toBe('2030-01-01T10:00:00.100Z');
    expect(normaliseTimestamp('2030-01-01T10:00:00.000000000Z')).toBe('2030-01-01T10:00:00Z');
    expect(formatTimestamp(-1n)).toBe('1969-12-31T23:59:59.999999999Z');
  });

  it('rejects malformed timestamps with INVALID_ARGUMENT', () => {
    for (const bad of ['2030-13-01T00:00:00Z', '2030-02-30T00:00:00Z', 'yesterday', '2030-01-01 10:00:00']) {
      expect(() => parseTimestamp(bad)).toThrow(ApiError);
    }
  });

  it('hands out strictly increasing commit times even when the wall clock stands still', () => {
    const clock = new MonotonicClock(() => 1_000);
    const a = clock.next();
    const b = clock.next();
    expect(b - a).toBe(1000n);
    expect(clock.current()).toBe(b);
  });
});

describe('value ordering', () => {
  it('orders values of different types by type, and refuses to compare types no query here compares', () => {
    const ordered = [
      { nullValue: null },
      { integerValue: '2' },
      { timestampValue: '1970-01-01T00:00:00Z' },
      { timestampValue: '2030-01-01T00:00:00Z' },
      { stringValue: '' },
      { stringValue: 'a' },
      { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
      { referenceValue: 'projects/p/databases/(default)/documents/a/b/c/d' },
      { mapValue: { fields: {} } },
    ].map((raw) => ('referenceValue' in raw ? (raw as Value) : v(raw)));
    const shuffled = [...ordered].reverse();
    shuffled.sort(compareValues);
    expect(shuffled).toEqual(ordered);
    expect(() => compareValues(v({ integerValue: '1' }), v({ doubleValue: 1 }))).toThrow(/number values/);
  });

  it('orders strings by UTF-8 bytes (code points), not UTF-16 units', () => {
    // U+FFFD is one UTF-16 unit but sorts before U+1F600 (a surrogate pair) in code point order.
    expect(compareValues(v({ stringValue: '\uFFFD' }), v({ stringValue: '😀' }))).toBe(-1);
    expect('\uFFFD' < '😀').toBe(false);
  });

  it('validates values', () => {
    expect(() => v({ integerValue: '9223372036854775808' })).toThrow(ApiError);
    expect(() => v({ stringValue: 'a', integerValue: '1' })).toThrow(ApiError);
    expect(() => v({ geoPointValue: { latitude: 1, longitude: 2 } })).toThrow(/exactly one of the types/);
    expect(() => v({ arrayValue: { values: [{ arrayValue: {} }] } })).toThrow(ApiError);
    expect(v({ nullValue: 'NULL_VALUE' })).toEqual({ nullValue: null });
    expect(v({ integerValue: 7 })).toEqual({ integerValue: '7' });
    expect(v({ doubleValue: 'Infinity' })).toEqual({ doubleValue: 'Infinity' });
  });
});

describe('field paths', () => {
  it('parses dotted and backtick-quoted paths', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`')).toEqual(['x`y']);
    expect(() => parseFieldPath('a..b')).toThrow(ApiError);
  });
});

describe('query evaluation', () => {
  const db = 'projects/p/databases/(default)';
  const t = (iso: string) => v({ timestampValue: iso });
  const docs: QueryDoc[] = [
    { rel: 'slots/b', fields: { datetime: t('2030-01-01T10:00:00Z') } },
    { rel: 'slots/a', fields: { datetime: t('2030-01-01T10:00:00.000000Z') } },
    { rel: 'slots/c', fields: { datetime: t('2030-01-01T09:00:00Z') } },
    { rel: 'slots/text', fields: { datetime: v({ stringValue: '2030-01-01T10:00:00Z' }) } },
    { rel: 'slots/none', fields: {} },
    { rel: 'other/x', fields: { datetime: t('2030-01-01T10:00:00Z') } },
    { rel: 'slots/c/sub/1', fields: { datetime: t('2030-01-01T10:00:00Z') } },
  ];
  const ids = (query: unknown) => evaluateQuery(docs, parseStructuredQuery(query), db).map((d) => d.rel);
  const filter = (op: unknown, iso: string) => ({
    fieldFilter: { field: { fieldPath: 'datetime' }, op, value: { timestampValue: iso } },
  });

  it('matches by type, orders by the inequality field then the name, leaves out documents without it, limits', () => {
    const from = [{ collectionId: 'slots' }];
    expect(ids({ from, where: filter('GREATER_THAN_OR_EQUAL', '2000-01-01T00:00:00Z') })).toEqual([
      'slots/c',
      'slots/a',
      'slots/b',
    ]);
    expect(ids({ from, where: filter(2, '2030-01-01T10:00:00Z'), limit: 2 })).toEqual(['slots/c', 'slots/a']);
    expect(ids({ from, where: filter('EQUAL', '2030-01-01T10:00:00.000000001Z') })).toEqual(['slots/a', 'slots/b']);
    const window = {
      compositeFilter: { op: 'AND', filters: [filter(4, '2030-01-01T09:30:00Z'), filter(1, '2031-01-01T00:00:00Z')] },
    };
    expect(
      ids({ from, where: window, orderBy: [{ field: { fieldPath: 'datetime' }, direction: 'ASCENDING' }] }),
    ).toEqual(['slots/a', 'slots/b']);
  });

  it('orders descending (the implicit name order too), pages with cursors, and matches array elements', () => {
    const leads: QueryDoc[] = [
      {
        rel: 'leads/a',
        fields: {
          at: t('2030-01-01T10:00:00Z'),
          terms: v({ arrayValue: { values: [{ stringValue: 'ada' }] } }),
          done: v({ booleanValue: false }),
        },
      },
      {
        rel: 'leads/b',
        fields: {
          at: t('2030-01-01T10:00:00Z'),
          terms: v({ arrayValue: { values: [{ stringValue: 'bob' }] } }),
          done: v({ booleanValue: true }),
        },
      },
      {
        rel: 'leads/c',
        fields: {
          at: t('2030-01-02T10:00:00Z'),
          terms: v({ arrayValue: { values: [{ stringValue: 'ada' }, { stringValue: 'ad' }] } }),
          done: v({ booleanValue: false }),
        },
      },
      { rel: 'leads/d', fields: { at: t('2029-12-31T10:00:00Z'), done: v({ booleanValue: false }) } },
    ];
    const run = (query: object) =>
      evaluateQuery(leads, parseStructuredQuery({ from: [{ collectionId: 'leads' }], ...query }), db).map((d) => d.rel);
    const newestFirst = [{ field: { fieldPath: 'at' }, direction: 2 }];
    expect(run({ orderBy: newestFirst })).toEqual(['leads/c', 'leads/b', 'leads/a', 'leads/d']);
    const ref = (id: string) => ({ referenceValue: `${db}/documents/leads/${id}` });
    const at = (iso: string) => ({ timestampValue: iso });
    // startAfter the page's last document: the tie at 10:00 is broken by the name, descending.
    expect(
      run({ orderBy: newestFirst, startAt: { values: [at('2030-01-01T10:00:00Z'), ref('b')], before: false } }),
    ).toEqual(['leads/a', 'leads/d']);
    expect(run({ orderBy: newestFirst, startAt: { values: [at('2030-01-01T10:00:00Z')], before: true } })).toEqual([
      'leads/b',
      'leads/a',
      'leads/d',
    ]);
    expect(run({ orderBy: newestFirst, endAt: { values: [at('2030-01-01T10:00:00Z')], before: true } })).toEqual([
      'leads/c',
    ]);
    const contains = (term: string) => ({
      fieldFilter: { field: { fieldPath: 'terms' }, op: 7, value: { stringValue: term } },
    });
    expect(run({ where: contains('ada'), orderBy: newestFirst })).toEqual(['leads/c', 'leads/a']);
    const open = { fieldFilter: { field: { fieldPath: 'done' }, op: 'EQUAL', value: { booleanValue: false } } };
    expect(run({ where: { compositeFilter: { op: 'AND', filters: [open, contains('ad')] } } })).toEqual(['leads/c']);
    expect(() =>
      run({
        orderBy: newestFirst,
        startAt: { values: [at('2030-01-01T10:00:00Z'), ref('b'), at('2030-01-01T10:00:00Z')] },
      }),
    ).toThrow(/more values/);
  });

  it('refuses with INVALID_ARGUMENT what no client here sends', () => {
    const from = [{ collectionId: 'slots' }];
    const refused = [
      { from, where: filter('GREATER_THAN', '2030-01-01T00:00:00Z') },
      { from, where: { compositeFilter: { op: 'OR', filters: [filter(5, '2030-01-01T00:00:00Z')] } } },
      { from, where: { unaryFilter: { field: { fieldPath: 'datetime' }, op: 'IS_NULL' } } },
      { from, offset: 1 },
      { from, select: { fields: [] } },
      { from: [{ collectionId: 'slots', allDescendants: true }] },
    ];
    for (const query of refused) expect(() => parseStructuredQuery(query)).toThrow(/not supported/);
  });
});
