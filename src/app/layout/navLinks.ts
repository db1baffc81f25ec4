export interface MainNavLink {
  to: string;
  label: string;
  /** Where the section's child pages live when not under `to` (blog posts are /blog/{id}). */
  childPrefix?: string;
}

export const mainNavLinks: readonly MainNavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/blogs', label: 'Blog', childPrefix: '/blog/' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/**
 * How a main link relates to the page at `pathname`: the page itself ('page'), the section the page
 * belongs to ('true', e.g. Services on /services/seo), or neither.
 */
export function navCurrent({ to, childPrefix }: MainNavLink, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === to) return 'page';
  if (to === '/') return undefined;
  return path.startsWith(`${to}/`) || (childPrefix !== undefined && path.startsWith(childPrefix)) ? 'true' : undefined;
}

export const footerQuickLinks = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
] as const;

export const legalLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/sitemap', label: 'Sitemap' },
] as const;
