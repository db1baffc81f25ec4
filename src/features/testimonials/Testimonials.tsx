import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/Button';
import { ExternalLinkIcon } from '../../components/icons/UiIcons';
import { SectionEyebrow } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { company } from '../../content/company';
import { whenNearViewport } from '../../lib/nearViewport';
import { TestimonialCarousel } from './TestimonialCarousel';
import type { Testimonial } from './model';
import { liveTestimonials, type TestimonialSource } from './testimonials';

export const TESTIMONIALS_HEADING = 'Businusses that Trust Us';
export const TESTIMONIALS_SUBTITLE = 'What our clients say about us on Google';
export const REVIEWS_ERROR = 'Failed to load reviews. Please try again later.';

/** How far below (and above) the viewport the section starts refreshing the reviews. */
export const REFRESH_MARGIN = '400px 0px';

type LoadState =
  | { status: 'loading' }
  | { status: 'loaded'; testimonials: readonly Testimonial[]; refreshing: boolean }
  | { status: 'error' };

/**
 * A source without an initial list: loading (spinner) until it answers, then the testimonials or the
 * error text. A source with one (the site's): that list at once, refreshed when the section nears
 * the viewport; a failed refresh is logged and the list already shown stays.
 */
function useTestimonials(source: TestimonialSource, section: RefObject<Element | null>): LoadState {
  const [state, setState] = useState<LoadState>(() =>
    source.initial ? { status: 'loaded', testimonials: source.initial, refreshing: false } : { status: 'loading' },
  );

  useEffect(() => {
    let current = true;
    const { initial } = source;
    const settle = (next: LoadState) => {
      if (current) setState(next);
    };
    const load = () =>
      source.load().then(
        (testimonials) => settle({ status: 'loaded', testimonials, refreshing: false }),
        (error: unknown) => {
          if (!current) return;
          console.error('Failed to load reviews', error);
          settle(initial ? { status: 'loaded', testimonials: initial, refreshing: false } : { status: 'error' });
        },
      );
    if (!initial) {
      void load();
      return () => {
        current = false;
      };
    }
    // Without IntersectionObserver (very old browsers) the prerendered list simply stays.
    const stopWatching =
      section.current &&
      whenNearViewport(section.current, REFRESH_MARGIN, () => {
        settle({ status: 'loaded', testimonials: initial, refreshing: true });
        void load();
      });
    return () => {
      current = false;
      stopWatching?.();
    };
  }, [source, section]);

  return state;
}

interface TestimonialsProps {
  /** Where the testimonials come from (default: the local list, refreshed from the live Google reviews). */
  source?: TestimonialSource;
  /** Id of the heading, for the surrounding section's aria-labelledby. */
  headingId?: string;
}

const siteSource = liveTestimonials();

/** The 'Businusses that Trust Us' block: heading, carousel of Google reviews and a review link. */
export function Testimonials({ source = siteSource, headingId = 'testimonials-heading' }: TestimonialsProps) {
  const body = useRef<HTMLDivElement>(null);
  const state = useTestimonials(source, body);
  const busy = state.status === 'loading' || (state.status === 'loaded' && state.refreshing);
  return (
    <>
      <Heading>
        <SectionEyebrow>Testimonials</SectionEyebrow>
        <h2 id={headingId}>{TESTIMONIALS_HEADING}</h2>
        <p>{TESTIMONIALS_SUBTITLE}</p>
      </Heading>
      <Body ref={body} aria-busy={busy}>
        {state.status === 'loading' && (
          <Status role="status">
            <Spinner />
            <span className="visually-hidden">Loading reviews</span>
          </Status>
        )}
        {state.status === 'error' && <ErrorText role="alert">{REVIEWS_ERROR}</ErrorText>}
        {state.status === 'loaded' && <TestimonialCarousel testimonials={state.testimonials} />}
      </Body>
      <Review>
        <ButtonAnchor
          href={company.googleReviewUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Leave us a review (opens in a new tab)"
          $variant="secondary"
        >
          Leave us a review
          <ExternalLinkIcon />
        </ButtonAnchor>
      </Review>
    </>
  );
}

const Heading = styled.div`
  max-width: 720px;
  margin: 0 auto ${({ theme }) => theme.space[7]};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Body = styled.div`
  min-height: 120px;
`;

const Status = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

const ErrorText = styled.p`
  display: grid;
  place-items: center;
  min-height: 120px;
  margin: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid rgba(180, 35, 24, 0.25);
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fef3f2;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  text-align: center;
`;

const Review = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;
