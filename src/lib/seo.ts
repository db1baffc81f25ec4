/**
 * The document head of a page, built once from the route table and used twice: the prerender script
 * writes it into each static HTML file, and the client applies it on every navigation.
 */
import { escapeMarkup } from '../domain/markup';

export interface PageMeta {
  title: string;
  description: string;
  /** Site-relative path of a 1200×630 preview image. */
  image?: string;
  type?: 'website' | 'article';
  /** Pages that must not be indexed (the 404 page). */
  noindex?: boolean;
  /**
   * ISO date 'YYYY-MM-DD' when the page's content last changed: its `lastmod` in sitemap.xml. Every page
   * in the sitemap has one (the build fails otherwise).
   */
  updated?: string;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attrs: Record<string, string>;
  text?: string;
}

export const DEFAULT_OG_IMAGE = '/images/og/default.png';

export function headTags(meta: PageMeta, path: string, siteUrl: string, siteName: string): HeadTag[] {
  const url = siteUrl + (path === '/' ? '/' : path.replace(/\/$/, ''));
  const image = siteUrl + (meta.image ?? DEFAULT_OG_IMAGE);
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type ?? 'website' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: siteName } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: '1200' } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: '630' } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'en_CA' } },
    // X reads the title, description and image from the og: tags when its own are absent: only the card type.
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
  if (meta.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  return tags;
}

/** Serialises head tags for static HTML. Each tag carries `data-head` so the client can replace it. */
export function headTagsToHtml(tags: HeadTag[]): string {
  return tags
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
        .join('');
      if (tag === 'title') return `<title>${escapeMarkup(text ?? '')}</title>`;
      return `<${tag} data-head${attributes}>`;
    })
    .join('\n    ');
}

/** Replaces the managed head tags of a live document (client-side navigation). */
export function applyHeadTags(doc: Document, tags: HeadTag[]): void {
  doc.head.querySelectorAll('[data-head]').forEach((node) => node.remove());
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      doc.title = text ?? '';
      continue;
    }
    const element = doc.createElement(tag);
    element.setAttribute('data-head', '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    doc.head.appendChild(element);
  }
}
