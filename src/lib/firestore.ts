/**
 * The Firestore **lite** SDK (plain REST, no streams) for the browser's public reads. Import it only
 * from lazily loaded modules (the booking wizard, the live reviews): Firebase must stay out of every
 * page's first-load JavaScript (`npm run check:bundle`). The app and database are created on first
 * use, once per target.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { connectFirestoreEmulator, initializeFirestore, type Firestore } from 'firebase/firestore/lite';
import type { FirestoreTarget } from './firestoreTarget';

const databases = new Map<string, Firestore>();

/** 'host:port' (IPv6 hosts in brackets) → its parts. */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match || !(port > 0 && port < 65536)) throw new RangeError(`Expected host:port, got ${JSON.stringify(value)}`);
  return { host: match[1]!.replace(/^\[(.*)\]$/, '$1'), port };
}

/** The lite Firestore of a target, created (and pointed at the emulator) on first use. */
export function liteFirestore(target: FirestoreTarget): Firestore {
  const key = JSON.stringify([target.projectId, target.apiKey ?? '', target.emulatorHost ?? '']);
  let db = databases.get(key);
  if (!db) {
    const options: FirebaseOptions = { projectId: target.projectId };
    if (target.apiKey) options.apiKey = target.apiKey;
    const app = initializeApp(options, `site-${databases.size}`);
    // Not getFirestore: it would follow emulator settings injected through __FIREBASE_DEFAULTS__.
    db = initializeFirestore(app, {});
    // Production builds leave the emulator code out: they can only read the deployed project's Firestore.
    if (import.meta.env.MODE !== 'production' && target.emulatorHost) {
      const { host, port } = parseHostPort(target.emulatorHost);
      connectFirestoreEmulator(db, host, port);
    }
    databases.set(key, db);
  }
  return db;
}
