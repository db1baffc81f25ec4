import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { blogPosts } from '../content/blog';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Blog | Web, SEO & Marketing Insights | Lakeforge Digital',
  description:
    'Practical advice on website speed, local SEO and social media from the Lakeforge Digital team in Hamilton, Ontario.',
};

export default function BlogsPage() {
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Insights for growing businesses"
        intro="Practical, tested advice from our team."
      />
      <Section>
        <Container>
          <h2 className="visually-hidden">Latest posts</h2>
          <List>
            {blogPosts.map((post) => (
              <li key={post.id}>
                <img src={post.image} alt="" width="1600" height="900" loading="lazy" />
                <h3>{post.title}</h3>
                <p>{post.excerpt}</p>
                <Link to={`/blog/${post.id}`} aria-label={`Read More: ${post.title}`}>
                  Read More
                </Link>
              </li>
            ))}
          </List>
        </Container>
      </Section>
    </>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radii.md};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    font-weight: 700;
  }
`;
