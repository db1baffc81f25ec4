import styled from 'styled-components';
import type { Project } from '../content/projects';
import { ButtonLink } from './Button';
import { cardSurface } from './Section';
import { ArrowRightIcon, ExternalLinkIcon } from './icons/UiIcons';
import { brandColors, withAlpha } from '../domain/brand';

/** How many projects the grid shows (docs/product.md: home and service pages show the first three). */
export const FEATURED_COUNT = 3;

interface FeaturedProjectsProps {
  projects: readonly Project[];
  /** Level of each tile's client-name heading (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The first three projects: a large tile spanning two of three columns beside two stacked ones (one
 * column on phones). Each tile opens the client's site in a new tab. 'Explore All Projects' links to
 * the portfolio only when there are more projects than the grid shows.
 */
export function FeaturedProjects({ projects, headingLevel = 3 }: FeaturedProjectsProps) {
  const featured = projects.slice(0, FEATURED_COUNT);
  const Heading = `h${headingLevel}` as const;
  return (
    <div>
      <Grid>
        {featured.map((project, index) => (
          <Tile key={project.id} $large={index === 0}>
            <TileLink
              href={project.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${project.client} (opens in a new tab)`}
            >
              <img src={project.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
              <Caption>
                <Heading>{project.client}</Heading>
                {project.tags[0] && <Tag>{project.tags[0]}</Tag>}
              </Caption>
              <ExternalLinkIcon className="external" />
            </TileLink>
          </Tile>
        ))}
      </Grid>
      {projects.length > FEATURED_COUNT && (
        <More>
          <ButtonLink to="/portfolio" $variant="secondary" $size="lg">
            Explore All Projects
            <ArrowRightIcon />
          </ButtonLink>
        </More>
      )}
    </div>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-rows: repeat(2, 200px);
    gap: ${({ theme }) => theme.space[5]};
  }
`;

const Tile = styled.li<{ $large: boolean }>`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  ${cardSurface}
  border: 0;
  background: ${({ theme }) => theme.colors.inkSoft};

  ${({ theme }) => theme.media.sm} {
    aspect-ratio: auto;
    grid-column: ${({ $large }) => ($large ? 'span 2' : 'auto')};
    grid-row: ${({ $large }) => ($large ? 'span 2' : 'auto')};
  }
`;

const TileLink = styled.a`
  position: absolute;
  inset: 0;
  display: block;
  color: ${({ theme }) => theme.colors.white};
  text-decoration: none;
  border-radius: inherit;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* A tile narrower than 3:2 crops the right-hand side, never the headline at the screenshot's left. */
    object-position: left top;
    transform-origin: left top;
    transition: transform 500ms cubic-bezier(0.22, 1, 0.36, 1);
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, ${withAlpha(brandColors.ink, 0)} 30%, ${withAlpha(brandColors.ink, 0.92)} 100%);
    transition: background-color 300ms ease;
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.04);
  }
  &:hover::after {
    background-color: ${withAlpha(brandColors.ink, 0.15)};
  }
  &:focus-visible {
    outline-offset: -4px;
  }
  .external {
    position: absolute;
    top: ${({ theme }) => theme.space[4]};
    right: ${({ theme }) => theme.space[4]};
    z-index: 1;
    width: 30px;
    height: 30px;
    padding: 6px;
    border-radius: 50%;
    background: ${withAlpha(brandColors.ink, 0.55)};
  }
`;

/** Tag above the client name; the new-tab mark sits in the tile's top corner, so the name has the full width. */
const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  z-index: 1;
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[5]};
  }

  h2,
  h3,
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.2;
    text-wrap: balance;
    text-shadow: 0 1px 12px ${withAlpha(brandColors.ink, 0.5)};
    ${({ theme }) => theme.media.lg} {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }
`;

const Tag = styled.span`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid rgba(255, 255, 255, 0.3);
  background: ${withAlpha(brandColors.ink, 0.55)};
  backdrop-filter: blur(6px);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[7]};
`;
