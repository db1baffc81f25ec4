/**
 * What the booking wizard talks to and what time it is, injectable so that tests (and previews)
 * can point it at a local Firestore, a local API and a fixed clock. Pure data: importing this
 * module loads no Firebase code.
 */
import { defaultFirestoreTarget, type FirestoreTarget } from '../../lib/firestoreTarget';

export interface BookingConfig {
  /** Origin the API lives on, without a trailing slash; '' means the page's own origin. */
  apiOrigin: string;
  firestore: FirestoreTarget;
  /** The clock (deterministic in tests). */
  now: () => Date;
  /** The visitor's IANA time zone; by default the browser's. */
  timeZone?: string;
}

/** The site's settings: same-origin API, Firestore from the build's environment, the real clock. */
export function defaultBookingConfig(): BookingConfig {
  return { apiOrigin: '', firestore: defaultFirestoreTarget(), now: () => new Date() };
}

/** Fills what `overrides` leaves out with the site's settings. */
export function resolveBookingConfig(overrides: Partial<BookingConfig> = {}): BookingConfig {
  return { ...defaultBookingConfig(), ...overrides };
}

/** The visitor's time zone as the browser reports it (undefined if it cannot tell). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
