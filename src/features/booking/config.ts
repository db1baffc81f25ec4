/**
 * What the booking wizard talks to and what time it is, injectable so that tests (and previews)
 * can point it at a local Firestore, a local API and a fixed clock. Pure data: importing this
 * module loads no Firebase code.
 */

/** Where the wizard reads `slots` from (the Firestore lite SDK's settings). */
export interface FirestoreTarget {
  projectId: string;
  /** The web API key; omitted when unset (local runs). */
  apiKey?: string;
  /** 'host:port' of a local emulator / offline endpoint; unset means production Firestore. */
  emulatorHost?: string;
}

export interface BookingConfig {
  /** Origin the API lives on, without a trailing slash; '' means the page's own origin. */
  apiOrigin: string;
  firestore: FirestoreTarget;
  /** The clock (deterministic in tests). */
  now: () => Date;
  /** The visitor's IANA time zone; by default the browser's. */
  timeZone?: string;
}

function envValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The site's settings: same-origin API, Firestore from the build's environment, the real clock. */
export function defaultBookingConfig(): BookingConfig {
  const apiKey = envValue(import.meta.env.VITE_FIREBASE_API_KEY);
  const emulatorHost = envValue(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST);
  return {
    apiOrigin: '',
    firestore: {
      // A production build always has the deployed project's id (vite.config.ts); elsewhere (tests, local
      // previews) the local demo project.
      projectId:
        envValue(import.meta.env.VITE_FIREBASE_PROJECT_ID) ??
        (import.meta.env.MODE === 'production' ? '' : 'demo-lakeforge'),
      ...(apiKey ? { apiKey } : {}),
      ...(emulatorHost ? { emulatorHost } : {}),
    },
    now: () => new Date(),
  };
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
