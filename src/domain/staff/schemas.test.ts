import { describe, expect, it } from 'vitest';
import { closureSchema, leadUpdateSchema } from './schemas';

describe('staff notes', () => {
  it('take any text Firestore can store, lines and emoji included', () => {
    expect(leadUpdateSchema.safeParse({ note: 'Called back 📞\nWants a quote' }).success).toBe(true);
    expect(closureSchema.safeParse({ date: '2026-12-24', note: '  Office party 🎉 ' }).data?.note).toBe(
      'Office party 🎉',
    );
  });

  it('refuse an unpaired surrogate, which has no UTF-8 form and would fail the whole write', () => {
    for (const note of ['\ud800', 'a\udc00b', 'end\ud83d']) {
      expect(leadUpdateSchema.safeParse({ note }).success, JSON.stringify(note)).toBe(false);
      expect(closureSchema.safeParse({ date: '2026-12-24', note }).success, JSON.stringify(note)).toBe(false);
    }
  });
});
