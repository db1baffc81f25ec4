import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { RouteElement } from './RouteElement';
import { notFoundRoute, routes } from './routes';
import { SiteFrame } from './SiteFrame';
import { DEFERRED_SECTION, replayTouch, takeEarlyTouches } from '../lib/earlyTouches/replay';

export interface AppProps {
  /** Set when the server answered this URL with its 404 page: render that page for it. */
  notFoundPath?: string;
}

function AppRoutes({ notFoundPath }: AppProps) {
  const { pathname } = useLocation();
  if (pathname === notFoundPath) return <RouteElement route={notFoundRoute} />;
  return (
    <Routes>
      {routes.map((route) => (
        <Route key={route.id} path={route.path} element={<RouteElement route={route} />} />
      ))}
    </Routes>
  );
}

/**
 * The faces for characters the site's copy does not use are added only once a page shows one (a relayout of the
 * whole page, src/app/restOfLatinFonts.ts): what watches for them comes once the browser is idle, in a chunk of
 * its own.
 */
function watchForRestOfLatinWhenIdle() {
  const watch = () =>
    import('./restOfLatinFonts').then(
      ({ watchForRestOfLatin }) => void watchForRestOfLatin(),
      // Offline, or the page was left while the chunk loaded (Firefox then rejects the import): such
      // characters keep the fallback face.
      () => {},
    );
  if ('requestIdleCallback' in window) requestIdleCallback(watch, { timeout: 2000 });
  else setTimeout(watch, 0);
}

/**
 * Marks the document once the app has hydrated (or rendered) and its router listens: hydration runs in a
 * transition (src/main.tsx), so it can end some time after it starts. End-to-end tests wait for the mark.
 * Then the controls the visitor clicked before (outside the deferred sections, which replay their own)
 * get their click, and the web fonts' faces for characters the site's copy does not use wait for such a character.
 */
function useInteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
    takeEarlyTouches((control) => !control.closest(DEFERRED_SECTION)).forEach(replayTouch);
    watchForRestOfLatinWhenIdle();
  }, []);
}

export function App({ notFoundPath }: AppProps) {
  useInteractiveMark();
  return (
    <SiteFrame>
      <AppRoutes notFoundPath={notFoundPath} />
    </SiteFrame>
  );
}
