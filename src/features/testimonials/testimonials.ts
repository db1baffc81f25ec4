/**
 * Where the carousel's testimonials come from: the local reviews in src/content (prerendered, shown
 * at once), refreshed from the live Google reviews in Firestore when the section nears the viewport.
 */
import { reviews } from '../../content/reviews';
import { toReviewDisplay, type Review } from '../../domain/reviews/reviews';
import { defaultFirestoreTarget, type FirestoreTarget } from '../../lib/firestoreTarget';
import type { Testimonial } from './model';

/** Anything that can deliver testimonials. */
export interface TestimonialSource {
  /**
   * Testimonials known without waiting (rendered on the server and at hydration, so the prerendered
   * page already contains them). Without it the carousel shows a spinner until `load` settles.
   */
  readonly initial?: readonly Testimonial[];
  /** The current list; with `initial`, called when the section nears the viewport to refresh it. */
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

/** Loads the local sample list. */
export async function loadTestimonials(): Promise<readonly Testimonial[]> {
  return sampleTestimonials();
}

/**
 * The site's source: the local list at once, then the live Google reviews of `public/reviews` (the
 * local list stays when that document does not exist yet or holds no usable review).
 */
export function liveTestimonials(target: FirestoreTarget = defaultFirestoreTarget()): TestimonialSource {
  const initial = sampleTestimonials();
  return {
    initial,
    load: async () => {
      const { fetchLiveTestimonials } = await import('./liveReviews');
      return (await fetchLiveTestimonials(target)) ?? initial;
    },
  };
}
