import { useCallback, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons/UiIcons';
import { TestimonialCard } from './TestimonialCard';
import type { Testimonial } from './model';
import { useCardsPerView } from './useCardsPerView';

/** Number of pages: testimonials divided by cards per view, rounded up (at least one). */
export function pageCount(total: number, cardsPerView: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, cardsPerView)));
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const cardsIn = (viewport: HTMLElement) => [...viewport.querySelectorAll<HTMLElement>('[data-card]')];

/** The page the row is scrolled to: the nearest card's, or the last page where the row ends. */
function pageShown(viewport: HTMLElement, cardsPerView: number, pages: number): number {
  const cards = cardsIn(viewport);
  const end = viewport.scrollWidth - viewport.clientWidth;
  if (!cards.length) return 0;
  if (end > 0 && viewport.scrollLeft >= end - 1) return pages - 1;
  const distance = (card: HTMLElement) => Math.abs(card.offsetLeft - cards[0]!.offsetLeft - viewport.scrollLeft);
  const nearest = cards.reduce((best, card, index) => (distance(card) < distance(cards[best]!) ? index : best), 0);
  return Math.min(pages - 1, Math.round(nearest / cardsPerView));
}

function scrollToPage(viewport: HTMLElement, page: number, cardsPerView: number) {
  const cards = cardsIn(viewport);
  const target = cards[page * cardsPerView];
  if (!target) return;
  // The browser stops at the end, so a last page that is not full shows the last cards.
  const left = target.offsetLeft - cards[0]!.offsetLeft;
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
  if (typeof viewport.scrollTo === 'function') viewport.scrollTo({ left, behavior });
  else viewport.scrollLeft = left;
}

/**
 * Testimonials a page at a time (1, 2 or 3 cards per view by width). The row scrolls natively, snapping to
 * the cards, so it works by touch before (or without) the app. The arrows move one page and wrap around at
 * both ends; the row scrolls smoothly (instantly under reduced motion). 'Read more' is a native exclusive
 * disclosure: one card is expanded at a time.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const cardsPerView = useCardsPerView();
  const pages = pageCount(testimonials.length, cardsPerView);
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, pages - 1);
  // The page the arrows move from, current even before React renders the last one (a replayed early tap).
  const pageRef = useRef(0);
  const viewportRef = useRef<HTMLDivElement>(null);

  // The page an arrow (or focus) sent the row to, until the row gets there. The browser can cut a smooth scroll
  // short, re-snapping the row where it is when the page's layout changes under it (a section below swapping
  // in its code); the row then ends on the old page while the status already names the new one.
  const targetRef = useRef<number | null>(null);

  const follow = useCallback((shown: number) => {
    pageRef.current = shown;
    setPage(shown);
  }, []);
  // Where the row came to rest: scrolled by touch, before the section's code arrived, or by an arrow.
  const followScroll = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const shown = pageShown(viewport, cardsPerView, pages);
    const target = targetRef.current;
    targetRef.current = null;
    if (target !== null && target < pages && shown !== target) {
      scrollToPage(viewport, target, cardsPerView);
      return;
    }
    follow(shown);
  }, [follow, cardsPerView, pages]);
  useEffect(followScroll, [followScroll]);

  const showPage = (next: number) => {
    const wrapped = ((next % pages) + pages) % pages;
    follow(wrapped);
    targetRef.current = wrapped;
    if (viewportRef.current) scrollToPage(viewportRef.current, wrapped, cardsPerView);
  };
  // A visitor's own swipe or wheel decides where the row goes.
  const letVisitorScroll = () => {
    targetRef.current = null;
  };
  // Everything fits: the arrows stay in place (docs/product.md names them) but have nowhere to go.
  const allVisible = pages === 1;
  const allFitFrom = widthWhereAllFit(testimonials.length);

  return (
    <div role="group" aria-roledescription="carousel" aria-label="Client testimonials">
      <Viewport
        ref={viewportRef}
        onScrollEnd={followScroll}
        onPointerDown={letVisitorScroll}
        onTouchStart={letVisitorScroll}
        onWheel={letVisitorScroll}
      >
        <Track>
          {testimonials.map((testimonial, index) => (
            <Slide
              key={testimonial.id}
              data-card=""
              // Keyboard focus moving into a card brings its page into view.
              onFocus={() => showPage(Math.floor(index / cardsPerView))}
            >
              <TestimonialCard testimonial={testimonial} />
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <Arrow
          type="button"
          aria-label="Scroll testimonials left"
          disabled={allVisible}
          $allFitFrom={allFitFrom}
          onClick={() => showPage(pageRef.current - 1)}
          data-replay=""
        >
          <ArrowLeftIcon />
        </Arrow>
        <Dots aria-hidden="true" data-testid="carousel-dots">
          {Array.from({ length: pageCount(testimonials.length, 1) }, (_, index) => (
            <Dot
              key={index}
              $active={index === page}
              $pageAtTwo={index < pageCount(testimonials.length, 2)}
              $pageAtThree={index < pageCount(testimonials.length, 3)}
            />
          ))}
        </Dots>
        <p className="visually-hidden" aria-live="polite" data-testid="carousel-page">
          {`Page ${page + 1} of ${pages}`}
        </p>
        <Arrow
          type="button"
          aria-label="Scroll testimonials right"
          disabled={allVisible}
          $allFitFrom={allFitFrom}
          onClick={() => showPage(pageRef.current + 1)}
          data-replay=""
        >
          <ArrowRightIcon />
        </Arrow>
      </Controls>
    </div>
  );
}

/** Room around the cards, inside the clipped area, for their shadows. */
const SHADOW_ROOM = '1.5rem';

