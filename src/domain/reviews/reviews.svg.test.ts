// @vitest-environment jsdom
// Parses the generated avatars with a real XML parser (jsdom's DOMParser), which the node
// environment of the other domain tests does not have.
import { describe, expect, it } from 'vitest';
import { initials, initialsAvatarDataUri } from './reviews';

const NAMES = [
  'Jane Doe',
  'Madonna',
  '',
  '<script>alert(1)</script>',
  '"quoted" \'single\'',
  'a & b',
  '&amp; &lt;',
  ']]> <![CDATA[',
  'x" onload="alert(1)',
  'élodie durand',
  '李小龙',
  '\u0000\u001f control',
];

describe('initials avatar is well-formed SVG for any name', () => {
  it.each(NAMES)('%j', (name) => {
    const uri = initialsAvatarDataUri(name);
    const svg = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = doc.documentElement;
    expect(root.nodeName).toBe('svg');
    expect(root.getAttribute('width')).toBe(root.getAttribute('height'));
    expect(root.getElementsByTagName('script')).toHaveLength(0);
    expect([...root.children].map((child) => child.nodeName)).toEqual(['rect', 'text']);
    expect(root.getElementsByTagName('rect')[0]!.getAttribute('fill')).toBe('#2454E6');
    const text = root.getElementsByTagName('text')[0]!;
    expect(text.getAttribute('fill')).toBe('#FFFFFF');
    expect(text.getAttributeNames().some((attribute) => attribute.startsWith('on'))).toBe(false);
    expect(text.textContent).toBe(initials(name) || '?');
  });
});
