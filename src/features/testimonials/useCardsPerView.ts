import { useSyncExternalStore } from 'react';

// The carousel's breakpoints (docs/product.md, _Testimonials_), the same as the theme's `media.sm` and `media.lg`.
const WIDE = '(min-width: 1024px)';
const MEDIUM = '(min-width: 640px)';

/** Cards per view for the current window: 3 from 1024 px, 2 from 640 px, else 1 (docs/product.md, _Testimonials_). */
function currentCardsPerView(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  if (window.matchMedia(WIDE).matches) return 3;
  if (window.matchMedia(MEDIUM).matches) return 2;
  return 1;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

/** The server (and hydration) assume one card per view; the browser's value follows right after. */
const serverCardsPerView = () => 1;

export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, currentCardsPerView, serverCardsPerView);
}
