import { focusWithoutScroll } from './focus';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Where a hash link lands inside its target: an element marked `data-hash-landing="<media query>"`
 * when the query matches (the booking wizard on phones), else the target itself.
 */
function scrollLanding(target: HTMLElement): HTMLElement {
  const marked = [...target.querySelectorAll<HTMLElement>('[data-hash-landing]')];
  return marked.find((element) => window.matchMedia?.(element.dataset.hashLanding!).matches) ?? target;
}

/** Where keyboard focus goes for a landing: itself if it is a heading or made focusable, else its first heading. */
function focusLanding(landing: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(landing.tagName) || landing.hasAttribute('tabindex')) return landing;
  return landing.querySelector<HTMLElement>('h1, h2, h3') ?? landing;
}

/**
 * Scrolls `target` to the top of the window (under the sticky header: html's scroll-padding-top) and
 * calls `done` once the scroll has come to rest: at once when it jumps or there is nowhere to go,
 * otherwise on the smooth scroll's `scrollend`. Returns a function that stops waiting.
 */
function scrollToThen(target: HTMLElement, smooth: boolean, done: () => void): () => void {
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
 * Scrolls to the element with id `id` (to its landing: see `scrollLanding`) and, once the scroll has come
 * to rest, moves focus to it. Loaded only by a URL with a hash: its code stays out of every first load.
 * Returns a function that stops waiting for the scroll.
 */
export function landOnHash(id: string): () => void {
  const target = document.getElementById(id);
  if (!target) return () => {};
  const landing = scrollLanding(target);
  // Looked up again when the scroll ends: a section that hydrates as it nears the viewport
  // (hydrateWhenVisible) has replaced its elements by then.
  const focusTarget = () => {
    const current = document.getElementById(id);
    focusWithoutScroll(focusLanding(current ? scrollLanding(current) : landing));
  };
  return scrollToThen(landing, !prefersReducedMotion(), focusTarget);
}
