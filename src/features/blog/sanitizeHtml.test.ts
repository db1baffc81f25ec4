import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/blog';
import { sanitizeHtml } from './sanitizeHtml';

/** Parses markup the way a browser does, to inspect what the sanitized HTML would become. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

const attributesOf = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => `${element.localName}[${attribute.name}]`),
  );

describe('sanitizeHtml', () => {
  const post = blogPosts[0]!;

  it('removes a script injected into a post, with its code', () => {
    const html = `${post.content}<script>window.hacked = true</script><p>after</p>`;
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|hacked/i);
    expect(parse(clean).querySelector('script')).toBeNull();
    expect(parse(clean).lastElementChild?.outerHTML).toBe('<p>after</p>');
  });

  it('removes event-handler attributes and the elements that carry them when not allowed', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi <img src=x onerror="alert(1)"><strong onmouseover=\'x()\'>there</strong></p>',
    );
    expect(clean).toBe('<p>Hi <strong>there</strong></p>');
    expect(clean).not.toMatch(/onerror|onclick|onmouseover|<img/i);
  });

  it('drops javascript:, data: and disguised schemes from links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      '&#106;avascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/phish',
    ]) {
      const clean = sanitizeHtml(`<p><a href="${href}">Click</a></p>`);
      expect(clean, href).toBe('<p><a>Click</a></p>');
    }
    expect(sanitizeHtml("<a href='javascript:alert(1)' href='/services'>x</a>")).toBe('<a>x</a>');
  });

  it('keeps site, fragment, web, mail and phone links', () => {
    for (const href of [
      '/services/seo',
      '#cta',
      '/#cta',
      'https://example.com/a?b=1&amp;c=2',
      'mailto:hi@x.ca',
      'tel:+1905',
    ]) {
      expect(sanitizeHtml(`<a href="${href}" target="_blank" style="color:red">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('cannot be broken out of by quotes, comments or unknown markup', () => {
    expect(sanitizeHtml('<a href="/x&quot; onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a href="/x&quot; onmouseover=&quot;alert(1)">x</a>',
    );
    const tricky = sanitizeHtml(
      '<!-- <script>alert(1)</script> --><div><iframe src="/x"></iframe><svg><script>alert(2)</script></svg>Text</div><style>p{}</style>',
    );
    expect(tricky).toBe('Text');
    expect(sanitizeHtml('1 < 2 && 3 > 2 <notatag')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2 &lt;notatag');
    expect(sanitizeHtml('<script>never closed <p>gone</p>')).toBe('');
    expect(sanitizeHtml('<SCRIPT SRC=//x.js></SCRIPT><P>ok</P>')).toBe('<p>ok</p>');
  });

  it('leaves the real posts exactly as written, and agrees with DOMPurify on them', () => {
    for (const { id, content } of blogPosts) {
      const clean = sanitizeHtml(content);
      expect(clean, id).toBe(content);
      const purified = DOMPurify.sanitize(content, {
        ALLOWED_TAGS: [
          'h2',
          'h3',
          'h4',
          'p',
          'ul',
          'ol',
          'li',
          'strong',
          'em',
          'b',
          'i',
          'a',
          'blockquote',
          'br',
          'code',
        ],
        ALLOWED_ATTR: ['href'],
      });
      expect(parse(clean).innerHTML, id).toBe(parse(purified).innerHTML);
      expect(
        attributesOf(parse(clean)).every((attribute) => attribute === 'a[href]'),
        id,
      ).toBe(true);
    }
  });
});
