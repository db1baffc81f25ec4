import styled from 'styled-components';
import { ButtonLink } from './Button';
import { Container } from './Container';
import { CheckIcon } from './icons/UiIcons';
import { PageHero } from './PageHero';
import { cardSurface, IconBadge, Section } from './Section';

interface ThankYouProps {
  eyebrow: string;
  /** The page's heading. */
  heading: string;
  /** Says that it was received and what happens next. */
  text: string;
  /** A second line in the card, e.g. when to expect an answer. */
  next: string;
  actions: readonly { label: string; to: string; variant?: 'primary' | 'secondary' }[];
}

/**
 * A thank-you page: where a form posted without scripts lands after the function received it (303).
 * Plain links only, so it works whether or not the app runs.
 */
export function ThankYou({ eyebrow, heading, text, next, actions }: ThankYouProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={heading} intro={text} />
      <Section $tone="surface" aria-labelledby="thank-you-next">
        <Container>
          <h2 id="thank-you-next" className="visually-hidden">
            What happens next
          </h2>
          <Panel role="status">
            <IconBadge $size={64} $icon={32} $round $tone="teal" aria-hidden="true">
              <CheckIcon />
            </IconBadge>
            <p>{next}</p>
            <Actions>
              {actions.map(({ label, to, variant = 'primary' }) => (
                <ButtonLink key={to} to={to} $variant={variant} $size="lg">
                  {label}
                </ButtonLink>
              ))}
            </Actions>
          </Panel>
        </Container>
      </Section>
    </>
  );
}

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  text-align: center;
  ${cardSurface}
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[7]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;
