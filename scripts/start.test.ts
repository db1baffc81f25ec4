import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir, rootDir } from './paths';
import { smokeChecks } from './smoke';
import { localFirebaseConfig, ports, projectId } from './start';

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('localFirebaseConfig', () => {
  it('serves the local build, lets the page reach the local Firestore endpoint and changes nothing else', () => {
    const csp = "default-src 'self'; connect-src 'self' https://firestore.googleapis.com; frame-ancestors 'none'";
    const config = {
      hosting: {
        public: 'dist',
        headers: [
          {
            headers: [
              { key: 'Content-Security-Policy', value: csp },
              { key: 'X', value: 'y' },
            ],
          },
        ],
      },
    };
    const local = localFirebaseConfig(config);
    expect(local.hosting.public).toBe(relative(rootDir, distDir));
    expect(local.hosting.public).not.toBe('dist');
    expect(config.hosting.public).toBe('dist');
    expect(local.hosting.headers[0]!.headers[0]!.value).toBe(
      "default-src 'self'; connect-src 'self' https://firestore.googleapis.com http://127.0.0.1:8080; frame-ancestors 'none'",
    );
    expect(local.hosting.headers[0]!.headers[1]).toEqual({ key: 'X', value: 'y' });
    expect(config.hosting.headers[0]!.headers[0]!.value).toBe(csp);
  });
  it("lets the back office's policy, and only it, reach and frame the Auth emulator", () => {
    const visitors = "connect-src 'self' https://firestore.googleapis.com";
    const staff =
      "connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com; frame-src https://*.firebaseapp.com";
    const local = localFirebaseConfig({
      hosting: {
        public: 'dist',
        headers: [visitors, staff].map((value) => ({ headers: [{ key: 'Content-Security-Policy', value }] })),
      },
    });
    const [visitorPolicy, staffPolicy] = local.hosting.headers.map((rule) => rule.headers[0]!.value);
    expect(visitorPolicy).not.toContain(':9099');
    expect(staffPolicy).toBe(
      "connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com http://127.0.0.1:8080 http://127.0.0.1:9099; frame-src https://*.firebaseapp.com http://127.0.0.1:9099",
    );
  });
});

describe('npm start (the local stack)', () => {
  it('serves the site and the API on one origin, then stops every process and port on Ctrl-C', async () => {
    expect(existsSync(join(distDir, 'index.html')), 'run `npm run build:local` first').toBe(true);
    expect(existsSync(join(rootDir, 'functions/lib/index.js')), 'run `npm run build:local` first').toBe(true);
    for (const port of Object.values(ports)) expect(await portOpen(port), `port ${port} is already taken`).toBe(false);

    const stack = spawn(join(rootDir, 'node_modules/.bin/tsx'), ['scripts/start.ts', '--no-build'], {
      cwd: rootDir,
      // One warm booking worker instead of 20: this test makes no booking, and each worker costs a second of CPU.
      env: { ...process.env, FUNCTION_WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    stack.stdout.on('data', (chunk: Buffer) => (output += chunk));
    stack.stderr.on('data', (chunk: Buffer) => (output += chunk));
    try {
      await expect
        .poll(() => output, { timeout: 150_000, interval: 250 })
        .toContain('is running at http://127.0.0.1:5000');

      const home = await fetch('http://127.0.0.1:5000/');
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('Data-Driven Digital Solutions');
      expect((await fetch('http://127.0.0.1:8080/')).status).toBe(200);

      // Through Hosting's rewrite to the Functions emulator: the contact handler rejects an empty body.
      const api = await fetch('http://127.0.0.1:5000/api/contactEmail', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(api.status).toBe(400);
      expect(await api.json()).toMatchObject({ fields: { name: expect.any(String) } });

      // The post-deploy smoke check (npm run smoke) passes against the local stack, and fails where nothing runs.
      const local = { site: 'http://127.0.0.1:5000', projectId, firestore: 'http://127.0.0.1:8080' };
      expect((await smokeChecks(local)).map((check) => [check.name, check.detail])).toEqual([
        ['GET http://127.0.0.1:5000/ answers 200 with HTML', 'ok'],
        ['GET http://127.0.0.1:5000/api/contactEmail answers 405 (function deployed)', 'ok'],
        ['Firestore of demo-lakeforge answers a public read of slots', 'ok'],
      ]);
      const nothingThere = await smokeChecks({ ...local, site: 'http://127.0.0.1:5000/no-site-here' });
      expect(nothingThere.map((check) => [check.ok, check.detail])).toEqual([
        [false, 'HTTP 404'],
        [false, 'HTTP 404'],
        [true, 'ok'],
      ]);
    } finally {
      const exited = new Promise((resolve) => stack.once('exit', resolve));
      stack.kill('SIGINT');
      await exited;
    }
    expect(stack.exitCode).toBe(0);
    for (const port of Object.values(ports)) expect(await portOpen(port), `port ${port} still open`).toBe(false);
  }, 210_000);
});
