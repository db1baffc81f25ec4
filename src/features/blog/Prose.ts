import styled from 'styled-components';
import { brandColors, withAlpha } from '../../domain/brand';

/** The article column: 37em of Inter is about 72 characters of running text a line. */
export const ARTICLE_MEASURE = '37em';

/**
 * Long-form article typography: a ~70-character measure (CSS 70ch would be ~88 characters of prose in
 * Inter, whose '0' is wider than its average letter), generous line height, clear heading rhythm,
 * custom list markers and a pulled-out blockquote.
 */
export const Prose = styled.div`
  max-width: ${ARTICLE_MEASURE};
  margin-inline: auto;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.0625rem;
  line-height: 1.75;

  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  & > :first-child {
    margin-top: 0;
  }
  & > p:first-child {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.1em;
    line-height: 1.7;
  }

  p,
  ul,
  ol,
  blockquote {
    margin: 0 0 1.25em;
  }

  h2,
  h3,
  h4 {
    color: ${({ theme }) => theme.colors.ink};
  }
  h2 {
    margin: 2.2em 0 0.7em;
    font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem);
    line-height: 1.25;
  }
  h3 {
    margin: 1.8em 0 0.6em;
    font-size: 1.25rem;
    line-height: 1.3;
  }

  strong {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 700;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration-line: underline;
    text-decoration-thickness: 1.5px;
    text-underline-offset: 3px;
    text-decoration-color: ${withAlpha(brandColors.primary, 0.4)};
    transition: text-decoration-color 150ms ease;
    &:hover {
      text-decoration-color: currentColor;
    }
  }

  ul,
  ol {
    padding-left: 1.4em;
  }
  li {
    margin-bottom: 0.55em;
    padding-left: 0.3em;
  }
  ul > li::marker {
    color: ${({ theme }) => theme.colors.tealBright};
    font-size: 1.1em;
  }
  ol > li::marker {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }

  blockquote {
    position: relative;
    margin: 2em 0;
    padding: 1.1em 1.4em 1.1em 1.6em;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.15em;
    font-weight: 600;
    line-height: 1.5;
    letter-spacing: -0.01em;
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }

  code {
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.9em;
  }
`;
