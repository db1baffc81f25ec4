import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Card as BaseCard, CardGrid } from '../../components/Section';
import { ArrowRightIcon } from '../../components/icons/UiIcons';
import type { PerItemPage } from '../../content/services/types';

/**
 * A short summary of the items that can be ordered without a package, grouped by the service page
 * whose "Don't need a Package" block sells them.
 */
export function PerItemOverview({ pages }: { pages: readonly PerItemPage[] }) {
  return (
    <CardGrid $columns={2} $twoFrom="lg" $stretch>
      {pages.map(({ slug, name, perItem }) => (
        <li key={slug}>
          <Card>
            <h3>{name}</h3>
            <p>{perItem.intro}</p>
            <Rows>
              {perItem.services.map((item) => (
                <li key={item.id}>
                  <span>{item.name}</span>
                  <strong>{item.pricing.map((option) => option.price).join(' · ')}</strong>
                </li>
              ))}
            </Rows>
            <OrderLink to={`/services/${slug}#per-item`}>
              See options and order <span className="visually-hidden">({name} items)</span>
              <ArrowRightIcon />
            </OrderLink>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

const Card = styled(BaseCard)`
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Rows = styled.ul`
  flex: 1;
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[4]};
    padding-block: ${({ theme }) => theme.space[3]};
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    flex: none;
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const OrderLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-start;
  min-height: 44px;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;
