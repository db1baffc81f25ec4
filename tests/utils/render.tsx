import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../src/app/theme';
import { PageClockContext, type PageClock } from '../../src/lib/fillTime';

/** A visitor who has had the page for a minute: past the minimum fill time, so forms send at once. */
export const PAGE_SEEN_A_MINUTE_AGO: PageClock = {
  sinceShown: () => 60_000,
  wait: () => Promise.reject(new Error('a visitor past the minimum fill time never waits')),
};

/** The site's theme around `children`, as the app and the prerender have it (for server renders in tests). */
export function SiteTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Renders UI with the site's theme, a router at `path` and the page's clock (forms read their fill time
 * from it: by default the visitor has had the page for a minute).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    pageClock = PAGE_SEEN_A_MINUTE_AGO,
    ...options
  }: RenderOptions & { path?: string; pageClock?: PageClock } = {},
) {
  return render(
    <ThemeProvider theme={theme}>
      <PageClockContext value={pageClock}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </PageClockContext>
    </ThemeProvider>,
    options,
  );
}

/** A hook's wrapper (renderHook) for a visitor who has had the page for a minute. */
export function PageSeenAMinuteAgo({ children }: { children: ReactNode }) {
  return <PageClockContext value={PAGE_SEEN_A_MINUTE_AGO}>{children}</PageClockContext>;
}
