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

export function LegalDocument({ content }: { content: LegalContent }) {
  return (
    <>
      <PageHero eyebrow="Legal" title={content.title} intro={`Last updated ${formatDate(content.lastUpdated)}`} />
      <Section>
        <Body>
          <p>{content.intro}</p>
          {content.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </Body>
      </Section>
    </>
  );
}

const Body = styled(Container)`
  max-width: 760px;
  h2 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
