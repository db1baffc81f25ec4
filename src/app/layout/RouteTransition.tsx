import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { focusWithoutScroll } from './focus';

export const ROUTE_SPINNER_MS = 100;
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * On each path change: scroll to the top behind a brief overlay spinner, announce the new page to
 * screen readers and move focus to its main heading. A hash (e.g. /#cta) scrolls smoothly to its
 * target once the page has rendered, and focus moves to the target's heading when the scroll ends,
 * unless the visitor has clicked or typed meanwhile.
 */
export function RouteTransition() {
  const { pathname, hash, key } = useLocation();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (!pathChanged) return;
    scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setBusy(true);
  }, [pathname]);

  // Timed from the spinner's first commit, so it stays about 100 ms on screen however long the new page
  // took to render.
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => {
      setBusy(false);
      setAnnouncement(document.title);
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!location.hash && heading) focusWithoutScroll(heading);
    }, ROUTE_SPINNER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  // `key` too: following the same /#cta link again scrolls there again.
  useEffect(() => {
    if (!hash) return;
    let stopWaiting = () => {};
    // A visitor who clicks, taps or types before the page has scrolled there has chosen where to be:
    // no scroll starts after that, and focus is not taken from where they put it.
    let visitorActed = false;
    const onVisitorAction = () => {
      visitorActed = true;
      stopWaiting();
    };
    const listening = { capture: true, once: true } as const;
    addEventListener('pointerdown', onVisitorAction, listening);
    addEventListener('keydown', onVisitorAction, listening);
    const id = decodeURIComponent(hash.slice(1));
    const hashLanding = import('./hashLanding');
    let cancelled = false;
    const timer = setTimeout(() => {
      void hashLanding.then(({ landOnHash }) => {
        if (!visitorActed && !cancelled) stopWaiting = landOnHash(id);
      });
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWaiting();
      removeEventListener('pointerdown', onVisitorAction, listening);
      removeEventListener('keydown', onVisitorAction, listening);
    };
  }, [pathname, hash, key]);

  return (
    <>
      {busy && (
        <Overlay data-testid="route-spinner" aria-hidden="true">
          <Spinner />
        </Overlay>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.7);
`;
