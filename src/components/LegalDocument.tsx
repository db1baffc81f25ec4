import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { PageHero } from './PageHero';
import { Section } from './Section';

export interface LegalContent {
  readonly title: string;
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly list?: readonly string[];
  }[];
}

const formatDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));

/** A URL fragment from a heading: 'What we collect and why' → 'what-we-collect-and-why'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Unique anchor ids for the sections, in order (a repeated heading gets '-2', '-3', …). */
export function sectionIds(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const base = slugify(heading) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

const CONTACT_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|\(\d{3}\) \d{3}-\d{4})/;

/** The text with its email addresses and North American phone numbers as mailto: and tel: links. */
export function withContactLinks(text: string): ReactNode {
  const parts = text.split(CONTACT_PATTERN);
  if (parts.length === 1) return text;
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    const href = part.includes('@') ? `mailto:${part}` : `tel:+1${part.replace(/\D/g, '')}`;
    return (
      <ContactLink key={index} href={href}>
        {part}
      </ContactLink>
    );
  });
}

/**
 * A legal page (privacy, terms, cookies): the title band with its last-updated date, a table of
 * contents linking to every numbered section (sticky beside the text on large screens), and the text
 * set at a comfortable reading measure.
 */
export function LegalDocument({ content }: { content: LegalContent }) {
  const ids = sectionIds(content.sections.map((section) => section.heading));
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={content.title}
        intro={
          <>
            Last updated <time dateTime={content.lastUpdated}>{formatDate(content.lastUpdated)}</time>
          </>
        }
      />
      <Section>
        <Layout>
          <Toc aria-labelledby="toc-heading">
            <h2 id="toc-heading">On this page</h2>
            <ol>
              {content.sections.map((section, index) => (
                <li key={ids[index]}>
                  <a href={`#${ids[index]}`}>
                    <span aria-hidden="true">{index + 1}.</span>
                    <span>{section.heading}</span>
                  </a>
                </li>
              ))}
            </ol>
          </Toc>
          <Body>
            <Intro>{content.intro}</Intro>
            {content.sections.map((section, index) => (
              <section key={ids[index]}>
                <h2 id={ids[index]}>
                  <Number aria-hidden="true">{index + 1}</Number>
                  {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{withContactLinks(paragraph)}</p>
                ))}
                {section.list && (
                  <ul>
                    {section.list.map((item) => (
                      <li key={item}>{withContactLinks(item)}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            <BackToTop href="#main">Back to top</BackToTop>
          </Body>
        </Layout>
      </Section>
    </>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(var(--header-offset) + ${({ theme }) => theme.space[5]});
    max-height: calc(100vh - var(--header-offset) - ${({ theme }) => theme.space[7]});
    overflow-y: auto;
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 800;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: 2px;
  }
  /* Two columns on tablets, where the contents sit above the text. */
  ${({ theme }) => theme.media.sm} {
    ol {
      columns: 2;
      column-gap: ${({ theme }) => theme.space[4]};
    }
    li {
      break-inside: avoid;
    }
  }
  ${({ theme }) => theme.media.lg} {
    ol {
      columns: auto;
    }
  }
  a {
    display: grid;
    grid-template-columns: 1.4em minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
    padding: 6px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.4;
    text-decoration: none;
    transition:
      background-color 150ms ease,
      color 150ms ease;
  }
  a span:first-child {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
    text-align: right;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

const Body = styled.div`
  max-width: 45em;
  font-size: 1.0625rem;
  line-height: 1.75;

  section {
    padding-top: ${({ theme }) => theme.space[6]};
  }
  section + section {
    margin-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: baseline;
    color: ${({ theme }) => theme.colors.ink};
    font-size: clamp(1.3rem, 1.15rem + 0.6vw, 1.6rem);
    line-height: 1.3;
  }
  p,
  li {
    color: ${({ theme }) => theme.colors.text};
  }
  ul {
    margin: 0 0 ${({ theme }) => theme.space[4]};
    padding-left: 1.3em;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding-left: 0.2em;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

const Intro = styled.p`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Number = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  min-width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 800;
  transform: translateY(-2px);
`;

const BackToTop = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[6]};
  font-weight: 700;
`;

const ContactLink = styled.a`
  font-weight: 600;
  white-space: nowrap;
`;
