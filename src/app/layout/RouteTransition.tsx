import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';

export const ROUTE_SPINNER_MS = 100;
export const HASH_SCROLL_DELAY_MS = 100;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Where a hash link lands inside its target: an element marked `data-hash-landing="<media query>"`
 * when the query matches (the booking wizard on phones), else the target itself.
 */
export function scrollLanding(target: HTMLElement): HTMLElement {
  const marked = [...target.querySelectorAll<HTMLElement>('[data-hash-landing]')];
  return marked.find((element) => window.matchMedia?.(element.dataset.hashLanding!).matches) ?? target;
}

/** Where keyboard focus goes for a landing: itself if it is a heading or made focusable, else its first heading. */
export function focusLanding(landing: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(landing.tagName) || landing.hasAttribute('tabindex')) return landing;
  return landing.querySelector<HTMLElement>('h1, h2, h3') ?? landing;
}

/** Moves focus to `element` without scrolling, making it focusable from script if it is not already. */
export function focusWithoutScroll(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Scrolls `target` to the top of the window (under the sticky header: html's scroll-padding-top) and
 * calls `done` once the scroll has come to rest: at once when it jumps or there is nowhere to go,
 * otherwise on the smooth scroll's `scrollend`. Returns a function that stops waiting.
 */
export function scrollToThen(target: HTMLElement, smooth: boolean, done: () => void): () => void {
  const before = window.scrollY;
  const canWait = smooth && 'onscrollend' in window;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!canWait || !scrollWillMove(target, before)) {
    done();
    return () => {};
  }
  const onEnd = () => done();
  window.addEventListener('scrollend', onEnd, { once: true });
  return () => window.removeEventListener('scrollend', onEnd);
}

/** Whether scrolling `target` to the top (below the scroll padding) moves the window from `scrollY`. */
function scrollWillMove(target: HTMLElement, scrollY: number): boolean {
  const root = document.documentElement;
  const padding = parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
  const wanted = target.getBoundingClientRect().top + window.scrollY - padding;
  const reachable = Math.min(Math.max(wanted, 0), Math.max(0, root.scrollHeight - window.innerHeight));
  return Math.abs(reachable - scrollY) >= 1;
}

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
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!window.location.hash && heading) focusWithoutScroll(heading);
    }, ROUTE_SPINNER_MS);
    return () => window.clearTimeout(timer);
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
    window.addEventListener('pointerdown', onVisitorAction, listening);
    window.addEventListener('keydown', onVisitorAction, listening);
    const id = decodeURIComponent(hash.slice(1));
    const timer = window.setTimeout(() => {
      if (visitorActed) return;
      const target = document.getElementById(id);
      if (!target) return;
      const landing = scrollLanding(target);
      // Looked up again when the scroll ends: a section that hydrates as it nears the viewport
      // (hydrateWhenVisible) has replaced its elements by then.
      const focusTarget = () => {
        const current = document.getElementById(id);
        focusWithoutScroll(focusLanding(current ? scrollLanding(current) : landing));
      };
      stopWaiting = scrollToThen(landing, !prefersReducedMotion(), focusTarget);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
      window.removeEventListener('pointerdown', onVisitorAction, listening);
      window.removeEventListener('keydown', onVisitorAction, listening);
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
