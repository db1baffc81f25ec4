import styled from 'styled-components';
import { Container } from '../../components/Container';
import { hydrateWhenVisible } from '../../components/HydrateWhenVisible';
import { Reveal } from '../../components/Reveal';
import { Section } from '../../components/Section';
import { CenteredHeading } from './CenteredHeading';

// Below the fold: the strip's code and the brands load, and the prerendered HTML hydrates, near the viewport.
const BrandStrip = hydrateWhenVisible(() =>
  Promise.all([import('../../components/LogoMarquee'), import('../../content/brands')]).then(
    ([module, { brands }]) =>
      function HomeBrandStrip() {
        return <module.LogoMarquee items={brands} label="Client brands" />;
      },
  ),
);

/** 'Trusted by Leading Brands': the client logos, scrolling. */
export function ClientBrands() {
  return (
    <BrandsSection aria-labelledby="brands-heading">
      <Container>
        <Reveal>
          <CenteredHeading>
            <h2 id="brands-heading">Trusted by Leading Brands</h2>
            <p>We partner with ambitious companies across industries</p>
          </CenteredHeading>
        </Reveal>
      </Container>
      <BrandStrip />
    </BrandsSection>
  );
}

const BrandsSection = styled(Section)`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${CenteredHeading} {
    margin-bottom: ${({ theme }) => theme.space[6]};
  }
`;
