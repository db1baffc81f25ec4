import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonAnchor } from '../../components/Button';
import { ExternalLinkIcon } from '../../components/icons/UiIcons';
import { Spinner } from '../../components/Spinner';
import { company } from '../../content/company';
import { TestimonialCarousel } from './TestimonialCarousel';
import { localTestimonials, type Testimonial, type TestimonialSource } from './testimonials';

export const TESTIMONIALS_HEADING = 'Businusses that Trust Us';
export const TESTIMONIALS_SUBTITLE = 'What our clients say about us on Google';
export const REVIEWS_ERROR = 'Failed to load reviews. Please try again later.';

type LoadState =
  { status: 'loading' } | { status: 'loaded'; testimonials: readonly Testimonial[] } | { status: 'error' };

function initialState(source: TestimonialSource): LoadState {
  return source.initial ? { status: 'loaded', testimonials: source.initial } : { status: 'loading' };
}

/** Loading (spinner) until the source answers, then the testimonials or the error text. */
function useTestimonials(source: TestimonialSource): LoadState {
  const [state, setState] = useState<LoadState>(() => initialState(source));

  useEffect(() => {
    if (source.initial) return;
    let current = true;
    source.load().then(
      (testimonials) => {
        if (current) setState({ status: 'loaded', testimonials });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to load reviews', error);
        setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [source]);

  return state;
}

interface TestimonialsProps {
  /** Where the testimonials come from (default: the local sample list). */
  source?: TestimonialSource;
  /** Id of the heading, for the surrounding section's aria-labelledby. */
  headingId?: string;
}

/** The 'Businusses that Trust Us' block: heading, carousel of Google reviews and a review link. */
export function Testimonials({ source = localTestimonials, headingId = 'testimonials-heading' }: TestimonialsProps) {
  const state = useTestimonials(source);
  return (
    <>
      <Heading>
        <Eyebrow>Testimonials</Eyebrow>
        <h2 id={headingId}>{TESTIMONIALS_HEADING}</h2>
        <p>{TESTIMONIALS_SUBTITLE}</p>
      </Heading>
      <Body aria-busy={state.status === 'loading'}>
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

const Eyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.12em;
    text-transform: uppercase;
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
