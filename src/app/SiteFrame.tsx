import { Suspense, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle';
import { Layout } from './layout/Layout';
import { theme } from './theme';
import { PageFallback } from '../components/Spinner';

/** The site's look around a page, in the visitors' app and the back office: theme, global styles, header and footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Layout>
        <Suspense fallback={<PageFallback />}>{children}</Suspense>
      </Layout>
    </ThemeProvider>
  );
}
