/**
 * Which Firestore the browser reads (the booking calendar's `slots`, the live reviews), from the
 * build's environment. Pure data: importing this module loads no Firebase code.
 */

/** Which project's Firestore the browser reads, and where (src/lib/firestoreRest.ts). */
export interface FirestoreTarget {
  projectId: string;
  /** The web API key; omitted when unset (local runs). */
  apiKey?: string;
  /** 'host:port' of a local Firestore emulator; unset means production Firestore. */
  emulatorHost?: string;
}

function envValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The site's Firestore: VITE_FIREBASE_PROJECT_ID, key and emulator host. */
export function defaultFirestoreTarget(): FirestoreTarget {
  const apiKey = envValue(import.meta.env.VITE_FIREBASE_API_KEY);
  const emulatorHost = envValue(import.meta.env.VITE_FIRESTORE_EMULATOR_HOST);
  return {
    // A production build always has the deployed project's id (vite.config.ts); elsewhere (tests, local
    // previews) the local demo project.
    projectId:
      envValue(import.meta.env.VITE_FIREBASE_PROJECT_ID) ??
      (import.meta.env.MODE === 'production' ? '' : 'demo-lakeforge'),
    ...(apiKey ? { apiKey } : {}),
    ...(emulatorHost ? { emulatorHost } : {}),
  };
}
