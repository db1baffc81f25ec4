/**
 * Runs the whole product locally, offline, in one process tree (`npm start`):
 *   - Firestore on 127.0.0.1:8080: Google's Firestore emulator (the Debian package
 *     google-cloud-cli-firestore-emulator, scripts/firestoreEmulator.ts) with firestore.rules, started by
 *     firebase-tools on a Java 21+, its data kept in .local/emulators/ between runs;
 *   - the Hosting emulator on http://127.0.0.1:5000 serving the prerendered build, with /api/* rewritten
 *     to the Functions emulator (127.0.0.1:5001), whose functions reach Firestore through
 *     FIRESTORE_EMULATOR_HOST and mail to .local/outbox/ when no SendGrid key is set;
 *   - the Auth emulator on 127.0.0.1:9099 (staff sign-in, docs/staff.md), its accounts kept in
 *     .local/emulators/ between runs (`npm run staff:add -- EMAIL` grants one the staff claim).
 *
 * Flags: --no-build (serve the existing build), --clean (start with empty data, accounts and outbox),
 * --reset-firestore (empty Firestore's saved data and the outbox, keep the accounts, and exit: `npm run firestore:reset`),
 * --data <dir> (keep Firestore's data, the accounts and the outbox in <dir> instead of .local/: the end-to-end
 * suite's stack has its own).
 * Ctrl-C or SIGTERM stops every child and frees every port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { delimiter, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  FIREBASE_TOOLS_MIN_JAVA,
  findFirestoreEmulator,
  EMULATOR_JVM_OPTIONS,
  launcherJar,
  type FirestoreEmulator,
} from './firestoreEmulator';
import { distDir, rootDir } from './paths';
import { JVM_FAKETIME } from './test-clock';

export const ports = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, hub: 4400, logging: 4500 } as const;
export const projectId = 'demo-lakeforge';
const region = 'northamerica-northeast2';
/**
 * The HTTPS functions, each with a request its handler refuses before reading anything, and that refusal: a GET
 * to the POST-only endpoints (405), a GET without a token to the staff API (401), a POST to the GET-only feed
 * (405). Neither status is the emulator's own answer for a function not loaded yet (404).
 */
const warmUps: Record<string, { method: 'GET' | 'POST'; status: number }> = {
  sendBookingEmail: { method: 'GET', status: 405 },
  contactEmail: { method: 'GET', status: 405 },
  servicesEmail: { method: 'GET', status: 405 },
  manageBooking: { method: 'GET', status: 405 },
  staffApi: { method: 'GET', status: 401 },
  bookingsFeed: { method: 'POST', status: 405 },
};
const functionNames = Object.keys(warmUps);
const host = '127.0.0.1';
const bin = (name: string) => join(rootDir, 'node_modules', '.bin', name);

/**
 * The Hosting emulator serves firebase.json's security headers from the local build (.local/build, never
 * dist/, which only the production build writes). Locally the page must also reach the Firestore
 * endpoint on 127.0.0.1:8080, so the local config adds it to connect-src (production keeps the strict policy),
 * and the back office (/staff) the Auth emulator on 127.0.0.1:9099 to connect-src and frame-src.
 */
