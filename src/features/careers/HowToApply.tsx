import { Link } from '../../components/Link';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/Button';
import { Container } from '../../components/Container';
import { MailIcon } from '../../components/icons/UiIcons';
import { IconBadge, Section, darkCardSurface } from '../../components/Section';
import type { CareersContent } from '../../content/careers';
import { linkText } from './linkText';

type Props = Pick<CareersContent, 'howToApply' | 'equalOpportunity'> & { phone: string; phoneHref: string };

/** How to apply (email, what happens next) and the equal-opportunity and accommodation statement. */
export function HowToApply({ howToApply, equalOpportunity, phone, phoneHref }: Props) {
  const { email } = howToApply;
  const links = {
    [email]: (text: string) => <a href={`mailto:${email}`}>{text}</a>,
    [phone]: (text: string) => <a href={phoneHref}>{text}</a>,
    'privacy policy': (text: string) => <Link to="/privacy">{text}</Link>,
  };
  return (
    <Section id="how-to-apply" aria-labelledby="apply-heading">
      <Layout>
        <div>
          <h2 id="apply-heading">{howToApply.heading}</h2>
          {howToApply.paragraphs.map((paragraph) => (
            <p key={paragraph}>{linkText(paragraph, links)}</p>
          ))}
          <ButtonAnchor href={`mailto:${email}`} $size="lg">
            <MailIcon />
            Email {email}
          </ButtonAnchor>
        </div>
        <Steps aria-labelledby="steps-heading">
          <h3 id="steps-heading">What happens next</h3>
          <ol>
            {howToApply.steps.map((step, index) => (
              <li key={step}>
                <StepNumber aria-hidden="true" $size={36} $round $tone="brandSolid">
                  {index + 1}
                </StepNumber>
                {step}
              </li>
            ))}
          </ol>
        </Steps>
      </Layout>
      <Container>
        <Statement aria-labelledby="eeo-heading">
          <h2 id="eeo-heading">{equalOpportunity.heading}</h2>
          {equalOpportunity.paragraphs.map((paragraph) => (
            <p key={paragraph}>{linkText(paragraph, links)}</p>
          ))}
        </Statement>
      </Container>
    </Section>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p a {
    font-weight: 600;
  }
  ${ButtonAnchor} {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

const Steps = styled.section`
  ${darkCardSurface}
  padding: ${({ theme }) => theme.space[6]};

  h3 {
    margin-bottom: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    min-height: 36px;
    padding-left: 52px;
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const StepNumber = styled(IconBadge)`
  position: absolute;
  top: -4px;
  left: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
`;

const Statement = styled.section`
  margin-top: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[6]};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 50.5em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    font-weight: 600;
  }
`;
