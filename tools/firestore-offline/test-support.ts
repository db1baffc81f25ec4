/** Helpers shared by the offline Firestore tests (not a test file itself). */
import { createRequire } from 'node:module';
import { createFirestoreServer, type FirestoreServer, type FirestoreServerOptions } from './server.js';

export interface RunningServer {
  firestore: FirestoreServer;
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startServer(options: FirestoreServerOptions = {}): Promise<RunningServer> {
  const firestore = createFirestoreServer(options);
  const { url, port } = await firestore.listen(0, '127.0.0.1');
  return { firestore, url, port, close: () => firestore.close() };
}

export const ADMIN = { Authorization: 'Bearer owner' } as const;

export function docName(projectId: string, rel: string): string {
  return `projects/${projectId}/databases/(default)/documents/${rel}`;
}

export async function post(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect JSON answers freely
): Promise<{ status: number; json: any; headers: Headers }> {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, headers: response.headers };
}

/**
 * The code firebase-admin reports for ALREADY_EXISTS over REST: 6 where google-gax reads `error.status`
 * (gax 5, firebase-admin 14), 9 FAILED_PRECONDITION with gax 4 (firebase-admin 13), which cannot receive 6 over
 * REST at all (see errors.ts).
 */
export function adminAlreadyExistsCode(): number {
  const require = createRequire(import.meta.url);
  const firestoreEntry = require.resolve('@google-cloud/firestore');
  const gax = createRequire(firestoreEntry)('google-gax/package.json') as { version: string };
  return Number(gax.version.split('.')[0]) >= 5 ? 6 : 9;
}
