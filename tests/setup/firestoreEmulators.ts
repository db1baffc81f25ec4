/**
 * Vitest global setup: Google's Firestore emulator (scripts/firestoreEmulator.ts) with firestore.rules, for the
 * tests that use one. It starts nothing by itself: a small HTTP server in the runner starts an emulator the
 * first time a test asks for one (`firestoreEmulatorHost` in tests/utils/firestoreEmulator.ts), so a run
 * without such tests pays nothing, and every test file of the run shares it (each in a project of its own).
 *
 * The rules read `request.time`. A test that fixes its clock asks for an emulator whose clock starts at that
 * instant (libfaketime preloaded into its JVM): one per instant asked for. Without an instant the emulator
 * keeps the clock the tests run on, as a deployed function and Firestore share one: the machine's, or under
 * `npm run test:clock` the moved one (its preload skips Java, so the JVM is started at this process's time).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { fakeClockEnv, JVM_FAKETIME } from '../../scripts/test-clock';
import { launchFirestoreEmulator } from '../utils/firestoreProcess';

const host = '127.0.0.1';

/**
 * A write and a read that the rules judge, before any test: the emulator's first of each (its rules compiled,
 * its code loaded) takes seconds on a loaded machine, which the first test's own waits must not absorb.
 */
async function warmUp(emulator: string) {
  const documents = `http://${emulator}/v1/projects/demo-warm-up/databases/(default)/documents`;
  const written = await fetch(`${documents}/public/reviews`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: '{}',
  });
  const read = await fetch(`${documents}/public/reviews`);
  if (!written.ok || !read.ok)
    throw new Error(`The Firestore emulator's warm-up failed: ${written.status} ${read.status}`);
}

/** Without LD_PRELOAD's libfaketime and its settings: the machine's real clock. */
function realClockEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env))
    if (name.startsWith('FAKETIME') || name === 'DONT_FAKE_MONOTONIC') delete env[name];
  env.LD_PRELOAD = (env.LD_PRELOAD ?? '')
    .split(':')
    .filter((library) => library && !library.includes('libfaketime'))
    .join(':');
  return env;
}

export default async function setup(project: TestProject) {
  const running = new Map<string, Promise<{ host: string }>>();
  const stops: (() => Promise<void>)[] = [];

  const start = async (at: Date | undefined) => {
    const startAt = at ?? (process.env.FAKETIME ? new Date() : undefined);
    const env = startAt ? fakeClockEnv(startAt, realClockEnv()) : realClockEnv();
    // The preload skips Java unless told otherwise: this JVM is the one that must see the fixed clock.
    delete env.FAKETIME_SKIP_CMDS;
    Object.assign(env, JVM_FAKETIME);
    const emulator = await launchFirestoreEmulator({ env });
    stops.push(emulator.stop);
    await warmUp(emulator.host);
    return { host: emulator.host };
  };

  const launcher = http.createServer((request, response) => {
    const at = new URL(request.url ?? '/', `http://${host}`).searchParams.get('at');
    const key = at ?? 'real';
    if (!running.has(key)) running.set(key, start(at ? new Date(at) : undefined));
    running.get(key)!.then(
      (started) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(started)),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => launcher.listen(0, host, resolve));
  project.provide('firestoreLauncher', `http://${host}:${(launcher.address() as AddressInfo).port}/`);

  return async () => {
    await new Promise<void>((resolve) => launcher.close(() => resolve()));
    await Promise.all(stops.map((stop) => stop()));
  };
}
