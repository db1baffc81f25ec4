/**
 * The staff API under a realistic load of records, against the running local stack:
 *   npm start                    # in one terminal
 *   npm run bench:staff [-- --requests 100 --keep]   # in another
 *
 * 1. Seeds 10,000 leads (5,000 contact inquiries, 5,000 service requests over two years) and 2,000 bookings
 *    (a year back and ahead) into the stack's Firestore, each marked `bench: true`, and rebuilds the pipeline's
 *    tallies from the leads as `npm run staff:backfill` does.
 * 2. Gives a benchmark account the staff claim in the Auth emulator and signs it in.
 * 3. Times the list pages through Hosting (GET /api/staff/inquiries and /bookings: Hosting → Functions
 *    emulator → Firestore), each `--requests` times one after another, and prints p50 and p95: the first
 *    page, a later page (by cursor), each filter, a search; then the pipeline's counts (GET /api/staff/pipeline).
 * 4. Times the CSV export of the leads through Hosting (to its last byte), then runs the same export in this
 *    process (the handler's stream, same Firestore) sampling the heap, and prints the peak above the heap
 *    before it: what streaming page by page keeps in memory.
 * Then deletes what it seeded and rebuilds the tallies again (unless --keep). Numbers go in docs/staff.md.
 */
import { performance } from 'node:perf_hooks';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { LEAD_CHANNELS } from '../src/domain/attribution/channel';
import { LEAD_STATUSES } from '../src/domain/staff/schemas';
import { toDeliveryData } from '../functions/src/store/firestore';
import { searchIndex } from '../functions/src/store/search';
import { rebuildTallies } from '../functions/src/store/tallies';
import { createStaffStore } from '../functions/src/staff/store';
import { handleStaff, type StaffDeps } from '../functions/src/staff/handler';
import { createFirestore } from '../functions/src/runtime';
import { percentile } from './bench-booking';
import { runWhenMain } from './cli';
import { ports, projectId } from './start';

const HOSTING = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${ports.hosting}`;
const AUTH_HOST = `127.0.0.1:${ports.auth}`;
const LEADS = 10_000;
const BOOKINGS = 2_000;
const DAY_MS = 86_400_000;
const STAFF_EMAIL = 'bench-staff@lakeforge.test';
const STAFF_PASSWORD = 'bench-staff-password';

const FIRST = ['Ada', 'Grace', 'Alan', 'Zoë', 'Mary', 'Katherine', 'Edsger', 'Barbara', 'Donald', 'Frances'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Ångström', 'Somerville', 'Johnson', 'Dijkstra', 'Liskov', 'Knuth'];
const person = (i: number) => {
  const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${i}`;
  return { name, email: `${name.split(' ')[0]!.toLowerCase()}.${i}@example.com` };
};

async function seed(db: Firestore, now: Date): Promise<void> {
  let batch = db.batch();
  let pending = 0;
  const flush = async (force = false) => {
    if (pending >= 400 || (force && pending > 0)) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  };
  for (let i = 0; i < LEADS; i++) {
    const kind = i % 2 === 0 ? 'contactInquiries' : 'serviceRequests';
    const { name, email } = person(i);
    const fields =
      kind === 'contactInquiries'
        ? { service: 'web', message: `Message ${i}: we would like a new website.` }
        : { serviceType: 'Web', serviceCategory: 'Websites', package: 'Starter', requirements: `Request ${i}` };
    const failed = i % 50 === 0;
    const createdAt = Timestamp.fromMillis(now.getTime() - (i * 730 * DAY_MS) / LEADS);
    batch.set(db.collection(kind).doc(`bench-${i}`), {
      ...fields,
      name,
      email,
      createdAt,
      delivery: toDeliveryData(
        failed ? { status: 'failed', attempts: 6, error: 'agency email: 503' } : { status: 'sent', attempts: 1 },
      ),
      // Every status, three owners and nobody, the five channels, and a note on every tenth lead.
      status: LEAD_STATUSES[i % LEAD_STATUSES.length],
      owner: i % 4 === 0 ? null : `owner-${i % 4}@lakeforge.test`,
      channel: LEAD_CHANNELS[(i * 3) % LEAD_CHANNELS.length],
      notes:
        i % 10 === 0 ? [{ at: Timestamp.fromMillis(now.getTime()), by: STAFF_EMAIL, text: `Called back ${i}.` }] : [],
      searchIndex: searchIndex(name, email, createdAt),
      bench: true,
    });
    pending++;
    await flush();
  }
  for (let i = 0; i < BOOKINGS; i++) {
    // Half-hour steps from a year back to a year ahead: distinct slots, not all on the bookable grid.
    const start = new Date(Math.floor(now.getTime() / 1_800_000) * 1_800_000 + (i - BOOKINGS / 2) * 4.5 * 3_600_000);
    const { name, email } = person(i);
    batch.set(db.collection('bookings').doc(start.toISOString()), {
      name,
      email,
      purpose: 'Website Development',
      datetime: Timestamp.fromDate(start),
      createdAt: Timestamp.fromMillis(start.getTime() - 3 * DAY_MS),
      status: 'confirmed',
      attemptId: `bench-${i}`,
      bookingId: `bench-booking-${i}`,
      firstDatetime: Timestamp.fromDate(start),
      sequence: 0,
      agencyNotice: toDeliveryData({ status: 'sent', attempts: 1 }),
      bench: true,
    });
    pending++;
    await flush();
  }
  await flush(true);
  // The pipeline's tallies as production has them after `npm run staff:backfill`.
  await rebuildTallies(db);
}

