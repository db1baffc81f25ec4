/**
 * The exported staff API (`staffApi`) as the Functions runtime serves it, over HTTP: the Express adapter's
 * streamed export, page by page, against the offline Firestore and the Auth emulator (both in-process).
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
const served = serveExportedFunctions(PROJECT, { FUNCTIONS_EMULATOR: 'true' }, ['staffApi']);

/** The answer's status, headers and body, and how many pieces the body arrived in. */
function get(path: string, token?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; pieces: number }>(
    (resolve, reject) => {
      const headers = token ? { Authorization: `Bearer ${token}` } : {};
      http
        .get(`${served.base}${path}`, { headers }, (response) => {
          let body = '';
          let pieces = 0;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
            pieces++;
          });
          response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body, pieces }));
        })
        .on('error', reject);
    },
  );
}

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
