import { createGlobalStyle } from 'styled-components';
import { lineIconStyles } from '../components/icons/UiIcons';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${lineIconStyles}
  /*
   * The one rule for room under the sticky header: anchor targets, scrollIntoView and focused elements
   * all stop below it (scroll-padding applies to every scroll into view of the document).
   */
  :root {
    --header-offset: ${({ theme }) => theme.layout.headerOffset.belowLg};
    ${({ theme }) => theme.media.lg} {
      --header-offset: ${({ theme }) => theme.layout.headerOffset.lg};
    }
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(var(--header-offset) + ${({ theme }) => theme.space[4]});
  }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.white};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: 1.15;
    letter-spacing: -0.02em;
    margin: 0 0 ${({ theme }) => theme.space[4]};
    color: inherit;
    text-wrap: balance;
  }
  p { margin: 0 0 ${({ theme }) => theme.space[4]}; }
  img, svg, video { display: block; max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.amber};
    outline-offset: 2px;
    border-radius: 4px;
  }
  /* A control touched before its code arrived (src/lib/earlyTouches): pressed and waiting, until its click is replayed. */
  [data-replay-pending] {
    cursor: progress;
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    opacity: 0.7;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px;
    padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0);
    white-space: nowrap; border: 0;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
