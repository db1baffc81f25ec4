import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

interface RevealProps {
  children: ReactNode;
  /** Seconds to wait after the element scrolls into view (e.g. to stagger cards). */
  delay?: number;
}

type Phase = 'static' | 'hidden' | 'shown';

const EASE = 'cubic-bezier(0.22, 1, 0.36, 1)';
/** Share of the element that must be in view before it comes in. */
const THRESHOLD = 0.15;

function shouldAnimate(element: HTMLElement): boolean {
  if (typeof window.IntersectionObserver === 'undefined') return false;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  // Content the visitor can already see never disappears to be animated back in.
  return element.getBoundingClientRect().top > window.innerHeight;
}

function phaseStyle(phase: Phase, delay: number): CSSProperties | undefined {
  if (phase === 'static') return undefined;
  if (phase === 'hidden') return { opacity: 0, transform: 'translateY(24px)' };
  return {
    opacity: 1,
    transform: 'none',
    transition: `opacity 0.6s ${EASE} ${delay}s, transform 0.6s ${EASE} ${delay}s`,
  };
}

/**
 * Fades and slides its content in the first time it scrolls into view, with a CSS transition (no
 * animation library in the page's first load).
 *
 * The server and the first client render draw the content plainly visible (no opacity 0 in the
 * prerendered HTML, so it reads without JavaScript). Only after hydration, and only for content still
 * below the fold, is it hidden to be revealed on scroll. Under prefers-reduced-motion nothing moves.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    // Deciding needs the layout, which only exists in the browser after hydration.
    if (!element || !shouldAnimate(element)) return;
    setPhase('hidden');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setPhase('shown');
        observer.disconnect();
      },
      { threshold: THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} style={phaseStyle(phase, delay)}>
      {children}
    </div>
  );
}
