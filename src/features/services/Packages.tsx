import { useId, type MouseEvent } from 'react';
import styled, { css } from 'styled-components';
import { Card as BaseCard } from '../../components/Section';
import { ButtonAnchor } from '../../components/Button';
import { CheckIcon } from '../../components/icons/UiIcons';
import type { Package } from '../../content/services';
import { brandColors, withAlpha } from '../../domain/brand';

interface PackageGridProps {
  packages: readonly Package[];
  /** The package's request page, where 'Get Started' leads before the app runs or without scripts. */
  requestHref: (pkg: Package) => string;
  onGetStarted: (pkg: Package) => void;
}

/** The three packages of a service page; one column on phones, three from 1024 px. */
export function PackageGrid({ packages, requestHref, onGetStarted }: PackageGridProps) {
  return (
    <Grid>
      {packages.map((pkg) => (
        <li key={pkg.name}>
          <PackageCard pkg={pkg} href={requestHref(pkg)} onGetStarted={() => onGetStarted(pkg)} />
        </li>
      ))}
    </Grid>
  );
}

/** A plain left click, which the app takes over; others (new tab, new window) keep the link's own behaviour. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * One package. 'Get Started' is a link to the package's request page, which works before the app has
 * taken over and without scripts; once the app runs, a click opens the request dialog instead.
 */
export function PackageCard({ pkg, href, onGetStarted }: { pkg: Package; href: string; onGetStarted: () => void }) {
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId} $accent={pkg.highlightColor} $popular={pkg.popular}>
      {pkg.popular && <Badge>MOST POPULAR</Badge>}
      <h3 id={nameId}>{pkg.name}</h3>
      <Price>{pkg.price}</Price>
      <BestFor>
        <strong>Best for: </strong>
        {pkg.bestFor}
      </BestFor>
      <Features aria-label={`What ${pkg.name} includes`}>
        {pkg.features.map((feature) => (
          <li key={feature}>
            <Tick $accent={pkg.highlightColor}>
              <CheckIcon />
            </Tick>
            <span>{feature}</span>
          </li>
        ))}
      </Features>
      <ButtonAnchor
        href={href}
        $variant={pkg.popular ? 'primary' : 'secondary'}
        $size="lg"
        aria-describedby={nameId}
        onClick={(event) => {
          if (event.defaultPrevented || !isPlainClick(event)) return;
          event.preventDefault();
          onGetStarted();
        }}
      >
        Get Started
      </ButtonAnchor>
    </Card>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 620px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: stretch;
    gap: ${({ theme }) => theme.space[5]};
    max-width: none;
    padding-top: ${({ theme }) => theme.space[4]};
  }
  > li {
    display: flex;
  }
`;

const Card = styled(BaseCard)<{ $accent: string; $popular: boolean }>`
  position: relative;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  border-top: 5px solid ${({ $accent }) => $accent};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[6]};
  }
  ${({ $popular, $accent, theme }) =>
    $popular &&
    css`
      border: 2px solid ${$accent};
      border-top-width: 5px;
      box-shadow: ${theme.shadows.raised};
      background: linear-gradient(180deg, ${theme.colors.primarySoft} 0, ${theme.colors.white} 180px);
      ${theme.media.lg} {
        transform: translateY(-${theme.space[4]});
        margin-bottom: -${theme.space[4]};
      }
    `}
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > a:last-child {
    width: 100%;
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  margin: 0;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: 0 6px 16px ${withAlpha(brandColors.primary, 0.35)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 0.75rem;
  font-weight: 800;
  letter-spacing: 0.1em;
  white-space: nowrap;
  transform: translate(-50%, -60%);
`;

const Price = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: 800;
  line-height: 1.2;
  letter-spacing: -0.02em;
`;

const BestFor = styled.p`
  padding-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Features = styled.ul`
  display: grid;
  flex: 1;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const Tick = styled.span<{ $accent: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  border-radius: 50%;
  background: ${({ $accent }) => `${$accent}1f`};
  color: ${({ $accent }) => ($accent === brandColors.amber ? '#7A4D00' : $accent === brandColors.tealBright ? '#0A6A61' : $accent)};
  svg {
    width: 14px;
    height: 14px;
    stroke-width: 3;
  }
`;
