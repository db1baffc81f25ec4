import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { CtaBand } from '../../components/CtaBand';
import { PageHero } from '../../components/PageHero';
import { Section, SectionHeading } from '../../components/Section';
// The catalogue alone: this page shows no service page's own content.
import { PER_ITEM_HEADING, perItemPages, serviceCategories } from '../../content/services/catalogue';
import { pageServiceList } from '../../content/services/pageServices';
import { CategoryOverview } from './CategoryOverview';
import { ConsultationPromo } from './ConsultationPromo';
import { PerItemOverview } from './PerItemOverview';
import { ServiceCardGrid } from './ServiceCards';

/**
 * The /services index: every service with its own page (those without per-item pricing) as a card
 * with a 'Learn More' link, the three categories, the items sold without a package, and a call to
 * action to the booking section and the portfolio.
 */
export function ServicesIndex() {
  return (
    <>
      <PageHero
        eyebrow="Our services"
        title="Everything you need to grow online"
        intro="Strategy, design, development and marketing under one roof, measured against the numbers that matter to your business."
      >
        <nav aria-label="Service categories">
          <Chips>
            {serviceCategories.map((category) => (
              <li key={category.id}>
                <Link to={`/services/${category.id}`}>{category.category}</Link>
              </li>
            ))}
          </Chips>
        </nav>
      </PageHero>

      <Section aria-labelledby="all-services-heading">
        <Container>
          <SectionHeading>
            <h2 id="all-services-heading">Services built around your growth</h2>
            <p>
              Each service has clear packages and prices. Pick one to see what's included, or book a free consultation
              and we'll recommend the right mix.
            </p>
          </SectionHeading>
          <ServiceCardGrid services={pageServiceList} extra={<ConsultationPromo />} />
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="categories-heading">
        <Container>
          <SectionHeading>
            <h2 id="categories-heading">Browse by category</h2>
            <p>Three teams, one plan: see everything we offer in each area of your business.</p>
          </SectionHeading>
          <CategoryOverview categories={serviceCategories} />
        </Container>
      </Section>

      <Section aria-labelledby="per-item-heading">
        <Container>
          <SectionHeading>
            <h2 id="per-item-heading">{PER_ITEM_HEADING}</h2>
            <p>Order single designs, posts, videos, emails and articles, priced per item.</p>
          </SectionHeading>
          <PerItemOverview pages={perItemPages} />
        </Container>
      </Section>

      <CtaBand
        heading="Let's plan your next step"
        text="Book a free 30-minute consultation, or browse the work we've done for businesses like yours."
        actions={[
          { label: 'Book a Free Consultation', href: '/#cta' },
          { label: 'View Our Work', href: '/portfolio', variant: 'light' },
        ]}
      />
    </>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[5]};
    border: 1.5px solid rgba(255, 255, 255, 0.35);
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.white};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    text-decoration: none;
    transition: background-color 160ms ease;
    &:hover {
      background: rgba(255, 255, 255, 0.18);
    }
  }
`;
