import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ArrowLeftIcon, ArrowRightIcon, CalendarIcon, ClockIcon } from '../../components/icons/UiIcons';
import type { BlogPost } from '../../content/blog';
import { teamMembers } from '../../content/team';
import { formatPostDate } from './formatPostDate';
import { ARTICLE_MEASURE, Prose } from './Prose';
import { TagList } from '../../components/TagList';
import { brandColors, withAlpha } from '../../domain/brand';

interface PostArticleProps {
  post: BlogPost;
  /** Other posts suggested under the article. */
  morePosts: readonly BlogPost[];
}

/** A blog post: header with byline, cover image, the article body, and further reading. */
export function PostArticle({ post, morePosts }: PostArticleProps) {
  const author = teamMembers.find((member) => member.name === post.author);
  return (
    <>
      <article aria-labelledby="post-title">
        <Header>
          <HeaderInner>
            <BackLink to="/blogs">
              <ArrowLeftIcon />
              Back to Blog
            </BackLink>
            <TagList tags={post.tags} label="Topics" />
            <h1 id="post-title">{post.title}</h1>
            <Lead>{post.excerpt}</Lead>
            <Byline>
              {author && <img src={author.image} alt="" width={48} height={48} />}
              <div>
                <strong>{post.author}</strong>
                {author && <span>{author.position}</span>}
              </div>
              <Facts>
                <li>
                  <CalendarIcon />
                  <span className="visually-hidden">Published </span>
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time>
                </li>
                <li>
                  <ClockIcon />
                  {post.readingMinutes} min read
                </li>
              </Facts>
            </Byline>
          </HeaderInner>
        </Header>
        <CoverWrap>
          <img src={post.image} alt="" width={1600} height={900} fetchPriority="high" decoding="async" />
        </CoverWrap>
        <Container>
          {/* HTML compiled at build time from the post's Markdown, which may not contain raw HTML or
              unsafe links (scripts/blog-posts.ts fails the build otherwise). */}
          <Prose dangerouslySetInnerHTML={{ __html: post.content }} />
          <ArticleFooter>
            <TagList tags={post.tags} label="Filed under" />
            {author && (
              <AuthorCard aria-label="About the author">
                <img src={author.image} alt="" width={72} height={72} loading="lazy" />
                <div>
                  <p>
                    <strong>{author.name}</strong> · {author.position}
                  </p>
                  <p>{author.bio}</p>
                </div>
              </AuthorCard>
            )}
          </ArticleFooter>
        </Container>
      </article>
      {morePosts.length > 0 && (
        <More aria-labelledby="more-posts-heading">
          <Container>
            <h2 id="more-posts-heading">Keep reading</h2>
            <MoreList>
              {morePosts.map((other) => (
                <li key={other.id}>
                  <img src={other.image} alt="" width={1600} height={900} loading="lazy" decoding="async" />
                  <div>
                    <time dateTime={other.date}>{formatPostDate(other.date)}</time>
                    <h3>
                      <Link to={`/blog/${other.id}`}>{other.title}</Link>
                    </h3>
                    <p>{other.excerpt}</p>
                    <span aria-hidden="true" className="arrow">
                      Read article <ArrowRightIcon />
                    </span>
                  </div>
                </li>
              ))}
            </MoreList>
          </Container>
        </More>
      )}
    </>
  );
}

const Header = styled.header`
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[9]};
  background:
    radial-gradient(50rem 24rem at 100% 0%, ${withAlpha(brandColors.primary, 0.12)}, transparent 70%),
    radial-gradient(40rem 20rem at 0% 100%, rgba(18, 181, 165, 0.1), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderInner = styled(Container)`
  max-width: 860px;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  justify-items: start;

  h1 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
    line-height: 1.1;
    letter-spacing: -0.025em;
  }
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  text-decoration: none;
  svg {
    width: 18px;
    height: 18px;
    transition: transform 200ms ease;
  }
  &:hover svg {
    transform: translateX(-3px);
  }
`;

const Lead = styled.p`
  margin: 0;
  max-width: 39em;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[2]};

  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.white};
  }
  div {
    display: grid;
    line-height: 1.35;
  }
  div span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const CoverWrap = styled(Container)`
  max-width: 1040px;
  margin-top: calc(-1 * ${({ theme }) => theme.space[8]});
  margin-bottom: ${({ theme }) => theme.space[7]};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ArticleFooter = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  /* The same measure as the article text above, at the same font size. */
  max-width: ${ARTICLE_MEASURE};
  font-size: 1.0625rem;
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  margin: ${({ theme }) => theme.space[7]} auto ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const AuthorCard = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  p:first-child {
    color: ${({ theme }) => theme.colors.text};
  }
  p:last-child {
    margin: 0;
  }
`;

const More = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const MoreList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    position: relative;
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space[4]};
    align-items: start;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    transition: box-shadow 200ms ease;
  }
  li:hover {
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  li:has(:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.amber};
    outline-offset: 3px;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
  h3 {
    margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.35;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
  li:hover h3 a {
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    display: -webkit-box;
    margin: 0 0 ${({ theme }) => theme.space[2]};
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
  }
  .arrow {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
  }
  .arrow svg {
    width: 16px;
    height: 16px;
  }
`;
