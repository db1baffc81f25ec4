import { afterEach, describe, expect, it, vi } from 'vitest';
import fontRanges from './fontRanges.json';
import { showsRestOfLatin, unicodeRangePattern, unicodeRangeSpans, watchForRestOfLatin } from './restOfLatinFonts';

describe('unicodeRangePattern', () => {
  it('matches the characters of each single code point and span, and nothing around them', () => {
    const pattern = unicodeRangePattern('U+00A0-00A8,U+0131, U+2018-201B');
    expect(['\u00A0', '\u00A8', 'ı', '‘', '‛'].filter((c) => !pattern.test(c))).toEqual([]);
    expect(['\u009F', '©', 'İ', '\u2017', '“', 'a'].filter((c) => pattern.test(c))).toEqual([]);
  });
});

describe('showsRestOfLatin', () => {
  it("is false for text of the characters the fonts' first files draw", () => {
    expect(showsRestOfLatin('Café – “quoted” © 2026 · 30 minutes → ≥ 5… Lakeforge Digital')).toBe(false);
  });

  it('is true for an accented letter, a curly apostrophe or a symbol only the second files draw', () => {
    expect(['Hélène', 'Zoë', 'O’Neil', '€250', 'Œuvre'].filter((text) => !showsRestOfLatin(text))).toEqual([]);
  });

  it('is true for the first and last character of each span of the second files, false for those of the first', () => {
    const ends = (range: string) =>
      unicodeRangeSpans(range).flatMap((span) => span.map((code) => String.fromCodePoint(code)));
    expect(ends(fontRanges.rest).filter((character) => !showsRestOfLatin(character))).toEqual([]);
    expect(ends(fontRanges.core).filter((character) => showsRestOfLatin(character))).toEqual([]);
  });
});

describe('watchForRestOfLatin', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  function page(html: string) {
    document.body.innerHTML = `<main>${html}</main>`;
    return document.querySelector('main')!;
  }

  /** Resolves after the MutationObserver's callback for the changes made so far (a microtask queued before). */
  const mutationsDelivered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('adds nothing for a page of the site’s copy, and nothing while fields get only such text', async () => {
    const root = page('<h1>Let\'s talk</h1><label>Name <input name="name"></label>');
    const add = vi.fn();
    stop = watchForRestOfLatin(root, add);
    const field = root.querySelector('input')!;
    field.value = 'Grace Hopper';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    root.append(Object.assign(document.createElement('p'), { textContent: 'Message sent — thank you.' }));
    await mutationsDelivered();
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the faces at once when the page already shows such a character, in its text or a field', () => {
    const add = vi.fn();
    stop = watchForRestOfLatin(page('<p>“Great work” — Zoë Lefèvre</p>'), add);
    expect(add).toHaveBeenCalledTimes(1);

    // A name typed before the watcher came (the app was still loading).
    const later = vi.fn();
    const root = page('<input name="name">');
    root.querySelector('input')!.value = 'Hélène Côté';
    stop = watchForRestOfLatin(root, later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('adds the faces once, when a field gets such a character typed or autofilled', () => {
    const root = page('<textarea name="message"></textarea>');
    const add = vi.fn();
    stop = watchForRestOfLatin(root, add);
    const message = root.querySelector('textarea')!;
    for (const value of ['Bonjour', 'Bonjour, je m’appelle', 'Bonjour, je m’appelle Zoë']) {
      message.value = value;
      message.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('adds the faces once, when the app renders such a character or changes a text to one', async () => {
    const root = page('<ul></ul><p>Loading reviews</p>');
    const add = vi.fn();
    stop = watchForRestOfLatin(root, add);
    root.querySelector('ul')!.append(Object.assign(document.createElement('li'), { textContent: 'Ana Souza' }));
    await mutationsDelivered();
    expect(add).not.toHaveBeenCalled();
    root.querySelector('p')!.firstChild!.textContent = 'Reviewed by François';
    await mutationsDelivered();
    expect(add).toHaveBeenCalledTimes(1);
    root.append(Object.assign(document.createElement('p'), { textContent: 'Zoë' }));
    await mutationsDelivered();
    expect(add).toHaveBeenCalledTimes(1);
  });
});
