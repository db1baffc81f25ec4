// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup';

describe('escapeMarkup', () => {
  it('escapes the five characters with a meaning in HTML and XML, ampersands first', () => {
    expect(escapeMarkup(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeMarkup('&lt;')).toBe('&amp;lt;');
  });

  it('leaves other text as it is', () => {
    expect(escapeMarkup('Café — 9:00 AM, 100% “quoted”')).toBe('Café — 9:00 AM, 100% “quoted”');
  });

  it('reads back as the same text in an XML attribute and element', () => {
    const text = `"A" & 'B' <C>`;
    const doc = new DOMParser().parseFromString(
      `<r a="${escapeMarkup(text)}">${escapeMarkup(text)}</r>`,
      'application/xml',
    );
    expect(doc.documentElement.getAttribute('a')).toBe(text);
    expect(doc.documentElement.textContent).toBe(text);
  });
});
