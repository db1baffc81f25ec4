/**
 * The inline script of every prerendered page (scripts/prerender.ts bundles and minifies this file, and
 * firebase.json's Content-Security-Policy allows it by its hash). It records the clicks on controls whose
 * code has not arrived, so that the app can replay each one once it has (src/lib/earlyTouches/replay.ts).
 * Keep it tiny and free of imports with code: it runs before the page paints.
 */

/** Marks a control whose click the app replays: a `type="button"` toggle or arrow, never a link or a submit. */
export const REPLAY_ATTRIBUTE = 'data-replay';
/** Set on a recorded control until its click is replayed, so the visitor sees the touch was received. */
export const PENDING_ATTRIBUTE = 'data-replay-pending';
/** Set on <html> by src/main.tsx as it starts the app: from then on only deferred sections lack their code. */
export const LIVE_ATTRIBUTE = 'data-app-live';
/** The wrapper of a section that keeps its prerendered HTML until it nears the viewport (hydrateWhenVisible). */
export const DEFERRED_SECTION = '[data-hydrates-when-visible]';

declare global {
  interface Window {
    /** The controls clicked before their code arrived, oldest first. */
    __earlyTouches?: Element[];
  }
}

export function captureEarlyTouches() {
  const touches: Element[] = (window.__earlyTouches = []);
  const root = document.documentElement;
  document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest?.(`[${REPLAY_ATTRIBUTE}]`);
      if (!control || (root.hasAttribute(LIVE_ATTRIBUTE) && !control.closest(DEFERRED_SECTION))) return;
      touches.push(control);
      control.setAttribute(PENDING_ATTRIBUTE, '');
    },
    true,
  );
}
