import { PageHero } from '../components/PageHero';
import { about } from '../content/about';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'About Us | Lakeforge Digital, Hamilton, Ontario',
  description:
    'Founded in 2015 in Hamilton, Ontario, Lakeforge Digital designs, builds and markets websites, apps and campaigns for businesses across North America.',
};

export default function AboutPage() {
  return <PageHero eyebrow={about.hero.eyebrow} title={about.hero.heading} intro={about.hero.intro} />;
}
