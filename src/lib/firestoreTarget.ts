/**
 * Which Firestore the browser reads (the booking calendar's `slots`, the live reviews), from the
 * build's environment. Pure data: importing this module loads no Firebase code.
 */

/** The lite SDK's settings. */
export interface FirestoreTarget {
  projectId: string;
  /** The web API key; omitted when unset (local runs). */
  apiKey?: string;
  /** 'host:port' of a local emulator / offline endpoint; unset means production Firestore. */
  emulatorHost?: string;
}

function envValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The site's Firestore: VITE_FIREBASE_PROJECT_ID (default the local demo project), key and emulator host. */
export function defaultFirestoreTarget(): FirestoreTarget {
  const apiKey = envValue(import.meta.env.VITE_FIREBASE_API_KEY);
  const emulatorHost = envValue(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST);
  return {
    projectId: envValue(import.meta.env.VITE_FIREBASE_PROJECT_ID) ?? 'demo-lakeforge',
    ...(apiKey ? { apiKey } : {}),
    ...(emulatorHost ? { emulatorHost } : {}),
  };
}
