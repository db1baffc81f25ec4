/**
 * The Firebase Auth emulator (firebase-tools' own, the one `npm start` runs on 9099) started in-process on a
 * free port, for tests of staff sign-in. Its ID tokens are unsigned (`alg: none`), and firebase-admin accepts
 * only such tokens while FIREBASE_AUTH_EMULATOR_HOST points at it: `testAuthEmulator` sets that variable for
 * the test file's process.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';

const require = createRequire(import.meta.url);
const { createApp } = require('firebase-tools/lib/emulator/auth/server.js') as {
  createApp(projectId: string): Promise<{ listen(port: number, host: string, ready: () => void): http.Server }>;
};

export interface SignedIn {
  uid: string;
  idToken: string;
}

export interface AuthEmulator {
  /** host:port, as FIREBASE_AUTH_EMULATOR_HOST takes it. */
  host: string;
  projectId: string;
  /** Creates an email-and-password account and signs it in. */
  signUp(email: string, password?: string): Promise<SignedIn>;
  /** Signs an existing account in again: a new ID token, carrying its current custom claims. */
  signIn(email: string, password?: string): Promise<SignedIn>;
  close(): Promise<void>;
}

const PASSWORD = 'correct-horse-battery';

export async function startAuthEmulator(projectId: string): Promise<AuthEmulator> {
  const app = await createApp(projectId);
  const server = await new Promise<http.Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = async (verb: string, email: string, password: string): Promise<SignedIn> => {
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${verb}?key=local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    });
    const body = (await response.json()) as { localId?: string; idToken?: string; error?: { message: string } };
    if (!response.ok || !body.localId || !body.idToken) throw new Error(`${verb} ${email}: ${body.error?.message}`);
    return { uid: body.localId, idToken: body.idToken };
  };
  return {
    host,
    projectId,
    signUp: (email, password = PASSWORD) => call('signUp', email, password),
    signIn: (email, password = PASSWORD) => call('signInWithPassword', email, password),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One Auth emulator for the test file (started before its tests), with FIREBASE_AUTH_EMULATOR_HOST set to it. */
export function testAuthEmulator(projectId: string): { readonly current: AuthEmulator } {
  let emulator: AuthEmulator | undefined;
  // Its start takes about 15 s of CPU (firebase-tools compiles the emulator's API description).
  beforeAll(async () => {
    emulator = await startAuthEmulator(projectId);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  }, 120_000);
  afterAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await emulator?.close();
  });
  return {
    get current() {
      if (!emulator) throw new Error('testAuthEmulator: read it inside a test or hook');
      return emulator;
    },
  };
}

/** A JWT with these header and payload, signed by nobody (as the emulator issues them) unless `signature` is given. */
export function unsignedToken(header: object, payload: object, signature = ''): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part(header)}.${part(payload)}.${signature}`;
}
