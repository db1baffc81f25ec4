import { ServicesIndex } from '../features/services/ServicesIndex';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Services | Web, Marketing & Design | Lakeforge Digital',
  description:
    'Web and WordPress development, mobile apps, SEO, Google and Meta ads, social media, design and content from a Hamilton agency serving North America.',
  updated: '2026-11-21',
};

export default function ServicesPage() {
  return <ServicesIndex />;
}
