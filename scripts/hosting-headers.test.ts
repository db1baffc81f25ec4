/**
 * firebase.json's Hosting headers as Hosting applies them: through the Hosting emulator's own server
 * (superstatic, loaded from firebase-tools as `firebase emulators:start` loads it), serving a small build
 * and a stand-in function behind the `/api/*` rewrites that answers as ours do (`Cache-Control: no-store`).
 * Every matching rule applies, in order, over the function's own headers, so the last rule wins
 * (firebase/firebase-tools#9467 reports the same of production Hosting).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from './paths';

const require = createRequire(import.meta.url);
const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));
const superstatic = fromFirebaseTools('superstatic') as {
  server(spec: object): { listen(done: () => void): http.Server };
};

const firebaseJson = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as {
  hosting: Record<string, unknown> & { headers: { source?: string; regex?: string }[] };
};

/** The security headers every answer must carry, page, file or function. */
const SECURITY = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
];

let server: http.Server;
let base: string;
let publicDir: string;

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'hosting-headers-'));
  for (const [file, text] of Object.entries({
    'index.html': '<!doctype html><title>Home</title>',
    'manage-booking.html': '<!doctype html><title>Manage</title>',
    'staff-app.html': '<!doctype html><title>Back office</title>',
    '404.html': '<!doctype html><title>Not found</title>',
    'assets/index-abc123.js': 'export {};',
    'assets/index-abc123.js.map': '{}',
    '.vite/manifest.json': '{}',
    '.well-known/security.txt': 'Contact: mailto:hello@lakeforge.ca',
  })) {
    mkdirSync(dirname(join(publicDir, file)), { recursive: true });
    writeFileSync(join(publicDir, file), text);
  }
  // A function's answer as toRequestHandler writes it (functions/src/http/express.ts).
  const functionAnswer = () =>
    Promise.resolve((_req: http.IncomingMessage, res: http.ServerResponse) => {
      res.statusCode = 405;
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end('{"error":"Method not allowed. Send the form with POST."}');
    });
  server = await new Promise<http.Server>((resolve) => {
    const listening = superstatic
      .server({
        port: 0,
        hostname: '127.0.0.1',
        cwd: rootDir,
        config: { ...firebaseJson.hosting, public: relative(rootDir, publicDir) },
        stack: 'strict',
        rewriters: { function: functionAnswer },
      })
      .listen(() => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  rmSync(publicDir, { recursive: true, force: true });
});

async function headersOf(path: string) {
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  return { status: response.status, headers: response.headers };
}

describe("firebase.json's headers through the Hosting emulator's server", () => {
  it("keeps every /api answer out of every cache: no-store, not the pages' no-cache (issue #32)", async () => {
    for (const name of ['sendBookingEmail', 'contactEmail', 'servicesEmail', 'manageBooking']) {
      const { status, headers } = await headersOf(`/api/${name}`);
      expect(status).toBe(405);
      expect(headers.get('cache-control'), name).toBe('no-store');
      for (const header of SECURITY) expect(headers.get(header), `${name}: ${header}`).not.toBeNull();
    }
  });

  it("keeps the staff's bookings feed out of every cache and every index", async () => {
    const { status, headers } = await headersOf('/calendar/bookings/abc.ics');
    expect(status).toBe(405);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('x-robots-tag')).toBe('noindex, nofollow');
    for (const header of SECURITY) expect(headers.get(header), header).not.toBeNull();
  });

  it('gives dot-paths the security headers too (issue #32)', async () => {
    for (const path of ['/.vite/manifest.json', '/.well-known/security.txt', '/.env']) {
      const { headers } = await headersOf(path);
      for (const header of SECURITY) expect(headers.get(header), `${path}: ${header}`).not.toBeNull();
    }
  });

  it('keeps the caching of pages, the manage page and hashed assets', async () => {
    expect((await headersOf('/')).headers.get('cache-control')).toBe('no-cache');
    expect((await headersOf('/manage-booking')).headers.get('cache-control')).toBe('no-store');
    expect((await headersOf('/manage-booking')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const asset = await headersOf('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const header of SECURITY) expect(asset.headers.get(header), header).not.toBeNull();
  });

  it('serves the back office shell at /staff and under it, unindexed, with its own sign-in policy', async () => {
    for (const path of ['/staff', '/staff/leads', '/staff/meetings/2027-04-13T14:00:00.000Z']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>Back office</title>');
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, path).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/);
      expect(policy, path).toMatch(/connect-src [^;]*https:\/\/securetoken\.googleapis\.com/);
      // The page has no inline script (it is not a prerendered visitors' page): the policy allows none.
      expect(policy, path).toMatch(/script-src 'self' https:\/\/apis\.google\.com;/);
      for (const header of SECURITY) expect(response.headers.get(header), `${path}: ${header}`).not.toBeNull();
    }
    expect((await headersOf('/staff-app')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it("keeps the sign-in endpoints out of the visitors' pages' policy", async () => {
    for (const path of ['/', '/manage-booking', '/staffing']) {
      const policy = (await headersOf(path)).headers.get('content-security-policy') ?? '';
      expect(policy, path).not.toContain('identitytoolkit');
      expect(policy, path).not.toContain('apis.google.com');
    }
    expect((await headersOf('/staffing')).status).toBe(404);
  });
});
