import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { Container } from '../components/Container';
import { blogPosts } from '../content/blog';
import { blogLastModified } from '../content/blogDates';
import { PostList } from '../features/blog/PostList';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Blog | Web, SEO & Marketing Insights | Lakeforge Digital',
  description:
    'Practical advice on website speed, local SEO and social media from the Lakeforge Digital team in Hamilton, Ontario.',
  updated: blogLastModified(),
};

export default function BlogsPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights for growing businesses"
        intro="Practical, tested advice on websites, search and social media from the people who build and market them every day."
      />
      <Section $tone="surface" aria-label="Latest posts">
        <Container>
          <PostList posts={blogPosts} />
        </Container>
      </Section>
    </>
  );
}
