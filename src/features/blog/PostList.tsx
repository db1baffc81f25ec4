import { Link } from '../../components/Link';
import styled, { css } from 'styled-components';
import { linkCardSurface, stretchedLink } from '../../components/Section';
import { ArrowRightIcon } from '../../components/icons/UiIcons';
import type { BlogPost } from '../../content/blog';
import { formatPostDate } from './formatPostDate';
import { TagList } from '../../components/TagList';

/**
 * The blog index: every post as a card (newest first, the newest drawn wide on large screens). The
 * whole card is clickable through its one 'Read More' link, whose accessible name includes the title.
 */
export function PostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <Grid>
      {posts.map((post, index) => (
        <Card key={post.id} $wide={index === 0}>
          <Cover
            src={post.image}
            alt=""
            width={1600}
            height={900}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
          <Body>
            <Meta>
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              <span aria-hidden="true">·</span>
              <span>
                <span className="visually-hidden">By </span>
                {post.author}
              </span>
            </Meta>
            <h2>{post.title}</h2>
            <Excerpt>{post.excerpt}</Excerpt>
            <TagList tags={post.tags} />
            <ReadMore to={`/blog/${post.id}`}>
              Read More<span className="visually-hidden">: {post.title}</span>
              <ArrowRightIcon />
            </ReadMore>
          </Body>
        </Card>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.li<{ $wide: boolean }>`
  ${linkCardSurface}

  ${({ $wide, theme }) =>
    $wide &&
    css`
      ${theme.media.sm} {
        grid-column: 1 / -1;
      }
      ${theme.media.lg} {
        flex-direction: row;
        align-items: stretch;
        & > img {
          width: 56%;
          aspect-ratio: auto;
          min-height: 100%;
        }
        && h2 {
          font-size: ${theme.fontSizes['2xl']};
        }
      }
    `}
`;

const Cover = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[6]};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.25;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
`;

const Excerpt = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  text-decoration: none;

  ${stretchedLink}
  &::after {
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
  svg {
    width: 18px;
    height: 18px;
    transition: transform 200ms ease;
  }
  ${Card}:hover & svg {
    transform: translateX(3px);
  }
`;
