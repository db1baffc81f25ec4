import { Link } from '../components/Link';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: '404 Page Not Found | Lakeforge Digital',
  description:
    'The page you are looking for does not exist or has moved. Find our services, portfolio and contact details here.',
  noindex: true,
};

export default function NotFoundPage() {
  return (
    <Wrapper>
      <Code aria-hidden="true">404</Code>
      <h1>Page Not Found</h1>
      <p>The page you are looking for doesn't exist or has moved. Let's get you back on track.</p>
      <Actions>
        <ButtonLink to="/">Return Home</ButtonLink>
        <ButtonLink to="/contact" $variant="secondary">
          Contact Support
        </ButtonLink>
      </Actions>
      <nav aria-label="Popular pages">
        <Popular>
          <li>
            <Link to="/about">About</Link>
          </li>
          <li>
            <Link to="/services">Services</Link>
          </li>
          <li>
            <Link to="/portfolio">Portfolio</Link>
          </li>
        </Popular>
      </nav>
    </Wrapper>
  );
}

const Wrapper = styled(Container)`
  display: grid;
  justify-items: center;
  text-align: center;
  padding-block: ${({ theme }) => theme.space[9]};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    max-width: 29em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Code = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(5rem, 3rem + 10vw, 9rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.05em;
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.tealBright}
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent !important;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[6]};
`;

const Popular = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
  }
`;