export function localFirebaseConfig(config: {
  hosting: { public: string; headers: { headers: { key: string; value: string }[] }[] };
}) {
  const local = structuredClone(config);
  // Relative: superstatic serves nothing from an absolute folder path (docs/decisions.md).
  local.hosting.public = relative(rootDir, distDir);
  for (const rule of local.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') {
        // The back office's policy (the one that reaches the Auth endpoints) reaches the Auth emulator instead,
        // and frames it: Google sign-in's popup hands its result to the page through the emulator's relay frame
        // (in production, the *.firebaseapp.com frame the policy already allows).
        const isBackOffice = header.value.includes('identitytoolkit');
        const auth = isBackOffice ? ` http://${host}:${ports.auth}` : '';
        header.value = header.value.replace(
          /connect-src ([^;]+)/,
          `connect-src $1 http://${host}:${ports.firestore}${auth}`,
        );
        if (isBackOffice) header.value = header.value.replace(/frame-src ([^;]+)/, `frame-src $1${auth}`);
      }
    }
  }
  return local;
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with ${result.status}`);
}

async function waitFor(url: string, timeoutMs: number, ready = (status: number) => status < 500, method = 'GET') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { method });
      if (ready(response.status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * How many workers to start per function before the stack says it is ready. The Functions emulator
 * runs one request at a time in each worker process and starts a new worker (a Node process loading
 * the functions bundle: about a second of CPU) for every request that finds none idle, so without
 * this the first 20 concurrent bookings waited up to 11 s. Idle workers stay until the stack stops.
 * FUNCTION_WORKERS overrides the booking endpoint's count (e.g. 1 for a faster start).
 */
export function functionWorkers(env: NodeJS.ProcessEnv = process.env): Record<string, number> {
  const booking = Number(env.FUNCTION_WORKERS ?? 20);
  if (!Number.isInteger(booking) || booking < 1) throw new Error('FUNCTION_WORKERS takes a whole number ≥ 1');
  return {
    sendBookingEmail: booking,
    contactEmail: 2,
    servicesEmail: 2,
    manageBooking: 2,
    staffApi: 2,
    bookingsFeed: 1,
  };
}

/**
 * Sends `count` concurrent warm-up requests (`warmUps`: refused by the handler with no side effect): one worker
 * each, which makes its instance's warm-up read of Firestore before it answers (functions/src/index.ts).
 * Warming only saves time later, so a failed request is reported and the stack starts anyway.
 */
async function warmWorkers(url: string, count: number, { method, status }: { method: string; status: number }) {
  const answers = await Promise.allSettled(
    Array.from({ length: count }, async () => {
      const response = await fetch(url, { method });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const failures = answers.flatMap((answer) =>
    answer.status === 'rejected' ? [String(answer.reason)] : answer.value === status ? [] : [`HTTP ${answer.value}`],
  );
  if (failures.length) {
    const reasons = [...new Set(failures)].join('; ');
    console.warn(`Warming ${url}: ${failures.length} of ${count} requests failed (${reasons})`);
  }
}

/**
 * The emulator and how firebase-tools reaches it: the Java first on PATH, and FIRESTORE_EMULATOR_BINARY_PATH the
 * launcher jar built in .local/ (firebase-tools would otherwise download its own jar).
 */
async function firestoreEmulator(): Promise<{ emulator: FirestoreEmulator; env: NodeJS.ProcessEnv }> {
  const emulator = findFirestoreEmulator();
  if ('missing' in emulator) throw new Error(emulator.missing);
  if (emulator.java.major < FIREBASE_TOOLS_MIN_JAVA)
    throw new Error(
      `firebase-tools starts the Firestore emulator on Java ${FIREBASE_TOOLS_MIN_JAVA} or later; the newest here is ${emulator.java.major} (${emulator.java.home}). Install one, or set JAVA_HOME to it.`,
    );
  const launcher = await launcherJar(emulator, join(rootDir, '.local', 'firestore-emulator'));
  if (!launcher)
    throw new Error(`${emulator.java.home} has no \`jar\` tool to build the emulator's launcher: use a JDK`);
  return {
    emulator,
    env: {
      PATH: `${join(emulator.java.home, 'bin')}${delimiter}${process.env.PATH ?? ''}`,
      FIRESTORE_EMULATOR_BINARY_PATH: launcher,
      // firebase-tools runs `java -jar` with options of its own; the JVM adds these (and says so on its stderr).
      JAVA_TOOL_OPTIONS: EMULATOR_JVM_OPTIONS.join(' '),
    },
  };
}

/** Where firebase-tools keeps the emulators' data between runs (Firestore's documents, the Auth accounts). */
const exportDirOf = (localDir: string) => join(localDir, 'emulators');

/**
 * Forgets the saved Firestore data (and the outbox) but keeps the Auth accounts: firebase-tools' export lists
 * each emulator's part in its metadata file, which would otherwise name a folder no longer there.
 */
