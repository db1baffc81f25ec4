import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { Section, SectionHeading } from '../components/Section';
import { company } from '../content/company';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Lakeforge Digital | Web Development & Digital Marketing, Hamilton',
  description:
    'Hamilton, Ontario agency building fast websites, apps and data-driven marketing for businesses across North America. Book a free 30-minute consultation.',
};

export default function HomePage() {
  return (
    <>
      <Hero>
        <HeroInner>
          <Badge>Serving North America from Hamilton</Badge>
          <h1>
            Data-Driven Digital Solutions
            <br />
            <Accent>For Scaling Businesses</Accent>
          </h1>
          <Lead>
            Websites, apps and marketing campaigns engineered to turn visitors into customers, built by a senior team in
            Hamilton, Ontario.
          </Lead>
          <Actions>
            <ButtonLink to="/#cta" $size="lg">
              Free Consultation
            </ButtonLink>
            <ButtonAnchor href={company.phoneHref} $variant="light" $size="lg">
              Call Now
            </ButtonAnchor>
          </Actions>
        </HeroInner>
      </Hero>
      <Section id="cta" $tone="surface" aria-labelledby="booking-heading">
        <Container>
          <SectionHeading>
            <h2 id="booking-heading">Book a Free 30-Minute Consultation</h2>
            <p>
              Pick a time that suits you and we will talk through your goals, your timeline and what it would take to
              get there. Meetings are held in Eastern Time, Monday to Friday.
            </p>
          </SectionHeading>
        </Container>
      </Section>
    </>
  );
}

const Hero = styled.section`
  background:
    radial-gradient(70rem 36rem at 90% -20%, rgba(36, 84, 230, 0.5), transparent 60%),
    radial-gradient(50rem 30rem at -10% 120%, rgba(18, 181, 165, 0.28), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
`;

const HeroInner = styled(Container)`
  padding-block: ${({ theme }) => theme.space[9]};
  h1 {
    max-width: 18ch;
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Badge = styled.p`
  display: inline-block;
  padding: 6px 14px;
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const Accent = styled.span`
  color: ${({ theme }) => theme.colors.amber};
`;

const Lead = styled.p`
  max-width: 56ch;
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
