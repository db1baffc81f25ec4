/**
 * `npm run reviews:refresh`: runs the daily Google reviews refresh once against the local stack's
 * Firestore (start it first with `npm start`), so the home page shows "live" reviews locally.
 *
 *   npm run reviews:refresh                      # a Places answer from the sample file, via a local fake server
 *   npm run reviews:refresh -- --file my.json    # a Places Place Details answer of your own (JSON)
 *   npm run reviews:refresh -- --places-url http://127.0.0.1:9999   # any Places-compatible server
 *
 * With --file the JSON is served by a fake Places server on 127.0.0.1 so the real HTTP client,
 * parsing and storage run; nothing leaves the machine. PLACES_API_KEY and PLACES_PLACE_ID are sent
 * as given (defaults: 'local-key', 'local-place'); FIRESTORE_EMULATOR_HOST defaults to the stack's.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startFakePlacesServer } from '../tests/functions/fakePlacesServer';
import { createPlacesClient } from '../functions/src/reviews/places';
import { refreshReviews, type RefreshOutcome } from '../functions/src/reviews/refresh';
import { createReviewsStore } from '../functions/src/reviews/store';
import { createFirestore } from '../functions/src/runtime';
import { rootDir } from './paths';
import { ports, projectId } from './start';

export const SAMPLE_PLACE_FILE = join(rootDir, 'tests/functions/fixtures/place-details.json');

export interface RefreshOptions {
  /** A Places answer (JSON file) to serve from a local fake server. */
  file?: string;
  /** Base URL of a Places-compatible server to ask instead. */
  placesUrl?: string;
  env?: NodeJS.ProcessEnv;
}

/** Runs one refresh; the env must point firebase-admin at a local Firestore (FIRESTORE_EMULATOR_HOST). */
export async function refreshLocalReviews(options: RefreshOptions = {}): Promise<RefreshOutcome> {
  const env = options.env ?? process.env;
  if (!env.FIRESTORE_EMULATOR_HOST)
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: refusing to write anywhere but a local Firestore');
  const fake = options.placesUrl
    ? undefined
    : await startFakePlacesServer({ status: 200, body: await readFile(options.file ?? SAMPLE_PLACE_FILE, 'utf8') });
  try {
    return await refreshReviews({
      places: createPlacesClient({
        apiKey: env.PLACES_API_KEY || 'local-key',
        placeId: env.PLACES_PLACE_ID || 'local-place',
        baseUrl: options.placesUrl ?? fake!.baseUrl,
      }),
      store: createReviewsStore(createFirestore()),
      clock: { now: () => new Date() },
      logger: console,
    });
  } finally {
    await fake?.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { file: { type: 'string' }, 'places-url': { type: 'string' } } });
  process.env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${ports.firestore}`;
  process.env.GCLOUD_PROJECT ||= projectId;
  try {
    await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`);
  } catch {
    throw new Error(`No Firestore at ${process.env.FIRESTORE_EMULATOR_HOST}: start the local stack first (npm start)`);
  }
  const outcome = await refreshLocalReviews({ file: values.file, placesUrl: values['places-url'] });
  console.log(`Reviews refresh: ${outcome} (public/reviews in the local Firestore)`);
  process.exit(outcome === 'updated' ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
