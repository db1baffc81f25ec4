import { Suspense, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { Layout } from './layout/Layout';
import { theme } from './theme';
import { PageFallback } from '../components/Spinner';

/**
 * The prerender waits for the page, so its fallback never reaches the HTML; rendered there anyway, it would only
 * add its CSS to every page.
 */
const pageFallback = typeof window === 'undefined' ? null : <PageFallback />;

/** The site's look around a page, in the visitors' app and the back office: theme, global styles, header and footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Layout>
        <Suspense fallback={pageFallback}>{children}</Suspense>
      </Layout>
    </ThemeProvider>
  );
}
