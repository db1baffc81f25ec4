import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from './Button';
import { Container } from './Container';
import { ArrowRightIcon } from './icons/UiIcons';
import { brandColors, withAlpha } from '../domain/brand';

export interface CtaAction {
  readonly label: string;
  /** '/path' or '/#hash' (client-side route), '#id' (same page), or any other URL. */
  readonly href: string;
  readonly variant?: 'primary' | 'light';
}

interface CtaBandProps {
  heading: string;
  text: string;
  actions: readonly CtaAction[];
}

/** A dark call-to-action band: a heading, a line of text and one or more buttons. */
export function CtaBand({ heading, text, actions }: CtaBandProps) {
  return (
    <Band>
      <Inner>
        <Copy>
          <h2>{heading}</h2>
          <p>{text}</p>
        </Copy>
        <Actions>
          {actions.map(({ label, href, variant = 'primary' }) =>
            href.startsWith('/') ? (
              <ButtonLink key={label} to={href} $variant={variant} $size="lg">
                {label}
                {variant === 'primary' && <ArrowRightIcon />}
              </ButtonLink>
            ) : (
              <ButtonAnchor key={label} href={href} $variant={variant} $size="lg">
                {label}
                {variant === 'primary' && <ArrowRightIcon />}
              </ButtonAnchor>
            ),
          )}
        </Actions>
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding-block: ${({ theme }) => theme.space[8]};
  background:
    radial-gradient(40rem 24rem at 100% 0%, ${withAlpha(brandColors.primary, 0.55)}, transparent 65%),
    radial-gradient(30rem 20rem at 0% 100%, rgba(18, 181, 165, 0.3), transparent 65%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space[8]};
  }
`;

const Copy = styled.div`
  max-width: 680px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
