/**
 * The daily refresh of the live Google reviews (the scheduled function `refreshGoogleReviews`):
 * ask the Places API, then replace the public document `public/reviews` with the new list.
 *
 * - A failed call (quota, HTTP error, network, malformed answer) keeps the last good list and logs.
 * - An empty answer (no review with text) also keeps the last good list and logs a warning: Google
 *   returns at most five reviews and sometimes none for a while, and an empty section would look worse
 *   than yesterday's reviews.
 * - A kept list older than MAX_STORED_REVIEWS_DAYS is deleted instead (Google's terms allow Places
 *   content to be kept only briefly); the home page then shows its prerendered list.
 * - A project without Places (no `places` client: no PLACES_PLACE_ID) calls nothing, logs that reviews are
 *   not configured, and only expires a list stored while it had Places.
 */
import { MAX_STORED_REVIEWS_DAYS, type PublicReviewsDocument } from '../../../src/domain/reviews/publicReviews.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import type { PlacesClient } from './places.js';
import type { ReviewsStore } from './store.js';

export type RefreshOutcome = 'updated' | 'kept' | 'expired' | 'none' | 'not configured';

export interface RefreshDeps {
  /** Absent for a project without Places. */
  places: PlacesClient | undefined;
  store: ReviewsStore;
  clock: Clock;
  logger: Logger;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What to do with the stored list when no new one replaces it. */
async function keepOrExpire(deps: RefreshDeps, reason: string): Promise<RefreshOutcome> {
  const stored = await deps.store.read();
  if (!stored) return 'none';
  const ageDays = (deps.clock.now().getTime() - Date.parse(stored.fetchedAt)) / DAY_MS;
  if (!(ageDays <= MAX_STORED_REVIEWS_DAYS)) {
    await deps.store.remove();
    deps.logger.warn('Stored Google reviews expired and were removed', { reason, fetchedAt: stored.fetchedAt });
    return 'expired';
  }
  return 'kept';
}

export async function refreshReviews(deps: RefreshDeps): Promise<RefreshOutcome> {
  if (!deps.places) {
    deps.logger.info(
      'Google reviews are not configured for this project (no PLACES_PLACE_ID): the site keeps its stored or sample reviews',
    );
    await keepOrExpire(deps, 'not configured');
    return 'not configured';
  }
  let answer;
  try {
    answer = await deps.places.fetchReviews();
  } catch (error) {
    const failure = error as { kind?: string; message?: string };
    deps.logger.error('Google reviews refresh failed; keeping the last good list', {
      kind: failure.kind ?? 'unknown',
      message: failure.message ?? String(error),
    });
    return keepOrExpire(deps, `error: ${failure.kind ?? 'unknown'}`);
  }
  if (answer.reviews.length === 0) {
    deps.logger.warn('Google returned no reviews with text; keeping the last good list');
    return keepOrExpire(deps, 'empty answer');
  }
  const document: PublicReviewsDocument = { ...answer, fetchedAt: deps.clock.now().toISOString() };
  await deps.store.write(document);
  deps.logger.info('Google reviews refreshed', { count: answer.reviews.length });
  return 'updated';
}
