/**
 * The Google Places API (New) Place Details call for the business's reviews:
 * `GET {baseUrl}/v1/places/{placeId}` with `X-Goog-Api-Key` and
 * `X-Goog-FieldMask: reviews,rating,userRatingCount` (only these fields are requested and billed).
 * The base URL is injectable so tests and `npm run reviews:refresh` talk to a local fake server.
 */
import { z } from 'zod';
import { toReviewDisplay } from '../../../src/domain/reviews/reviews.js';
import type { PublicReview } from '../../../src/domain/reviews/publicReviews.js';

export const PLACES_API_BASE_URL = 'https://places.googleapis.com';
export const PLACES_FIELD_MASK = 'reviews,rating,userRatingCount';

export type PlacesErrorKind = 'quota' | 'http' | 'malformed' | 'network';

export class PlacesError extends Error {
  override name = 'PlacesError';
  constructor(
    readonly kind: PlacesErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const localizedText = z.object({ text: z.string() });
const placesReview = z.object({
  name: z.string().min(1),
  rating: z.number().min(1).max(5),
  text: localizedText.optional(),
  originalText: localizedText.optional(),
  publishTime: z.iso.datetime({ offset: true }),
  authorAttribution: z.object({ displayName: z.string().min(1), uri: z.string().optional() }),
  flagContentUri: z.string().optional(),
});
const placeDetails = z.object({
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  reviews: z.array(placesReview).optional(),
});

type PlacesReview = z.infer<typeof placesReview>;

export interface PlaceReviews {
  reviews: PublicReview[];
  rating: number | null;
  userRatingCount: number | null;
}

const httpsOrNull = (url: string | undefined) => (url && /^https:\/\//i.test(url) ? url : null);

/**
 * A Places review in the site's display form. The reviewer's photo (`authorAttribution.photoUri`)
 * is left out on purpose: it is served by Google, so showing it would make every visitor's browser
 * contact Google. The initials avatar is shown instead.
 */
export function toPublicReview(review: PlacesReview): PublicReview {
  const display = toReviewDisplay({
    id: review.name.split('/').pop() ?? review.name,
    author_name: review.authorAttribution.displayName,
    rating: review.rating,
    text: review.text?.text ?? review.originalText?.text ?? '',
    time: Date.parse(review.publishTime) / 1000,
    author_url: review.authorAttribution.uri ?? '',
    profile_photo_url: '',
  });
  return {
    ...display,
    authorUrl: httpsOrNull(review.authorAttribution.uri),
    reportUrl: httpsOrNull(review.flagContentUri),
  };
}

/** The reviews of a Place Details answer; reviews without text (a rating only) are skipped. */
export function parsePlaceReviews(body: unknown): PlaceReviews {
  const parsed = placeDetails.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new PlacesError(
      'malformed',
      `Unexpected Places answer at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
  }
  return {
    reviews: (parsed.data.reviews ?? []).map(toPublicReview).filter((review) => review.fullQuote !== ''),
    rating: parsed.data.rating ?? null,
    userRatingCount: parsed.data.userRatingCount ?? null,
  };
}

export interface PlacesClientOptions {
  apiKey: string;
  placeId: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface PlacesClient {
  fetchReviews(): Promise<PlaceReviews>;
}

export function createPlacesClient(options: PlacesClientOptions): PlacesClient {
  const baseUrl = (options.baseUrl ?? PLACES_API_BASE_URL).replace(/\/+$/, '');
  const request = options.fetch ?? fetch;
  return {
    async fetchReviews() {
      if (!options.apiKey.trim() || !options.placeId.trim()) {
        throw new PlacesError('http', 'PLACES_API_KEY and PLACES_PLACE_ID must both be set');
      }
      let response: Response;
      try {
        response = await request(`${baseUrl}/v1/places/${encodeURIComponent(options.placeId.trim())}`, {
          headers: { 'X-Goog-Api-Key': options.apiKey.trim(), 'X-Goog-FieldMask': PLACES_FIELD_MASK },
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new PlacesError('network', `Places API unreachable: ${(error as Error).message}`);
      }
      const text = await response.text().catch(() => '');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (!response.ok) {
        const status = (body as { error?: { status?: unknown; message?: unknown } } | undefined)?.error;
        const kind = response.status === 429 || status?.status === 'RESOURCE_EXHAUSTED' ? 'quota' : 'http';
        throw new PlacesError(
          kind,
          `Places API answered ${response.status}${status?.status ? ` ${String(status.status)}` : ''}${status?.message ? `: ${String(status.message)}` : ''}`,
          response.status,
        );
      }
      if (body === undefined) throw new PlacesError('malformed', 'Places API answered with a body that is not JSON');
      return parsePlaceReviews(body);
    },
  };
}
