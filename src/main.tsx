import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
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

void loadRoute(firstRoute).then(() => {
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
