/**
 * The live Google reviews as the site stores and reads them: the Firestore document
 * `public/reviews`, written once a day by the `refreshGoogleReviews` function (functions/src/reviews)
 * and read by browsers on the home page (firestore.rules allows reading exactly this document).
 */
import type { ReviewDisplay } from './reviews';

/** Where the reviews live: collection and document id. */
export const PUBLIC_REVIEWS_DOCUMENT = { collection: 'public', id: 'reviews' } as const;

/**
 * Google's terms allow keeping Places content only briefly: a stored list older than this is removed
 * by the next refresh that cannot replace it (the site then shows its own prerendered list).
 */
export const MAX_STORED_REVIEWS_DAYS = 30;

/** A review as stored: the display form of docs/product.md plus the attribution links Google requires. */
export interface PublicReview extends ReviewDisplay {
  /** The reviewer's Google Maps profile (https), shown as a link on the name; null when Google gives none. */
  authorUrl: string | null;
  /** Google's page for reporting the review (https), shown next to it; null when Google gives none. */
  reportUrl: string | null;
}

export interface PublicReviewsDocument {
  reviews: PublicReview[];
  /** The place's average rating and number of ratings on Google (null when unknown). */
  rating: number | null;
  userRatingCount: number | null;
  /** When Google answered with this list, ISO 8601. */
  fetchedAt: string;
}
