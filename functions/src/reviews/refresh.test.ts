/**
 * The review refresh against a local fake Places API (the true external boundary) and the offline
 * Firestore endpoint: what the Places call sends, what is stored, and that every kind of failure
 * keeps the last good list.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../tests/functions/backend.js';
import { fixedClock, recordingLogger } from '../../../tests/functions/support.js';
import { startFakePlacesServer, type FakePlacesServer } from '../../../tests/functions/fakePlacesServer.js';
import { createPlacesClient, PLACES_FIELD_MASK } from './places.js';
import { refreshReviews, type RefreshDeps } from './refresh.js';
import { createReviewsStore } from './store.js';

const placeDetails = JSON.parse(
  readFileSync(new URL('../../../tests/functions/fixtures/place-details.json', import.meta.url), 'utf8'),
);
const PLACE_ID = 'ChIJ-demo-lakeforge';

const backend = testBackend('reviews');
let places: FakePlacesServer;

beforeAll(async () => {
  places = await startFakePlacesServer();
});
afterAll(async () => {
  await places.close();
});
beforeEach(() => {
  places.requests.length = 0;
});

function deps(clockIso = '2026-11-22T11:00:00Z'): RefreshDeps & { logger: ReturnType<typeof recordingLogger> } {
  return {
    places: createPlacesClient({ apiKey: 'test-key', placeId: PLACE_ID, baseUrl: places.baseUrl }),
    store: createReviewsStore(backend.db),
    clock: fixedClock(clockIso),
    logger: recordingLogger(),
  };
}

const storedDocument = async () => (await backend.db.doc('public/reviews').get()).data();

describe('refreshReviews', () => {
  it('asks Places for the reviews fields only and stores their display form with Google attribution links', async () => {
    places.answer({ status: 200, body: placeDetails });
    const run = deps();
    expect(await refreshReviews(run)).toBe('updated');

    expect(places.requests).toHaveLength(1);
    expect(places.requests[0]!.path).toBe(`/v1/places/${PLACE_ID}`);
    expect(places.requests[0]!.headers['x-goog-api-key']).toBe('test-key');
    expect(places.requests[0]!.headers['x-goog-fieldmask']).toBe(PLACES_FIELD_MASK);

    const stored = await storedDocument();
    expect(stored).toMatchObject({ rating: 4.9, userRatingCount: 37, fetchedAt: '2026-11-22T11:00:00.000Z' });
    // The review without text (a rating only) is not a testimonial.
    expect(stored!.reviews).toHaveLength(2);
    const [first, second] = stored!.reviews;
    expect(first).toEqual({
      id: 'ChZDSUhNMG9nS0VJQ0FnSURlbW8tMQ',
      name: 'Hannah Kowalski',
      rating: 5,
      quote: `${placeDetails.reviews[0].text.text.slice(0, 200).trimEnd()}...`,
      fullQuote: placeDetails.reviews[0].text.text,
      date: 'November 14, 2026',
      source: 'Google',
      // Google's photo would make visitors' browsers contact Google: initials instead.
      avatar: null,
      authorUrl: 'https://www.google.com/maps/contrib/100000000000000000001/reviews',
      reportUrl: 'https://www.google.com/local/review/rap/report?postId=demo-1',
    });
    expect(second).toMatchObject({ name: 'Tomás Ferreira', quote: second.fullQuote, date: 'October 30, 2026' });
    expect(run.logger.lines).toEqual(['Google reviews refreshed {"count":2}']);
  });

  describe('keeps the last good list', () => {
    beforeEach(async () => {
      places.answer({ status: 200, body: placeDetails });
      await refreshReviews(deps('2026-11-20T11:00:00Z'));
    });

    it.each([
      [
        'on a quota error (429 RESOURCE_EXHAUSTED)',
        { status: 429, body: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } } },
        /refresh failed.*"kind":"quota".*429 RESOURCE_EXHAUSTED: Quota exceeded/,
      ],
      ['on a server error', { status: 503, body: 'upstream unavailable' }, /"kind":"http".*answered 503/],
      ['on a body that is not JSON', { status: 200, body: '<html>oops</html>' }, /"kind":"malformed".*not JSON/],
      [
        'on a malformed answer',
        { status: 200, body: { reviews: [{ name: 'x', rating: 'five' }] } },
        /"kind":"malformed".*reviews\.0\.rating/,
      ],
      ['on an empty answer', { status: 200, body: {} }, /no reviews with text; keeping the last good list/],
      ['on an answer with no review text', { status: 200, body: { reviews: [placeDetails.reviews[2]] } }, /no reviews/],
    ])('%s', async (_label, answer, logged) => {
      const before = await storedDocument();
      places.answer(answer);
      const run = deps();
      expect(await refreshReviews(run)).toBe('kept');
      expect(await storedDocument()).toEqual(before);
      expect(before!.reviews).toHaveLength(2);
      expect(run.logger.lines.join('\n')).toMatch(logged);
    });

    it('when Places cannot be reached', async () => {
      const before = await storedDocument();
      const run = {
        ...deps(),
        places: createPlacesClient({ apiKey: 'k', placeId: PLACE_ID, baseUrl: 'http://127.0.0.1:1' }),
      };
      expect(await refreshReviews(run)).toBe('kept');
      expect(await storedDocument()).toEqual(before);
      expect(run.logger.lines.join('\n')).toMatch(/"kind":"network"/);
    });

    it('unless it is older than 30 days: then it is removed', async () => {
      places.answer({ status: 500, body: {} });
      const run = deps('2026-12-20T12:00:00Z');
      expect(await refreshReviews(run)).toBe('expired');
      expect(await storedDocument()).toBeUndefined();
      expect(run.logger.lines.at(-1)).toMatch(/expired and were removed/);
    });
  });

  it('stores nothing and reports none when the first refresh fails', async () => {
    places.answer({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED' } } });
    expect(await refreshReviews(deps())).toBe('none');
    expect(await storedDocument()).toBeUndefined();
  });

  describe('for a project without Places (no place id, so no client)', () => {
    it('calls nothing and says so, keeping the stored list', async () => {
      places.answer({ status: 200, body: placeDetails });
      await refreshReviews(deps('2026-11-20T11:00:00Z'));
      const before = await storedDocument();
      places.requests.length = 0;

      const run = { ...deps(), places: undefined };
      expect(await refreshReviews(run)).toBe('not configured');
      expect(places.requests).toHaveLength(0);
      expect(await storedDocument()).toEqual(before);
      expect(run.logger.lines).toEqual([
        'Google reviews are not configured for this project (no PLACES_PLACE_ID): the site keeps its stored or sample reviews',
      ]);
    });

    it('still removes a list stored more than 30 days ago', async () => {
      places.answer({ status: 200, body: placeDetails });
      await refreshReviews(deps('2026-11-20T11:00:00Z'));
      expect(await refreshReviews({ ...deps('2026-12-20T12:00:00Z'), places: undefined })).toBe('not configured');
      expect(await storedDocument()).toBeUndefined();
    });
  });

  it('refuses to call Places without a key or a place id', async () => {
    const run = { ...deps(), places: createPlacesClient({ apiKey: '', placeId: PLACE_ID, baseUrl: places.baseUrl }) };
    expect(await refreshReviews(run)).toBe('none');
    expect(places.requests).toHaveLength(0);
    expect(run.logger.lines.join('\n')).toMatch(/PLACES_API_KEY and PLACES_PLACE_ID must both be set/);
  });
});