export async function resetFirestore(localDir: string) {
  const exportDir = exportDirOf(localDir);
  await rm(join(exportDir, 'firestore_export'), { recursive: true, force: true });
  await rm(join(localDir, 'outbox'), { recursive: true, force: true });
  const metadataPath = join(exportDir, 'firebase-export-metadata.json');
  if (!existsSync(metadataPath)) return;
  const metadata = JSON.parse(await readFile(metadataPath, 'utf8')) as Record<string, unknown>;
  delete metadata.firestore;
  await writeFile(metadataPath, JSON.stringify(metadata));
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      clean: { type: 'boolean', default: false },
      'reset-firestore': { type: 'boolean', default: false },
      data: { type: 'string', default: '.local' },
    },
  });
  const localDir = resolve(rootDir, args.data);
  const shownDir = relative(rootDir, localDir);
  const startedAt = Date.now();

  if (args['reset-firestore']) {
    await resetFirestore(localDir);
    console.log(`Emptied Firestore's saved data and the outbox in ${shownDir}/ (the staff accounts stay)`);
    return;
  }
  if (args.clean) {
    await rm(join(localDir, 'outbox'), { recursive: true, force: true });
    await rm(exportDirOf(localDir), { recursive: true, force: true });
  }
  // Before building: a machine without the emulator learns it at once.
  const firestore = await firestoreEmulator();
  if (!args['no-build']) {
    run('npm', ['run', 'build:local']);
  }
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`No build in ${relative(rootDir, distDir)}/: run \`npm start\` without --no-build`);
  await mkdir(join(localDir, 'outbox'), { recursive: true });

  const firebaseConfig = JSON.parse(await readFile(join(rootDir, 'firebase.json'), 'utf8'));
  const localConfigPath = join(rootDir, 'firebase.local.json');
  await writeFile(localConfigPath, JSON.stringify(localFirebaseConfig(firebaseConfig), null, 2));

  const children: ChildProcess[] = [];
  const startChild = (
    command: string,
    childArgs: string[],
    env: NodeJS.ProcessEnv = {},
    baseEnv: NodeJS.ProcessEnv = process.env,
  ) => {
    // Each child leads its own process group, so stopping it also stops what it spawned.
    const child = spawn(command, childArgs, {
      cwd: rootDir,
      detached: true,
      stdio: 'inherit',
      env: { ...baseEnv, ...env },
    });
    children.push(child);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${command} exited (${signal ?? code}); stopping the stack`);
        void stop(1);
      }
    });
    return child;
  };

  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
    const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    // SIGINT lets the emulators shut down gracefully (and export their data).
    for (const child of running) signalGroup(child, 'SIGINT');
    const timeout = setTimeout(() => running.forEach((child) => signalGroup(child, 'SIGKILL')), 15_000);
    await Promise.all(exited);
    clearTimeout(timeout);
    // firebase-tools starts the Firestore emulator's JVM in a process group of its own: if firebase-tools had to
    // be killed before it stopped the JVM, the JVM still holds its port. Its own shutdown endpoint stops it.
    await fetch(`http://${host}:${ports.firestore}/shutdown`, { method: 'POST' }).catch(() => undefined);
    await rm(localConfigPath, { force: true });
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  // A stack that cannot come up stops what it started, so no port stays held by a half-started stack.
  try {
    const emulatorEnv: NodeJS.ProcessEnv = {
      FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}`,
      OUTBOX_DIR: join(localDir, 'outbox'),
      // Locally no proxy appends to X-Forwarded-For (the Hosting emulator passes the client's header on as
      // it came): trust no header, so every local visitor is the socket's 127.0.0.1 (docs/abuse.md).
      TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS ?? '0',
      // The manage links in the outbox's emails open the local site.
      SITE_URL: process.env.SITE_URL ?? `http://${host}:${ports.hosting}`,
      // A function worker that has not loaded within firebase-tools' 30 s fails its request with "Failed to load
      // function": twenty booking workers starting at once on a loaded 2-core machine took longer than that, so
      // the warm-up failed ("19 of 20 requests failed") and a crowd of bookings later met cold workers.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
      // Before loading the functions firebase-tools asks the npm registry for firebase-functions' latest version
      // (`npm show`, to warn of an outdated SDK), blocking the start until it answers or 10 s pass: offline, npm
      // answers from its cache or fails at once, and the stack reaches nothing beyond loopback.
      npm_config_offline: 'true',
    };
    // The rules read `request.time`: under libfaketime (the end-to-end suite's clock) the emulator's JVM runs on
    // the stack's clock too, though the preload skips Java by default (scripts/test-clock.ts).
    const sharedEnv: NodeJS.ProcessEnv = { ...process.env, ...(process.env.FAKETIME ? JVM_FAKETIME : {}) };
    delete sharedEnv.FAKETIME_SKIP_CMDS;
    const exportDir = exportDirOf(localDir);
    const importExport = existsSync(join(exportDir, 'firebase-export-metadata.json'))
      ? ['--import', exportDir, '--export-on-exit']
      : [`--export-on-exit=${exportDir}`];
    startChild(
      bin('firebase'),
      [
        'emulators:start',
        '--only',
        'hosting,functions,auth,firestore',
        '--project',
        projectId,
        '--config',
        localConfigPath,
        ...importExport,
      ],
      { ...emulatorEnv, ...firestore.env },
      sharedEnv,
    );
    await waitFor(`http://${host}:${ports.hosting}/robots.txt`, 90_000);
    // The availability rules' migration (issue #30): creates `availability/rules` once, never overwrites it.
    const seeded = spawnSync(bin('tsx'), ['scripts/availability-seed.ts'], {
      cwd: rootDir,
      stdio: 'inherit',
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: `${host}:${ports.firestore}` },
    });
    if (seeded.status !== 0) throw new Error('npm run availability:seed failed');
    // Hosting answers before the Functions emulator has loaded the functions: wait for each (its `warmUps` refusal),
    // then start the workers that concurrent requests will need.
    const workers = functionWorkers();
    for (const name of functionNames) {
      const url = `http://${host}:${ports.functions}/${projectId}/${region}/${name}`;
      const warmUp = warmUps[name]!;
      await waitFor(url, 60_000, (status) => status === warmUp.status, warmUp.method);
      await warmWorkers(url, workers[name] ?? 1, warmUp);
    }
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);

    console.log(`
  Lakeforge Digital is running at http://${host}:${ports.hosting}  (ready in ${seconds} s)
    Hosting   http://${host}:${ports.hosting}   prerendered site, /api/* → functions
    Functions http://${host}:${ports.functions}   ${functionNames.map((name) => `${name} (${workers[name]} warm)`).join(', ')}
    Firestore http://${host}:${ports.firestore}   Google's Firestore emulator ${firestore.emulator.version} on Java ${firestore.emulator.java.major}, firestore.rules (data in ${shownDir}/emulators/)
    Auth      http://${host}:${ports.auth}   Auth emulator (staff accounts: npm run staff:add -- EMAIL)
    Outbox    ${shownDir}/outbox/   emails the functions would send
  Press Ctrl-C to stop.
`);
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
