import { useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { ArrowLeftIcon, ArrowRightIcon } from '../../components/icons/UiIcons';
import { TestimonialCard } from './TestimonialCard';
import type { Testimonial } from './testimonials';
import { useCardsPerView } from './useCardsPerView';

/** Number of pages: testimonials divided by cards per view, rounded up (at least one). */
export function pageCount(total: number, cardsPerView: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, cardsPerView)));
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Testimonials a page at a time (1, 2 or 3 cards per view by width). The arrows move one page and
 * wrap around at both ends; the row scrolls smoothly (instantly under reduced motion). At most one
 * card is expanded.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const cardsPerView = useCardsPerView();
  const pages = pageCount(testimonials.length, cardsPerView);
  const [requestedPage, setPage] = useState(0);
  const page = Math.min(requestedPage, pages - 1);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const firstScroll = useRef(true);

  useEffect(() => {
    const viewport = viewportRef.current;
    const cards = viewport?.querySelectorAll<HTMLElement>('[data-card]');
    const target = cards?.[page * cardsPerView];
    if (!viewport || !cards || !target) return;
    // The browser stops at the end, so a last page that is not full shows the last cards.
    const left = target.offsetLeft - cards[0]!.offsetLeft;
    const behavior: ScrollBehavior = firstScroll.current || prefersReducedMotion() ? 'instant' : 'smooth';
    firstScroll.current = false;
    if (typeof viewport.scrollTo === 'function') viewport.scrollTo({ left, behavior });
    else viewport.scrollLeft = left;
  }, [page, cardsPerView]);

  const showPage = (next: number) => setPage(((next % pages) + pages) % pages);
  // Everything fits: the arrows stay in place (the spec names them) but have nowhere to go.
  const allVisible = pages === 1;

  return (
    <div role="group" aria-roledescription="carousel" aria-label="Client testimonials">
      <Viewport ref={viewportRef}>
        <Track>
          {testimonials.map((testimonial, index) => (
            <Slide
              key={testimonial.id}
              data-card=""
              // Keyboard focus moving into a card brings its page into view.
              onFocus={() => showPage(Math.floor(index / cardsPerView))}
            >
              <TestimonialCard
                testimonial={testimonial}
                expanded={expandedId === testimonial.id}
                onToggle={() => setExpandedId((id) => (id === testimonial.id ? null : testimonial.id))}
              />
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <Arrow
          type="button"
          aria-label="Scroll testimonials left"
          disabled={allVisible}
          onClick={() => showPage(page - 1)}
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
          onClick={() => showPage(page + 1)}
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
  overflow: hidden;
  margin: -${SHADOW_ROOM};
  padding: ${SHADOW_ROOM};
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

const Arrow = styled.button`
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
    cursor: default;
    box-shadow: none;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
  }
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
