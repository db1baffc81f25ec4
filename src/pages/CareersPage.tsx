import { PageHero } from '../components/PageHero';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Careers | Join Our Team in Hamilton | Lakeforge Digital',
  description:
    'Work on websites, apps and campaigns for growing businesses. See open roles at Lakeforge Digital in Hamilton, Ontario, and how to apply.',
};

export default function CareersPage() {
  return (
    <PageHero
      eyebrow="Careers"
      title="Build what's next with us"
      intro="We are a small, senior team in Hamilton doing careful work for ambitious clients. If that sounds like you, we would like to hear from you."
    />
  );
}
