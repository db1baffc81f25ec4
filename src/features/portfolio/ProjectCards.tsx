import styled, { css } from 'styled-components';
import { TagList } from '../../components/TagList';
import { ExternalLinkIcon } from '../../components/icons/UiIcons';
import type { Project } from '../../content/projects';

/** How many of the portfolio's projects are featured; the rest are additional case studies (spec: 7 + 3). */
export const FEATURED_PROJECT_COUNT = 7;

export function splitPortfolio(projects: readonly Project[]) {
  return {
    featured: projects.slice(0, FEATURED_PROJECT_COUNT),
    additional: projects.slice(FEATURED_PROJECT_COUNT),
  };
}

function VisitLink({ project }: { project: Project }) {
  // The icon stays on the line of the name's last word.
  const words = project.client.split(' ');
  const last = words.pop();
  return (
    <Visit href={project.link} target="_blank" rel="noopener noreferrer">
      Visit {words.length > 0 && `${words.join(' ')} `}
      <span className="nowrap">
        {last} <span className="visually-hidden">(opens in a new tab)</span>
        <ExternalLinkIcon />
      </span>
    </Visit>
  );
}

/**
 * Featured projects as rich cards: image, client, tags, description and a link to the client's site
 * in a new tab. The first card is drawn wide.
 */
export function FeaturedProjectGrid({ projects }: { projects: readonly Project[] }) {
  return (
    <FeaturedList aria-label="Featured projects">
      {projects.map((project, index) => (
        <FeaturedCard key={project.id} $wide={index === 0}>
          <Media>
            <img src={project.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
          </Media>
          <CardBody>
            <TagList tags={project.tags} label="Services" />
            <h3>
              <Client>{project.client}</Client> {project.title}
            </h3>
            <p>{project.description}</p>
            <VisitLink project={project} />
          </CardBody>
        </FeaturedCard>
      ))}
    </FeaturedList>
  );
}

/** The remaining projects as compact case-study cards. */
export function CaseStudyList({ projects }: { projects: readonly Project[] }) {
  return (
    <CaseList aria-label="Additional case studies">
      {projects.map((project) => (
        <CaseCard key={project.id}>
          <img src={project.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
          <CardBody>
            <TagList tags={project.tags} label="Services" />
            <h3>
              <Client>{project.client}</Client> {project.title}
            </h3>
            <p>{project.description}</p>
            <VisitLink project={project} />
          </CardBody>
        </CaseCard>
      ))}
    </CaseList>
  );
}

/** The client above the project's title, inside the heading. */
const Client = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const cardBase = css`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow 200ms ease,
    transform 200ms ease;

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: translateY(-3px);
  }
  &:has(:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.amber};
    outline-offset: 3px;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.inkSoft};
    transition: transform 500ms cubic-bezier(0.22, 1, 0.36, 1);
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const FeaturedList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const Media = styled.div`
  overflow: hidden;
`;

const FeaturedCard = styled.li<{ $wide: boolean }>`
  ${cardBase}

  ${({ $wide, theme }) =>
    $wide &&
    css`
      ${theme.media.sm} {
        grid-column: 1 / -1;
      }
      ${theme.media.lg} {
        display: grid;
        grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
        ${Media} {
          position: relative;
          min-height: 380px;
        }
        ${Media} img {
          position: absolute;
          inset: 0;
          height: 100%;
          aspect-ratio: auto;
        }
        h3 {
          font-size: ${theme.fontSizes['2xl']};
        }
        ${CardBody} {
          justify-content: center;
          padding: ${theme.space[7]};
        }
        ${CardBody} p {
          font-size: ${theme.fontSizes.lg};
        }
      }
    `}
`;

const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Visit = styled.a`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  text-decoration: none;

  /* The whole card opens the client's site. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  .nowrap {
    white-space: nowrap;
  }
  svg {
    display: inline-block;
    width: 16px;
    height: 16px;
    margin-left: ${({ theme }) => theme.space[2]};
    vertical-align: -2px;
  }
`;

const CaseList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CaseCard = styled.li`
  ${cardBase}
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: none;

  ${({ theme }) => theme.media.sm} {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: center;
    padding: ${({ theme }) => theme.space[4]};
    gap: ${({ theme }) => theme.space[2]};
    img {
      border-radius: ${({ theme }) => theme.radii.md};
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[5]};
    ${CardBody} {
      padding-right: ${({ theme }) => theme.space[6]};
    }
    ${CardBody} p {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;
