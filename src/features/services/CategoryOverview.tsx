import { Link } from '../../components/Link';
import styled from 'styled-components';
import { CardGrid } from '../../components/Section';
import { ArrowRightIcon } from '../../components/icons/UiIcons';
import type { ServiceCategory } from '../../content/services';
import { brandColors, withAlpha } from '../../domain/brand';

/** The service categories as cards, each listing its services and linking to /services/{id}. */
export function CategoryOverview({ categories }: { categories: readonly ServiceCategory[] }) {
  return (
    <CardGrid $twoFrom="lg" $stretch>
      {categories.map((category, index) => (
        <li key={category.id}>
          <Card>
            <Index aria-hidden="true">{String(index + 1).padStart(2, '0')}</Index>
            <h3>{category.category}</h3>
            <p>{category.description}</p>
            <Names aria-label={`${category.category} services`}>
              {category.services
                .filter((service) => service.href)
                .map((service) => (
                  <li key={service.id}>{service.name}</li>
                ))}
            </Names>
            <Explore to={`/services/${category.id}`}>
              Explore {category.category}
              <ArrowRightIcon />
            </Explore>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(22rem 14rem at 100% 0%, ${withAlpha(brandColors.primary, 0.45)}, transparent 70%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Index = styled.span`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.tealBright};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  letter-spacing: 0.08em;
`;

const Names = styled.ul`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  li {
    padding: 4px 12px;
    border: 1px solid rgba(255, 255, 255, 0.2);
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 600;
  }
`;

const Explore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  align-self: flex-start;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.white};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 700;
  text-decoration: underline;
  text-decoration-color: rgba(255, 255, 255, 0.35);
  text-underline-offset: 5px;
  &:hover {
    text-decoration-color: ${({ theme }) => theme.colors.tealBright};
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;
