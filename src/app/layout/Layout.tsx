import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { RouteTransition } from './RouteTransition';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Navbar />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      <RouteTransition />
    </>
  );
}

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -100px;
  z-index: 200;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  &:focus {
    top: ${({ theme }) => theme.space[3]};
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;
