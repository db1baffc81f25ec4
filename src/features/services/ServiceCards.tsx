import type { ReactNode } from 'react';
import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Card as BaseCard, IconBadge } from '../../components/Section';
import { ArrowRightIcon } from '../../components/icons/UiIcons';
import { perItemPages } from '../../content/services/catalogue';
import type { Service } from '../../content/services/types';
import { brandColors, withAlpha } from '../../domain/brand';

/** The page (and its per-item block) where a priced per-item service can be ordered on its own. */
export function perItemOrderHref(service: Service): string | undefined {
  const page = perItemPages.find(({ perItem }) => perItem.services.some((item) => item.id === service.id));
  return page ? `/services/${page.slug}#per-item` : undefined;
}

interface ServiceCardGridProps {
  services: readonly Service[];
  /** Level of each card's heading (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3';
  /** A last, wide tile after the cards (spans two columns from 640 px), e.g. a call to action. */
  extra?: ReactNode;
}

/**
 * Columns from 1024 px for a grid of `cells` (a wide tile counts two): three, unless that would leave
 * one card alone on the last row and two columns would not (four cards read as two by two).
 */
export function wideScreenColumns(cells: number): 2 | 3 {
  return cells % 3 === 1 && cells % 2 === 0 ? 2 : 3;
}

/**
 * Service cards: icon, name, summary, and a 'Learn More' link to the service's own page, or, for a
 * priced per-item service, its price options.
 */
export function ServiceCardGrid({ services, headingLevel = 'h3', extra }: ServiceCardGridProps) {
  return (
    <Grid $columns={wideScreenColumns(services.length + (extra ? 2 : 0))}>
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} headingLevel={headingLevel} />
        </li>
      ))}
      {extra && <li className="wide">{extra}</li>}
    </Grid>
  );
}

export function ServiceCard({ service, headingLevel = 'h3' }: { service: Service; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const orderHref = service.pricing ? perItemOrderHref(service) : undefined;
  return (
    <Card>
      <CardHeader>
        <IconTile $size={64} $icon={40} $tone="brandToTeal">
          <img src={service.icon} alt="" width="48" height="48" loading="lazy" />
        </IconTile>
        <Heading>{service.name}</Heading>
      </CardHeader>
      <p>{service.summary}</p>
      {service.href && (
        <MoreLink to={service.href}>
          Learn More <span className="visually-hidden">{`about ${service.name}`}</span>
          <ArrowRightIcon />
        </MoreLink>
      )}
      {service.pricing && (
        <>
          <PriceList aria-label={`${service.name} prices`}>
            {service.pricing.map((option) => (
              <li key={option.price + option.description}>
                <strong>{option.price}</strong>
                <span>{option.description}</span>
              </li>
            ))}
          </PriceList>
          {orderHref && (
            <MoreLink to={orderHref}>
              Order without a package <span className="visually-hidden">({service.name})</span>
              <ArrowRightIcon />
            </MoreLink>
          )}
        </>
      )}
    </Card>
  );
}

const Grid = styled.ul<{ $columns: 2 | 3 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  ${({ theme }) => theme.media.sm} {
    > li.wide {
      grid-column: span 2;
    }
  }
`;

const Card = styled(BaseCard)`
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  }
  transition:
    border-color 200ms ease,
    box-shadow 200ms ease,
    transform 200ms ease;
  &:hover,
  &:focus-within {
    border-color: ${withAlpha(brandColors.primary, 0.35)};
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: translateY(-2px);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CardHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[5]};
  }
  h2,
  h3 {
    margin: 0;
  }
  > span {
    flex: none;
    margin: 0;
  }
`;

export const IconTile = styled(IconBadge)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-start;
  min-height: 44px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  text-decoration: none;
  svg {
    width: 18px;
    height: 18px;
    transition: transform 160ms ease;
  }
  &:hover svg {
    transform: translateX(3px);
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

const PriceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    min-width: 3.5rem;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
