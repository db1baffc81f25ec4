/**
 * Where the carousel's testimonials come from: the local sample reviews (spec: "the home reviews
 * fill from a local sample list"), turned into their display form by the domain rules.
 */
import { reviews } from '../../content/reviews';
import { toReviewDisplay, type Review } from '../../domain/reviews/reviews';

/** A testimonial as the carousel shows it. */
export interface Testimonial {
  readonly id: string;
  readonly name: string;
  /** The reviewer's photo; null or undefined shows the generated initials avatar. */
  readonly avatar?: string | null;
  /** Whole stars, 0–5. */
  readonly rating: number;
  /** Display text, e.g. 'February 12, 2026'. */
  readonly date: string;
  readonly fullQuote: string;
}

/** Anything that can deliver testimonials. */
export interface TestimonialSource {
  /**
   * Testimonials known without waiting (rendered on the server and at hydration, so the prerendered
   * page already contains them). Without it the carousel shows a spinner until `load` settles.
   */
  readonly initial?: readonly Testimonial[];
  readonly load: () => Promise<readonly Testimonial[]>;
}

export function toTestimonial(review: Review): Testimonial {
  const { id, name, avatar, rating, date, fullQuote } = toReviewDisplay(review);
  return { id, name, avatar, rating, date, fullQuote };
}

/** The sample reviews in display form. */
export function sampleTestimonials(): Testimonial[] {
  return reviews.map(toTestimonial);
}

/** Loads the testimonials (today: the local sample list). */
export async function loadTestimonials(): Promise<readonly Testimonial[]> {
  return sampleTestimonials();
}

/** The site's source: the local list, available at once. */
export const localTestimonials: TestimonialSource = { initial: sampleTestimonials(), load: loadTestimonials };
