/**
 * Reads the live Google reviews from the public Firestore document `public/reviews` through
 * Firestore's REST API (src/lib/firestoreRest.ts). A separate chunk, imported when the testimonials section nears the viewport, so Firebase is
 * never part of the home page's first load. The document is written by a function, but a browser
 * still checks every field before showing it.
 */
import { PUBLIC_REVIEWS_DOCUMENT } from '../../domain/reviews/publicReviews';
import { getDocument } from '../../lib/firestoreRest';
import type { FirestoreTarget } from '../../lib/firestoreTarget';
import type { Testimonial } from './model';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const httpsUrl = (value: unknown): string | null =>
  typeof value === 'string' && /^https:\/\//i.test(value) ? value : null;

/** A stored review as a testimonial, or null when a required field is missing or of the wrong type. */
export function toLiveTestimonial(value: unknown): Testimonial | null {
  if (typeof value !== 'object' || value === null) return null;
  const review = value as Record<string, unknown>;
  const id = text(review.id);
  const name = text(review.name);
  const fullQuote = text(review.fullQuote);
  if (!id || !name || !fullQuote || typeof review.rating !== 'number') return null;
  return {
    id,
    name,
    // Photos are never stored (they would be loaded from Google): the initials avatar is shown.
    avatar: null,
    rating: review.rating,
    date: typeof review.date === 'string' ? review.date : '',
    fullQuote,
    authorUrl: httpsUrl(review.authorUrl),
    reportUrl: httpsUrl(review.reportUrl),
  };
}

/** The live reviews, or null when there are none yet (no document, or no usable review in it). */
export async function fetchLiveTestimonials(target: FirestoreTarget): Promise<Testimonial[] | null> {
  const document = await getDocument(target, `${PUBLIC_REVIEWS_DOCUMENT.collection}/${PUBLIC_REVIEWS_DOCUMENT.id}`);
  const reviews = document?.reviews;
  const testimonials = Array.isArray(reviews)
    ? reviews.map(toLiveTestimonial).filter((review): review is Testimonial => review !== null)
    : [];
  return testimonials.length > 0 ? testimonials : null;
}