const Viewport = styled.div`
  position: relative;
  overflow-x: auto;
  overflow-y: hidden;
  margin: -${SHADOW_ROOM};
  padding: ${SHADOW_ROOM};
  scroll-padding-inline: ${SHADOW_ROOM};
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const GAP = '1.5rem';

/** Cards keep their own height: an expanded card does not stretch the others. */
const Track = styled.ul`
  display: flex;
  align-items: flex-start;
  gap: ${GAP};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Slide = styled.li`
  flex: 0 0 100%;
  min-width: 0;
  scroll-snap-align: start;
  ${({ theme }) => theme.media.sm} {
    flex-basis: calc((100% - ${GAP}) / 2);
  }
  ${({ theme }) => theme.media.lg} {
    flex-basis: calc((100% - 2 * ${GAP}) / 3);
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/**
 * The smallest width (a theme breakpoint) from which the row shows all `count` cards, if any: the arrows are
 * disabled there. The prerendered carousel assumes one card per view, so its arrows get `disabled` only once the
 * section's code runs; CSS makes them look and act disabled there from the first paint.
 */
function widthWhereAllFit(count: number): 'sm' | 'lg' | undefined {
  if (count <= 2) return 'sm';
  if (count <= 3) return 'lg';
  return undefined;
}

const disabledArrow = css`
  cursor: default;
  box-shadow: none;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;

const Arrow = styled.button<{ $allFitFrom?: 'sm' | 'lg' }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    background-color 160ms ease,
    color 160ms ease,
    border-color 160ms ease;
  &:hover:enabled {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
  &:disabled {
    ${disabledArrow}
  }
  ${({ $allFitFrom, theme }) =>
    $allFitFrom &&
    css`
      ${theme.media[$allFitFrom]} {
        &,
        &:hover:enabled {
          ${disabledArrow}
          border-color: ${theme.colors.border};
        }
        /* Still enabled there only until the section wakes and disables them: meanwhile neither a pointer nor
           (where supported) the keyboard reaches them. */
        &:enabled {
          pointer-events: none;
          interactivity: inert;
        }
      }
    `}
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Dots = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 60px;
  justify-content: center;
`;

/**
 * One dot for each page at one card per view; CSS hides the dots that have no page at the window's
 * width. So the prerendered carousel, which assumes one card per view, shows the dots the hydrated one
 * shows, whenever it hydrates.
 */
const Dot = styled.span<{ $active: boolean; $pageAtTwo: boolean; $pageAtThree: boolean }>`
  width: ${({ $active }) => ($active ? '24px' : '8px')};
  height: 8px;
  border-radius: 999px;
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.border)};
  transition:
    width 200ms ease,
    background-color 200ms ease;
  ${({ $pageAtTwo, theme }) =>
    !$pageAtTwo &&
    css`
      ${theme.media.sm} {
        display: none;
      }
    `}
  ${({ $pageAtThree, theme }) =>
    !$pageAtThree &&
    css`
      ${theme.media.lg} {
        display: none;
      }
    `}
`;
