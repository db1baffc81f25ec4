import { Link } from '../../components/Link';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { CtaBand } from '../../components/CtaBand';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons/UiIcons';
import { Section, SectionHeading } from '../../components/Section';
import { serviceCategories } from '../../content/services/catalogue';
import type { ServiceCategory } from '../../content/services/types';
import { ServiceCardGrid } from './ServiceCards';
import { ServicesHero } from './ServicesHero';

const numberWords: Record<number, string> = { 2: 'Two', 3: 'Three', 4: 'Four', 5: 'Five', 6: 'Six' };

/** /services/{categoryId}: the category's heading, description and service cards. */
export function CategoryView({ category }: { category: ServiceCategory }) {
  const pageCount = category.services.filter((service) => service.href).length;
  const pricedCount = category.services.length - pageCount;
  const others = serviceCategories.filter((other) => other.id !== category.id);
  return (
    <>
      <ServicesHero
        trail={[{ label: 'Services', href: '/services' }, { label: category.category }]}
        eyebrow="Service category"
        title={`${category.category} Services`}
        intro={category.description}
        actions={
          <>
            <ButtonLink to="/#cta" $size="lg">
              Free Consultation
            </ButtonLink>
            <ButtonLink to="/portfolio" $variant="light" $size="lg">
              See Our Work
            </ButtonLink>
          </>
        }
      />
      <Section $tone="surface" aria-labelledby="category-services-heading">
        <Container>
          <SectionHeading>
            <h2 id="category-services-heading">What's included</h2>
            <p>
              {pageCount === 1 ? 'One service' : `${numberWords[pageCount] ?? pageCount} services`}, each with its own
              page and three packages to choose from
              {pricedCount > 0 && `, plus ${pricedCount} items you can order on their own, priced per item`}.
            </p>
          </SectionHeading>
          <ServiceCardGrid services={category.services} />
        </Container>
      </Section>
      <CompactSection aria-labelledby="other-categories-heading">
        <Container>
          <SectionHeading>
            <h2 id="other-categories-heading">Explore other categories</h2>
          </SectionHeading>
          <Others>
            {others.map((other) => (
              <li key={other.id}>
                <Link to={`/services/${other.id}`}>
                  <span>{other.category}</span>
                  <ArrowRightIcon />
                </Link>
              </li>
            ))}
            <li>
              <Link to="/services">
                <span>All services</span>
                <ArrowRightIcon />
              </Link>
            </li>
          </Others>
        </Container>
      </CompactSection>
      <CtaBand
        heading="Not sure where to start?"
        text="Book a free 30-minute consultation and we'll recommend the services that fit your goals and budget."
        actions={[
          { label: 'Book a Free Consultation', href: '/#cta' },
          { label: 'View Our Work', href: '/portfolio', variant: 'light' },
        ]}
      />
    </>
  );
}

/** What /services/{categoryId} shows for an id that names no category. */
export function CategoryNotFound() {
  return (
    <Missing>
      <h1>Category not found</h1>
      <p>We couldn't find that service category. It may have moved, or the link may be mistyped.</p>
      <ButtonLink to="/services">
        <ArrowLeftIcon />
        Back to Services
      </ButtonLink>
    </Missing>
  );
}

const CompactSection = styled(Section)`
  padding-block: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[8]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  ${SectionHeading} {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
`;

const Others = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    height: 100%;
    min-height: 64px;
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 700;
    text-decoration: none;
    transition:
      border-color 160ms ease,
      color 160ms ease;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
      color: ${({ theme }) => theme.colors.primary};
    }
  }
  svg {
    flex: none;
    width: 18px;
    height: 18px;
  }
`;

const Missing = styled(Container)`
  display: grid;
  justify-items: center;
  padding-block: ${({ theme }) => theme.space[9]};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    max-width: 29em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
