import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { Eyebrow as HeroEyebrow, HeroActions, HeroBand, HeroIntro } from '../../components/Section';
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
    <HeroBand>
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
          <HeroIntro>{intro}</HeroIntro>
          {actions && <HeroActions>{actions}</HeroActions>}
        </div>
        {aside && <Aside>{aside}</Aside>}
      </Inner>
    </HeroBand>
  );
}

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
    max-width: 15.5em;
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

/** Beside the small icon, the row keeps the space under it. */
const Eyebrow = styled(HeroEyebrow)`
  margin: 0;
`;

const Aside = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;
