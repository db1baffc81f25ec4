import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

interface ServicesHeroProps {
  trail: readonly Crumb[];
  eyebrow: string;
  title: string;
  intro: string;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /** A decorative panel beside the text from 1024 px (hidden below). */
  aside?: ReactNode;
  /** A small icon shown before the eyebrow where the aside is hidden. */
  icon?: string;
}

/** The dark title band of the service and category pages; its h1 is the page's heading. */
export function ServicesHero({ trail, eyebrow, title, intro, actions, aside, icon }: ServicesHeroProps) {
  return (
    <Band>
      <Inner $withAside={Boolean(aside)}>
        <div>
          <Breadcrumbs trail={trail} />
          <EyebrowRow>
            {icon && (
              <SmallIcon $hideOnLarge={Boolean(aside)}>
                <img src={icon} alt="" width="48" height="48" />
              </SmallIcon>
            )}
            <Eyebrow>{eyebrow}</Eyebrow>
          </EyebrowRow>
          <h1>{title}</h1>
          <Intro>{intro}</Intro>
          {actions && <Actions>{actions}</Actions>}
        </div>
        {aside && <Aside>{aside}</Aside>}
      </Inner>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(60rem 30rem at 85% -10%, rgba(36, 84, 230, 0.45), transparent 60%),
    radial-gradient(40rem 24rem at -10% 120%, rgba(18, 181, 165, 0.25), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
`;

const Inner = styled(Container)<{ $withAside: boolean }>`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1.25fr) minmax(0, 1fr)' : '1fr')};
    padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[9]};
  }
  h1 {
    max-width: 22ch;
    font-size: clamp(2.125rem, 1.5rem + 2.6vw, 3.375rem);
  }
`;

const EyebrowRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const SmallIcon = styled.span<{ $hideOnLarge: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  img {
    width: 30px;
    height: 30px;
  }
  ${({ theme }) => theme.media.lg} {
    display: ${({ $hideOnLarge }) => ($hideOnLarge ? 'none' : 'inline-grid')};
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin: 0;
  padding: 6px 14px;
  border: 1px solid rgba(255, 255, 255, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Intro = styled.p`
  max-width: 60ch;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Aside = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;
