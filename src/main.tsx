import './app/fonts.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadRoute } from './app/RouteElement';
import { matchRoute, notFoundRoute } from './app/routes';

const container = document.getElementById('root')!;
// The prerendered 404.html marks itself so that hydration renders the not-found page at any URL.
const notFoundPath = container.dataset.notFound === 'true' ? window.location.pathname : undefined;
const firstRoute = notFoundPath ? notFoundRoute : matchRoute(window.location.pathname).route;

const app = (
  <StrictMode>
    <BrowserRouter>
      <App notFoundPath={notFoundPath} />
    </BrowserRouter>
  </StrictMode>
);

/**
 * Resolves after the browser has painted a frame: hydrating a long page is the longest task of the
 * load, and the prerendered page should be on screen before it starts.
 */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void Promise.all([loadRoute(firstRoute), afterNextPaint()]).then(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
