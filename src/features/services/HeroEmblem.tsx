import styled from 'styled-components';
import type { ServicePage } from '../../content/services';
import { brandColors } from '../../domain/brand';

/**
 * The illustration beside a service page's heading: the service's icon on a lit card inside orbit
 * rings, with the popular package's name and price. Decorative: everything it says is in the page below.
 */
export function HeroEmblem({ page, icon }: { page: ServicePage; icon: string }) {
  const popular = page.packages.find((pkg) => pkg.popular) ?? page.packages[1];
  return (
    <Stage aria-hidden="true">
      <Orbits viewBox="0 0 400 340" width="400" height="340" fill="none">
        <circle cx="200" cy="170" r="160" stroke="rgba(255,255,255,0.08)" strokeWidth="1.5" />
        <circle cx="200" cy="170" r="118" stroke="rgba(255,255,255,0.12)" strokeWidth="1.5" strokeDasharray="4 8" />
        <circle cx="200" cy="170" r="76" stroke="rgba(18,181,165,0.35)" strokeWidth="1.5" />
        <circle cx="318" cy="170" r="6" fill={brandColors.tealBright} />
        <circle cx="82" cy="120" r="4" fill={brandColors.amber} />
        <circle cx="146" cy="312" r="5" fill={brandColors.primary} />
        <path d="M40 60h24M52 48v24" stroke="rgba(255,255,255,0.35)" strokeWidth="2" strokeLinecap="round" />
        <path d="M344 276h18M353 267v18" stroke="rgba(255,255,255,0.3)" strokeWidth="2" strokeLinecap="round" />
      </Orbits>
      <IconCard>
        <img src={icon} alt="" width="48" height="48" />
      </IconCard>
      <Chip>
        <small>Most popular</small>
        <strong>
          {popular.name} · {popular.price}
        </strong>
      </Chip>
    </Stage>
  );
}

const Stage = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  aspect-ratio: 400 / 340;
  margin-inline: auto;
`;

const Orbits = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const IconCard = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  width: 132px;
  height: 132px;
  border-radius: 32px;
  background: linear-gradient(160deg, #ffffff, #e8eeff);
  box-shadow:
    0 24px 60px rgba(4, 10, 30, 0.45),
    0 0 0 10px rgba(255, 255, 255, 0.06);
  transform: translate(-50%, -50%) rotate(-4deg);
  img {
    width: 76px;
    height: 76px;
  }
`;

const Chip = styled.div`
  position: absolute;
  top: 4%;
  left: 0;
  display: grid;
  gap: 2px;
  padding: 12px 16px;
  border: 1px solid rgba(255, 255, 255, 0.16);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(22, 35, 74, 0.85);
  box-shadow: 0 12px 32px rgba(4, 10, 30, 0.35);
  small {
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
  }
`;
