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

/** A section's heading (h2) and its introduction (p). */
export const SectionIntro = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A section intro above the section's content. */
export const SectionHeading = styled(SectionIntro)`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space[7]};
`;

/** Two columns from `lg` (`$columns`: the template), the first one leading; one column below. */
export const SplitLayout = styled(Container)<{ $columns: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $columns }) => $columns};
    gap: ${({ theme }) => theme.space[8]};
    align-items: start;
  }
`;

/** The small uppercase line above a section's heading. */
export const SectionEyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;
