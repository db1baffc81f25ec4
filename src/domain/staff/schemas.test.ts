import { describe, expect, it } from 'vitest';
import { closureSchema, leadNoteSchema, leadUpdateSchema } from './schemas';

describe('staff notes', () => {
  it('take any text Firestore can store, lines and emoji included', () => {
    expect(leadNoteSchema.safeParse({ text: ' Called back 📞\nWants a quote ' }).data?.text).toBe(
      'Called back 📞\nWants a quote',
    );
    expect(closureSchema.safeParse({ date: '2026-12-24', note: '  Office party 🎉 ' }).data?.note).toBe(
      'Office party 🎉',
    );
  });

  it('refuse an unpaired surrogate, which has no UTF-8 form and would fail the whole write', () => {
    for (const note of ['\ud800', 'a\udc00b', 'end\ud83d']) {
      expect(leadNoteSchema.safeParse({ text: note }).success, JSON.stringify(note)).toBe(false);
      expect(closureSchema.safeParse({ date: '2026-12-24', note }).success, JSON.stringify(note)).toBe(false);
    }
  });
});

describe('a lead update', () => {
  it('takes one of the five statuses and a staff address (lower-cased) or nobody, and nothing else', () => {
    expect(leadUpdateSchema.parse({ status: 'won', owner: ' Grace@Lakeforge.ca ' })).toEqual({
      status: 'won',
      owner: 'grace@lakeforge.ca',
    });
    expect(leadUpdateSchema.parse({ owner: null })).toEqual({ owner: null });
    for (const update of [
      {},
      { status: 'handled' },
      { handled: true },
      { owner: 'grace' },
      { status: 'won', note: 'x' },
    ]) {
      expect(leadUpdateSchema.safeParse(update).success, JSON.stringify(update)).toBe(false);
    }
  });
});
