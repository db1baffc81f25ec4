import styled from 'styled-components';
import { Container } from './Container';

export const Section = styled.section<{ $tone?: 'white' | 'surface' | 'dark' }>`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ $tone = 'white', theme }) =>
    $tone === 'surface' ? theme.colors.surface : $tone === 'dark' ? theme.colors.ink : theme.colors.white};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.white : 'inherit')};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;

export const SectionInner = Container;

export const SectionHeading = styled.div`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space[7]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