async function unseed(db: Firestore): Promise<void> {
  for (const collection of ['contactInquiries', 'serviceRequests', 'bookings']) {
    for (;;) {
      const page = await db.collection(collection).where('bench', '==', true).limit(400).get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
    }
  }
  await rebuildTallies(db);
}

/** A signed-in staff account of the local Auth emulator: its ID token. */
async function staffToken(): Promise<string> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST;
  const auth = getAuth(initializeApp({ projectId }, 'bench-staff'));
  const user = await auth
    .getUserByEmail(STAFF_EMAIL)
    .catch(() => auth.createUser({ email: STAFF_EMAIL, password: STAFF_PASSWORD }));
  await auth.setCustomUserClaims(user.uid, { staff: true });
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign the benchmark account in: ${JSON.stringify(body)}`);
  return body.idToken;
}

function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms`;
}

async function timeGets(
  path: string,
  token: string,
  requests: number,
  label = path,
): Promise<{ line: string; next?: string }> {
  const samples: number[] = [];
  let body: { items?: unknown[]; nextCursor?: string | null } = {};
  for (let i = 0; i < requests; i++) {
    const began = performance.now();
    const response = await fetch(`${HOSTING}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    body = (await response.json()) as typeof body;
    samples.push(performance.now() - began);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  }
  return {
    line: `${label.padEnd(60)} ${String(body.items?.length ?? 0).padStart(3)} items  ${summary(samples)}`,
    next: body.nextCursor ?? undefined,
  };
}

async function main() {
  const requests = Number(process.argv[process.argv.indexOf('--requests') + 1]) || 100;
  const keep = process.argv.includes('--keep');
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  process.env.GCLOUD_PROJECT ??= projectId;
  const db = createFirestore();
  const now = new Date();

  let began = performance.now();
  await seed(db, now);
  console.log(`Seeded ${LEADS} leads and ${BOOKINGS} bookings in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  try {
    const token = await staffToken();
    console.log(`\nList pages through Hosting (${requests} requests each, one at a time, 50 items a page):`);
    const first = await timeGets('/api/staff/inquiries', token, requests);
    console.log(first.line);
    let cursor = first.next;
    for (let page = 0; page < 20 && cursor; page++) {
      const response = await fetch(`${HOSTING}/api/staff/inquiries?cursor=${cursor}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      cursor = ((await response.json()) as { nextCursor?: string }).nextCursor;
    }
    console.log(
      (
        await timeGets(
          `/api/staff/inquiries?cursor=${cursor}`,
          token,
          requests,
          '/api/staff/inquiries?cursor=<page 22>',
        )
      ).line,
    );
    for (const query of [
      'status=new',
      'owner=none',
      'channel=search',
      'deliveryFailed=true',
      'kind=service&status=qualified',
      'from=2025-06-01&to=2025-07-01',
      'q=grace',
      'q=ada.1230%40example.com',
    ]) {
      console.log((await timeGets(`/api/staff/inquiries?${query}`, token, requests)).line);
    }
    console.log((await timeGets('/api/staff/bookings?when=upcoming', token, requests)).line);
    console.log((await timeGets('/api/staff/bookings?when=past', token, requests)).line);
    // The pipeline's counts and months: its tallies (functions/src/store/tallies.ts), at most 25 documents.
    console.log((await timeGets('/api/staff/pipeline', token, requests)).line);

    began = performance.now();
    const response = await fetch(`${HOSTING}/api/staff/export?kind=inquiries`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const through = performance.now() - began;
    console.log(
      `\nExport of the leads through Hosting: ${response.status}, ${(bytes / 1e6).toFixed(2)} MB in ${(through / 1000).toFixed(2)} s`,
    );

    // The same export in this process, measuring the heap at each page: the live heap (after a collection)
    // shows what the export keeps; the peak before collecting includes garbage the next collection frees.
    const deps = {
      auth: {
        verifyIdToken: async () => ({ uid: 'bench', auth_time: Date.now() / 1000 }),
        getUser: async () => ({ disabled: false, email: STAFF_EMAIL, customClaims: { staff: true } }),
      },
      store: createStaffStore(db),
      clock: { now: () => new Date() },
      logger: { info() {}, warn() {}, error() {} },
    } as unknown as StaffDeps;
    const gc = globalThis.gc ?? (() => {});
    gc();
    const baseline = process.memoryUsage().heapUsed;
    let live = baseline;
    began = performance.now();
    const answer = await handleStaff(
      { method: 'GET', url: '/api/staff/export?kind=inquiries', headers: { authorization: 'Bearer a.b.c' } },
      deps,
    );
    let streamed = 0;
    let pages = 0;
    for await (const chunk of answer.stream!) {
      streamed += Buffer.byteLength(chunk);
      pages++;
      gc();
      live = Math.max(live, process.memoryUsage().heapUsed);
    }
    const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
    console.log(
      `Export of the leads in process: ${mb(streamed)} MB in ${pages} pieces, ${((performance.now() - began) / 1000).toFixed(2)} s ` +
        `(with a collection after each), live heap at most ${mb(live - baseline)} MB above the ${mb(baseline)} MB before it`,
    );
  } finally {
    if (!keep) {
      await unseed(db);
      console.log('\nDeleted the seeded records.');
    }
  }
  process.exit(0);
}

runWhenMain(import.meta.url, main);
