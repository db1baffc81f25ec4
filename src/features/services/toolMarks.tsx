/**
 * Drawn marks for the technology and platform rows: one simple, original glyph per kind of tool
 * (code, database, payments, ads, ...), shown beside the tool's name. Never a company's logo.
 */
import type { ReactNode } from 'react';
import { LineIcon } from '../../components/icons/UiIcons';
import { brandColors } from '../../domain/brand';

export type ToolKind =
  | 'code'
  | 'database'
  | 'payments'
  | 'design'
  | 'cms'
  | 'security'
  | 'backup'
  | 'monitoring'
  | 'appStore'
  | 'ads'
  | 'video'
  | 'analytics'
  | 'tagging'
  | 'search'
  | 'speed'
  | 'social'
  | 'local';

const kinds: Record<ToolKind, readonly string[]> = {
  code: [
    'React',
    'TypeScript',
    'Next.js',
    'Node.js',
    'PHP',
    'Swift',
    'Kotlin',
    'React Native',
    'Expo',
    'Gutenberg',
    'Advanced Custom Fields',
    'Schema.org',
    'GitHub',
  ],
  database: ['PostgreSQL', 'MySQL', 'Firebase'],
  payments: ['Stripe', 'WooCommerce'],
  design: ['Figma'],
  cms: ['WordPress'],
  security: ['Cloudflare', 'Wordfence'],
  backup: ['UpdraftPlus'],
  monitoring: ['Sentry'],
  appStore: ['App Store Connect', 'Google Play Console'],
  ads: ['Google Ads', 'Meta Ads Manager', 'LinkedIn Ads'],
  video: ['YouTube Ads', 'YouTube', 'TikTok'],
  analytics: ['Google Analytics 4', 'Looker Studio'],
  tagging: ['Google Tag Manager', 'Meta Pixel'],
  search: ['Google Search Console', 'Semrush', 'Ahrefs', 'Screaming Frog', 'Yoast SEO'],
  speed: ['PageSpeed Insights'],
  social: ['Instagram', 'Facebook', 'LinkedIn', 'Pinterest', 'Meta Business Suite'],
  local: ['Google Business Profile'],
};

const kindOf = new Map(
  (Object.entries(kinds) as [ToolKind, readonly string[]][]).flatMap(([kind, names]) =>
    names.map((name) => [name, kind] as const),
  ),
);

/** The kind of a tool named on a service page; a tool not listed here is drawn as code. */
export function toolKind(name: string): ToolKind {
  return kindOf.get(name) ?? 'code';
}

/** Whether the tool has its own entry (the content test keeps every listed tool mapped). */
export function isKnownTool(name: string): boolean {
  return kindOf.has(name);
}

const glyphs: Record<ToolKind, ReactNode> = {
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14" />,
  database: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
    </>
  ),
  payments: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  design: (
    <>
      <path d="M12 3l7 7-7 11-7-11z" />
      <circle cx="12" cy="11" r="2" />
    </>
  ),
  cms: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9h18M9 9v11" />
    </>
  ),
  security: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4" />,
  backup: <path d="M7 18a4 4 0 0 1-.5-8 6 6 0 0 1 11.5 1.5A3.5 3.5 0 0 1 17.5 18zM12 10v6M9.5 13.5L12 16l2.5-2.5" />,
  monitoring: <path d="M3 12h4l2-5 4 10 2-5h6" />,
  appStore: (
    <>
      <rect x="7" y="3" width="10" height="18" rx="2" />
      <path d="M11 18h2M10 9l2 2 2-2" />
    </>
  ),
  ads: <path d="M4 10v4h3l7 4V6l-7 4zM18 9a4 4 0 0 1 0 6" />,
  video: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  analytics: <path d="M5 20v-9M12 20V5M19 20v-6M3 20h18" />,
  tagging: (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8" r="1.5" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6" />
      <path d="M20 20l-4.5-4.5" />
    </>
  ),
  speed: <path d="M4 17a8 8 0 1 1 16 0M12 17l4-5" />,
  social: <path d="M4 5h16v11H9l-5 4zM8 10h8M8 13h5" />,
  local: (
    <>
      <path d="M12 21s-7-6.5-7-11a7 7 0 0 1 14 0c0 4.5-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
};

export interface ToolTone {
  readonly background: string;
  readonly color: string;
}

/** Tints with dark marks (contrast of at least 4.5:1 on each). */
export const toolTones: readonly ToolTone[] = [
  { background: brandColors.primarySoft, color: brandColors.primaryHover },
  { background: '#DDF4F1', color: '#0A6A61' },
  { background: '#FDEFD6', color: '#7A4D00' },
  { background: '#E7E9F1', color: brandColors.ink },
];

/** A stable tint for a tool (a small string hash of its name, identical on server and client). */
export function toolTone(name: string): ToolTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return toolTones[hash % toolTones.length]!;
}

export function ToolMark({ name }: { name: string }) {
  return <LineIcon data-kind={toolKind(name)}>{glyphs[toolKind(name)]}</LineIcon>;
}
