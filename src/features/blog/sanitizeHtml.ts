/**
 * Allow-list sanitizer for blog post bodies.
 *
 * Why not DOMPurify here: posts are prerendered in Node (no `window`; jsdom is a dev dependency only)
 * and hydrated in the browser, so the sanitized markup must be byte-identical on both sides. A pure
 * string function gives exactly the same output everywhere, ships ~1 kB instead of ~9 kB of DOMPurify,
 * and needs no DOM. It is safe by construction: it never copies input through. It re-emits only
 *   - text, with `<` and `>` escaped and stray `&` escaped,
 *   - allowed tags by their lower-case name, with no attributes except a vetted `href` on `<a>`,
 * and drops everything else: comments, doctypes, unknown tags (their text is kept), and dangerous
 * elements together with their content (script, style, iframe, svg, …). The tests check it against
 * injection attempts and against DOMPurify's result for the real posts.
 */

const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(['br']);
/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
]);

/**
 * Links may go to a site-relative path, a fragment, or an http(s), mailto or tel address. The raw
 * attribute text must start that way: an encoded or padded scheme (`&#106;avascript:`, ` javascript:`)
 * does not match and is dropped.
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i;

// A tag: name, then attributes (quoted values may contain `>`), then `>`.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /^&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6});/;

/** Escapes text for HTML, keeping well-formed character references such as `&amp;` or `&#8217;`. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '&') out += ENTITY.test(text.slice(i, i + 40)) ? '&' : '&amp;';
    else out += char;
  }
  return out;
}

const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function safeHref(attributes: string): string | undefined {
  for (const match of attributes.matchAll(ATTRIBUTE)) {
    if (match[1]!.toLowerCase() !== 'href') continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    // The first href wins, as in a browser.
    return SAFE_HREF.test(value) ? value : undefined;
  }
  return undefined;
}

/** Returns `html` reduced to the allowed tags and attributes. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));
    i = lt;

    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = i;
    const tag = TAG.exec(html);
    if (!tag) {
      if (html[i + 1] === '!' || html[i + 1] === '?' || html[i + 1] === '/') {
        // Doctype, processing instruction or a malformed end tag: skip to its end.
        const end = html.indexOf('>', i);
        i = end === -1 ? html.length : end + 1;
      } else {
        out += '&lt;';
        i += 1;
      }
      continue;
    }
    i = TAG.lastIndex;
    const [, slash, rawName, attributes = ''] = tag;
    const name = rawName!.toLowerCase();
    const closing = slash === '/';

    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = new RegExp(`</${name}\\s*>`, 'ig');
        end.lastIndex = i;
        i = end.exec(html) ? end.lastIndex : html.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
      continue;
    }
    const href = name === 'a' ? safeHref(attributes) : undefined;
    out += href === undefined ? `<${name}>` : `<${name} href="${escapeAttribute(href)}">`;
  }
  return out;
}
