/**
 * Each new step of the wizard is announced by focus: it moves to the step's heading (`headingRef`)
 * and the wizard's frame (`frameRef`) comes into view. Not on the first render. A layout effect, so
 * focus moves in the same commit that shows the step: an effect would run after the browser has
 * painted it, and the step would be on screen for a moment with focus lost to the page's body.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Step } from './useSlotSelection';

export function useStepFocus(step: Step) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const shown = useRef(step);

  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    headingRef.current?.focus({ preventScroll: true });
    if (frameRef.current) keepInView(frameRef.current);
  }, [step]);

  return { headingRef, frameRef };
}

/**
 * A new step shows from its top: on a phone the wizard is taller than the window, and a date chosen
 * at the bottom of the screen would otherwise leave the times below it.
 */
function keepInView(frame: HTMLElement) {
  const { top, bottom } = frame.getBoundingClientRect();
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (top >= headerRoom && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  frame.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
