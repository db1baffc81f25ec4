import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.js';
import { formatFieldPath, parseFieldPath } from './paths.js';
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
    expect(normaliseTimestamp({ seconds: '1893492000', nanos: 5000 })).toBe('2030-01-01T10:00:00.000005Z');
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
  it('orders across types: null < bool < number < timestamp < string < bytes < reference < geo < array < map', () => {
    const ordered = [
      { nullValue: null },
      { booleanValue: false },
      { booleanValue: true },
      { doubleValue: 'NaN' },
      { doubleValue: '-Infinity' },
      { integerValue: '-5' },
      { doubleValue: 1.5 },
      { integerValue: '2' },
      { timestampValue: '1970-01-01T00:00:00Z' },
      { stringValue: '' },
      { stringValue: 'a' },
      { bytesValue: 'AA==' },
      { referenceValue: 'projects/p/databases/(default)/documents/a/b' },
      { geoPointValue: { latitude: 1, longitude: 2 } },
      { arrayValue: { values: [] } },
      { arrayValue: { values: [{ integerValue: '1' }] } },
      { mapValue: { fields: {} } },
      { mapValue: { fields: { a: { integerValue: '1' } } } },
    ].map(v);
    const shuffled = [...ordered].reverse();
    shuffled.sort(compareValues);
    expect(shuffled).toEqual(ordered);
  });

  it('compares integers and doubles numerically and exactly', () => {
    expect(compareValues(v({ integerValue: '1' }), v({ doubleValue: 1 }))).toBe(0);
    expect(compareValues(v({ integerValue: '9007199254740993' }), v({ doubleValue: 9007199254740992 }))).toBe(1);
    expect(compareValues(v({ integerValue: '2' }), v({ doubleValue: 2.5 }))).toBe(-1);
    expect(compareValues(v({ doubleValue: -0 }), v({ doubleValue: 0 }))).toBe(0);
  });

  it('orders strings by UTF-8 bytes (code points), not UTF-16 units', () => {
    // U+FFFD is one UTF-16 unit but sorts before U+1F600 (a surrogate pair) in code point order.
    expect(compareValues(v({ stringValue: '\uFFFD' }), v({ stringValue: '😀' }))).toBe(-1);
    expect('\uFFFD' < '😀').toBe(false);
  });

  it('validates values', () => {
    expect(() => v({ integerValue: '9223372036854775808' })).toThrow(ApiError);
    expect(() => v({ stringValue: 'a', integerValue: '1' })).toThrow(ApiError);
    expect(() => v({ arrayValue: { values: [{ arrayValue: {} }] } })).toThrow(ApiError);
    expect(v({ nullValue: 'NULL_VALUE' })).toEqual({ nullValue: null });
    expect(v({ integerValue: 7 })).toEqual({ integerValue: '7' });
    expect(v({ doubleValue: 'Infinity' })).toEqual({ doubleValue: 'Infinity' });
  });
});

describe('field paths', () => {
  it('parses dotted and backtick-quoted paths and formats them back', () => {
    expect(parseFieldPath('a.b.c')).toEqual(['a', 'b', 'c']);
    expect(parseFieldPath('`a.b`.c')).toEqual(['a.b', 'c']);
    expect(parseFieldPath('`x\\`y`')).toEqual(['x`y']);
    expect(formatFieldPath(['a.b', 'c', 'd-e'])).toBe('`a.b`.c.`d-e`');
    expect(() => parseFieldPath('a..b')).toThrow(ApiError);
  });
});

