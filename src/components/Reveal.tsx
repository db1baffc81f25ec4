import { LazyMotion, m, type Variants } from 'framer-motion';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface RevealProps {
  children: ReactNode;
  /** Seconds to wait after the element scrolls into view (e.g. to stagger cards). */
  delay?: number;
}

/** The animation features load lazily, after hydration (see motionFeatures.ts). */
const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

const variants: Variants = {
  // Hiding is instant: it only ever happens to content that is still below the fold.
  hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0 },
};

function shouldAnimate(element: HTMLElement): boolean {
  if (typeof window.IntersectionObserver === 'undefined') return false;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  // Content the visitor can already see never disappears to be animated back in.
  return element.getBoundingClientRect().top > window.innerHeight;
}

/**
 * Fades and slides its content in the first time it scrolls into view.
 *
 * The server and the first client render draw the content plainly visible (no opacity 0 in the
 * prerendered HTML, so it reads without JavaScript). Only after hydration, and only for content still
 * below the fold, is it hidden to be revealed on scroll. Under prefers-reduced-motion nothing moves.
 */
export function Reveal({ children, delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(false);

  useEffect(() => {
    // Deciding needs the layout, which only exists in the browser after hydration.
    if (ref.current && shouldAnimate(ref.current)) setArmed(true);
  }, []);

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={ref}
        initial={false}
        variants={variants}
        animate={armed ? 'hidden' : undefined}
        whileInView={armed ? 'shown' : undefined}
        viewport={{ once: true, amount: 0.15 }}
        transition={{ duration: 0.6, ease: [0.22, 1, 0.36, 1], delay }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
