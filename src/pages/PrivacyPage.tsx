import { LegalDocument } from '../components/LegalDocument';
import { privacyPolicy } from '../content/legal/privacy';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Privacy Policy | Lakeforge Digital',
  description:
    'How Lakeforge Digital collects, uses, stores and protects the personal information you share through this website, and your rights under Canadian privacy law.',
  updated: privacyPolicy.lastUpdated,
};

export default function PrivacyPage() {
  return <LegalDocument content={privacyPolicy} />;
}