describe('query evaluation', () => {
  const db = 'projects/p/databases/(default)';
  const docs: QueryDoc[] = [
    {
      rel: 'c/1',
      fields: { n: v({ integerValue: '1' }), tags: v({ arrayValue: { values: [{ stringValue: 'x' }] } }) },
    },
    { rel: 'c/2', fields: { n: v({ doubleValue: 2.5 }) } },
    { rel: 'c/3', fields: { n: v({ stringValue: '3' }) } },
    { rel: 'c/4', fields: { n: v({ nullValue: null }) } },
    { rel: 'c/5', fields: { other: v({ booleanValue: true }) } },
    { rel: 'c/6', fields: { n: v({ doubleValue: 'NaN' }) } },
    { rel: 'd/1', fields: { n: v({ integerValue: '1' }) } },
    { rel: 'c/1/sub/1', fields: { n: v({ integerValue: '1' }) } },
  ];
  const ids = (query: unknown, parent = '') =>
    evaluateQuery(docs, parent, parseStructuredQuery(query), db).map((d) => d.rel);
  const where = (op: unknown, value: unknown) => ({
    from: [{ collectionId: 'c' }],
    where: { fieldFilter: { field: { fieldPath: 'n' }, op, value } },
  });

  it('brackets range filters by type and leaves out NaN', () => {
    expect(ids(where('GREATER_THAN', { integerValue: '0' }))).toEqual(['c/1', 'c/2']);
    expect(ids(where(3, { integerValue: '0' }))).toEqual(['c/1', 'c/2']);
    expect(ids(where('LESS_THAN', { integerValue: '100' }))).toEqual(['c/1', 'c/2']);
  });

  it('matches == numerically, != and not-in without null or missing fields', () => {
    expect(ids(where('EQUAL', { doubleValue: 1 }))).toEqual(['c/1']);
    expect(ids(where('NOT_EQUAL', { integerValue: '1' }))).toEqual(['c/6', 'c/2', 'c/3']);
    expect(ids(where(10, { arrayValue: { values: [{ integerValue: '1' }] } }))).toEqual(['c/6', 'c/2', 'c/3']);
    expect(ids(where('IN', { arrayValue: { values: [{ integerValue: '1' }, { stringValue: '3' }] } }))).toEqual([
      'c/1',
      'c/3',
    ]);
  });

  it('supports array-contains, unary filters, OR, descending order, offset and limit', () => {
    expect(
      ids({
        from: [{ collectionId: 'c' }],
        where: { fieldFilter: { field: { fieldPath: 'tags' }, op: 7, value: { stringValue: 'x' } } },
      }),
    ).toEqual(['c/1']);
    expect(
      ids({ from: [{ collectionId: 'c' }], where: { unaryFilter: { field: { fieldPath: 'n' }, op: 'IS_NULL' } } }),
    ).toEqual(['c/4']);
    expect(
      ids({ from: [{ collectionId: 'c' }], where: { unaryFilter: { field: { fieldPath: 'n' }, op: 2 } } }),
    ).toEqual(['c/6']);
    const or = {
      compositeFilter: {
        op: 'OR',
        filters: [where('EQUAL', { integerValue: '1' }).where, where('EQUAL', { stringValue: '3' }).where],
      },
    };
    expect(ids({ from: [{ collectionId: 'c' }], where: or })).toEqual(['c/1', 'c/3']);
    expect(
      ids({
        from: [{ collectionId: 'c' }],
        orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
        offset: 1,
        limit: { value: 2 },
      }),
    ).toEqual(['c/2', 'c/1']);
  });

  it('leaves out documents without an ordered field, and honours cursors', () => {
    const ordered = { from: [{ collectionId: 'c' }], orderBy: [{ field: { fieldPath: 'n' }, direction: 1 }] };
    expect(ids(ordered)).toEqual(['c/4', 'c/6', 'c/1', 'c/2', 'c/3']);
    expect(ids({ ...ordered, startAt: { values: [{ integerValue: '1' }], before: false } })).toEqual(['c/2', 'c/3']);
    expect(
      ids({
        ...ordered,
        startAt: { values: [{ integerValue: '1' }], before: true },
        endAt: { values: [{ stringValue: '3' }], before: true },
      }),
    ).toEqual(['c/1', 'c/2']);
  });

  it('scopes to the parent and supports collection groups', () => {
    expect(ids({ from: [{ collectionId: 'sub' }] }, 'c/1')).toEqual(['c/1/sub/1']);
    expect(ids({ from: [{ collectionId: 'sub' }] })).toEqual([]);
    expect(ids({ from: [{ collectionId: 'sub', allDescendants: true }] })).toEqual(['c/1/sub/1']);
  });
});
