import type { Params } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { findCategory, findServicePage } from '../content/services';
import type { PageMeta } from '../lib/seo';

export function meta({ slug = '' }: Params): PageMeta | null {
  const page = findServicePage(slug);
  if (page)
    return { title: page.title, description: page.metaDescription, image: `/images/og/services/${page.slug}.png` };
  const category = findCategory(slug);
  if (category)
    return { title: `${category.category} Services | Lakeforge Digital`, description: category.description };
  return null;
}

export default function ServiceSlugPage() {
  const { slug = '' } = useParams();
  const page = findServicePage(slug);
  if (page) return <PageHero eyebrow={page.hero.eyebrow} title={page.hero.heading} intro={page.hero.intro} />;

  const category = findCategory(slug);
  if (category) return <PageHero title={`${category.category} Services`} intro={category.description} />;

  return (
    <Section>
      <Container>
        <h1>Category not found</h1>
      </Container>
    </Section>
  );
}
