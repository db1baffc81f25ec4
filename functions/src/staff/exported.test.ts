/**
 * The exported staff API (`staffApi`) as the Functions runtime serves it, over HTTP: the Express adapter's
 * streamed export, page by page, against Google's Firestore emulator and the Auth emulator (in-process); and
 * no CORS grant under the Functions emulator's debug features (its `enableCors`).
 */
import http from 'node:http';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { testAuthEmulator } from '../../../tests/functions/authEmulator.js';
import { serveExportedFunctions } from '../../../tests/functions/exported.js';
import { EXPORT_PAGE_SIZE } from './export.js';

const PROJECT = 'demo-staff-exported';
// First: the functions' Admin SDK must find FIREBASE_AUTH_EMULATOR_HOST when it loads.
const emulator = testAuthEmulator(PROJECT);
// The environment the Functions emulator gives its workers (firebase-tools `functionsEmulator.js`,
// `getEmulatorEnvs`): with `enableCors`, firebase-functions wraps every onRequest function in `cors`.
const EMULATOR_ENV = {
  FUNCTIONS_EMULATOR: 'true',
  FIREBASE_DEBUG_MODE: 'true',
  FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true, enableCors: true }),
};
const served = serveExportedFunctions(PROJECT, EMULATOR_ENV, ['staffApi', 'contactEmail']);

/** The answer's status, headers and body, and how many pieces the body arrived in. */
function ask(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; pieces: number }>(
    (resolve, reject) => {
      http
        .request(`${served.base}${path}`, { method, headers }, (response) => {
          let body = '';
          let pieces = 0;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
            pieces++;
          });
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body, pieces }));
        })
        .on('error', reject)
        .end();
    },
  );
}

const get = (path: string, token?: string) => ask('GET', path, token ? { Authorization: `Bearer ${token}` } : {});

describe('staffApi', () => {
  it('streams the export of more leads than a page, with the formula neutralised, to a staff member only', async () => {
    expect((await get('/api/staff/export?kind=inquiries')).status).toBe(401);
    // The functions' own default app, made by that first request: its Firestore and Auth are the emulators'.
    const admin = getApp();
    const db = getFirestore(admin);
    const leads = Math.round(EXPORT_PAGE_SIZE * 2.5);
    const batch = db.batch();
    for (let i = 0; i < leads; i++) {
      batch.set(db.collection('contactInquiries').doc(`lead-${String(i).padStart(4, '0')}`), {
        name: i === 0 ? '=HYPERLINK("http://evil.example","Open")' : `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        service: 'web',
        message: 'Hello',
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1) + i * 60_000),
        delivery: { status: 'sent', attempts: 1 },
        handled: false,
      });
    }
    await batch.commit();

    const { uid, idToken } = await emulator.current.signUp('grace@lakeforge.ca');
    expect((await get('/api/staff/export?kind=inquiries', idToken)).status).toBe(403);
    await getAuth(admin).setCustomUserClaims(uid, { staff: true });

    const answer = await get('/api/staff/export?kind=inquiries', idToken);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(answer.headers['cache-control']).toBe('no-store');
    // The header, then one piece a page at least.
    expect(answer.pieces).toBeGreaterThanOrEqual(4);
    const lines = answer.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFKind,Received,Name,Email')).toBe(true);
    expect(lines).toHaveLength(leads + 2); // the header, every lead, and the empty string after the last CRLF
    expect(lines.at(-2)).toMatch(
      /^Contact inquiry,2026-01-01T00:00:00.000Z,"'=HYPERLINK\(""http:\/\/evil.example"",""Open""\)",visitor0@example.com,/,
    );
  });
});

describe('under the Functions emulator (issue #43)', () => {
  it('grants no other origin anything: no Access-Control-Allow-* on a preflight or an answer', async () => {
    const evil = { Origin: 'https://evil.example' };
    const preflights = [
      ask('OPTIONS', '/api/staff/me', {
        ...evil,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      }),
      ask('OPTIONS', '/api/contactEmail', {
        ...evil,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      }),
      ask('GET', '/api/staff/me', evil),
      ask('POST', '/api/contactEmail', { ...evil, 'Content-Type': 'application/json' }),
    ];
    for (const answer of await Promise.all(preflights)) {
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});
