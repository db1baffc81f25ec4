import type { Params } from 'react-router-dom';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { findBlogPost } from '../content/blog';
import type { PageMeta } from '../lib/seo';

export function meta({ id = '' }: Params): PageMeta | null {
  const post = findBlogPost(id);
  return post
    ? {
        title: `${post.title} | Lakeforge Digital`,
        description: post.excerpt,
        image: `/images/og/blog/${post.id}.png`,
        type: 'article',
      }
    : null;
}

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = findBlogPost(id);
  if (!post) {
    return (
      <Section>
        <Container>
          <h1>Post Not Found</h1>
          <p>The blog post you're looking for doesn't exist.</p>
          <Link to="/blogs">Back to Blog</Link>
        </Container>
      </Section>
    );
  }
  return (
    <>
      <PageHero eyebrow={post.tags.join(' · ')} title={post.title} intro={post.excerpt} />
      <Section>
        <Article>
          {/* Post HTML is the site's own content; its allowed tags are checked by src/content tests. */}
          <div dangerouslySetInnerHTML={{ __html: post.content }} />
          <Link to="/blogs">Back to Blog</Link>
        </Article>
      </Section>
    </>
  );
}

const Article = styled(Container)`
  max-width: 760px;
`;
