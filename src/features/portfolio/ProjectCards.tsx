import styled, { css } from 'styled-components';
import { linkCardSurface, stretchedLink } from '../../components/Section';
import { TagList } from '../../components/TagList';
import { ExternalLinkIcon } from '../../components/icons/UiIcons';
import { groupByClient, type ClientWork, type Project } from '../../content/projects';

/** How many of the portfolio's projects are featured; the rest are additional case studies (docs/product.md: 7 + 3). */
export const FEATURED_PROJECT_COUNT = 7;

/** The featured and the additional clients, each client once with all of its projects in that part. */
export function splitPortfolio(projects: readonly Project[]) {
  return {
    featured: groupByClient(projects.slice(0, FEATURED_PROJECT_COUNT)),
    additional: groupByClient(projects.slice(FEATURED_PROJECT_COUNT)),
  };
}

function VisitLink({ work }: { work: ClientWork }) {
  // The icon stays on the line of the name's last word.
  const words = work.client.split(' ');
  const last = words.pop();
  return (
    <Visit href={work.link} target="_blank" rel="noopener noreferrer">
      Visit {words.length > 0 && `${words.join(' ')} `}
      <span className="nowrap">
        {last} <span className="visually-hidden">(opens in a new tab)</span>
        <ExternalLinkIcon />
      </span>
    </Visit>
  );
}

/** A client's name, then each project of theirs: what was made, its services and what it achieved. */
function ClientBody({ work }: { work: ClientWork }) {
  return (
    <CardBody>
      <h3>{work.client}</h3>
      {work.projects.map((project) => (
        <Work key={project.id}>
          <h4>{project.title}</h4>
          <TagList tags={project.tags} label="Services" />
          <p>{project.description}</p>
        </Work>
      ))}
      <VisitLink work={work} />
    </CardBody>
  );
}

const ProjectImage = ({ project }: { project: Project }) => (
  <img src={project.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
);

/**
 * Featured clients as rich cards: the first project's image, the client, each project and a link to
 * the client's site in a new tab. The first card is drawn wide.
 */
export function FeaturedProjectGrid({ clients }: { clients: readonly ClientWork[] }) {
  return (
    <FeaturedList aria-label="Featured projects">
      {clients.map((work, index) => (
        <FeaturedCard key={work.client} $wide={index === 0}>
          <Media>
            <ProjectImage project={work.projects[0]!} />
          </Media>
          <ClientBody work={work} />
        </FeaturedCard>
      ))}
    </FeaturedList>
  );
}

/** The remaining clients as compact case-study cards. */
export function CaseStudyList({ clients }: { clients: readonly ClientWork[] }) {
  return (
    <CaseList aria-label="Additional case studies">
      {clients.map((work) => (
        <CaseCard key={work.client}>
          <ProjectImage project={work.projects[0]!} />
          <ClientBody work={work} />
        </CaseCard>
      ))}
    </CaseList>
  );
}

/** One project inside a client's card. */
const Work = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  & + & {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h4 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const cardBase = css`
  ${linkCardSurface}
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

  /* Two columns (tablets): a last card that would sit alone spans the row, its picture beside the text. */
  ${({ theme }) => theme.media.sm} {
    &:last-child:nth-child(even) {
      grid-column: 1 / -1;
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      ${Media} {
        position: relative;
      }
      ${Media} img {
        position: absolute;
        inset: 0;
        height: 100%;
        aspect-ratio: auto;
        /* The pictured site's headline sits at its left: keep it in the frame. */
        object-position: left center;
      }
    }
  }
  ${({ theme }) => theme.media.lg} {
    &:last-child:nth-child(even) {
      grid-column: auto;
      display: flex;
      ${Media} {
        position: static;
      }
      ${Media} img {
        position: static;
        height: auto;
        aspect-ratio: 3 / 2;
      }
    }
  }

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
  ${stretchedLink}
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
