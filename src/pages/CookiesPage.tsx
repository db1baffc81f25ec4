import { LegalDocument } from '../components/LegalDocument';
import { cookiePolicy } from '../content/legal/cookies';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Cookie Policy | Lakeforge Digital',
  description:
    'Lakeforge Digital sets no cookies and runs no analytics or advertising trackers. Here is exactly what your browser stores when you use this site.',
  updated: cookiePolicy.lastUpdated,
};

export default function CookiesPage() {
  return <LegalDocument content={cookiePolicy} />;
}
