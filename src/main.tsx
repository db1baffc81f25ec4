import './app/fonts.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { loadRoute } from './app/RouteElement';
import { matchRoute, notFoundRoute } from './app/routes';
import { LIVE_ATTRIBUTE } from './lib/earlyTouches/replay';

const container = document.getElementById('root')!;
const { pathname } = window.location;
const { route: routeAtUrl, params: paramsAtUrl } = matchRoute(pathname);
// Hosting answers every unknown URL with the prerendered 404.html, which marks itself. At a URL that no
// route matches, the app hydrates that not-found page. At a URL of a route with a parameter (an unknown
// category or post), it renders the route's own not-found view instead, which is not the markup served.
const servedNotFound = container.dataset.notFound === 'true';
const ownNotFoundView = servedNotFound && routeAtUrl !== notFoundRoute;
const notFoundPath = servedNotFound && !ownNotFoundView ? pathname : undefined;
const firstRoute = notFoundPath ? notFoundRoute : routeAtUrl;

const app = (
  <StrictMode>
    <BrowserRouter>
      <App notFoundPath={notFoundPath} />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page runs this only after it has loaded and painted (src/boot.ts). Hydrating in a
// transition lets React yield to the browser every few milliseconds instead of holding the main thread
// for the whole page; a visitor's click meanwhile makes React hydrate what was clicked first.
void loadRoute(firstRoute, notFoundPath ? {} : paramsAtUrl).then(() => {
  // From here React handles a click on the page itself (it hydrates what was clicked first), so the early
  // touches script records only those in sections whose code is still to come (src/lib/earlyTouches).
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  if (container.hasChildNodes() && !ownNotFoundView) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
