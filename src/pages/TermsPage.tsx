import { LegalDocument } from '../components/LegalDocument';
import { termsOfUse } from '../content/legal/terms';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Terms of Use | Lakeforge Digital',
  description:
    'The terms that govern your use of the Lakeforge Digital website, its content, prices, bookings and inquiry forms.',
  updated: termsOfUse.lastUpdated,
};

export default function TermsPage() {
  return <LegalDocument content={termsOfUse} />;
}
