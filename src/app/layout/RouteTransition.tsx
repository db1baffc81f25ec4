import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';

export const ROUTE_SPINNER_MS = 100;
export const HASH_SCROLL_DELAY_MS = 100;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * On each path change: scroll to the top behind a brief overlay spinner and announce the new page to
 * screen readers. A hash (e.g. /#cta) scrolls smoothly to its target once the page has rendered.
 */
export function RouteTransition() {
  const { pathname, hash } = useLocation();
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = previousPath.current !== null && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (!pathChanged) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    setBusy(true);
  }, [pathname]);

  // Timed from the spinner's first commit, so it stays about 100 ms on screen however long the new page
  // took to render.
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => {
      setBusy(false);
      setAnnouncement(document.title);
    }, ROUTE_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (!hash) return;
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

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
