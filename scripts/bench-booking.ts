/**
 * Booking benchmark against the running local stack:
 *   RATE_LIMIT_MAX=0 npm start            # in one terminal (every benchmark client comes from 127.0.0.1)
 *   npm run bench:booking [-- --rounds 3 --clients 20]  # in another
 *
 * Each round sends 20 (`--clients`) simultaneous bookings of different free slots and times each answer, first
 * through Hosting (POST /api/sendBookingEmail: Hosting → Functions emulator → Firestore), then to the
 * handler itself in this process (`handleBooking(request, deps)` with the same Firestore endpoint and
 * an outbox mailer), so the emulator's share of the latency is visible. Prints the median, p95 and
 * worst latency of each round and of all of them, deleting the bookings it made after each part. Also
 * reports what the booking section adds when it loads (gzip, as `npm run check:bundle` counts it), from
 * the local build (.local/build/, or OUT_DIR).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { handleBooking } from '../functions/src/booking/handler';
import { systemClock } from '../functions/src/lib/clock';
import type { ApiResponse } from '../functions/src/http/request';
import { unlimited } from '../functions/src/http/rateLimit';
import { createOutboxMailer } from '../functions/src/mail/outbox';
import { createFirestore } from '../functions/src/runtime';
import { createManageLinks, LOCAL_SECRET } from '../functions/src/booking/links';
import { createBookingStore } from '../functions/src/booking/store/index';
import { availability, slotId } from '../src/domain/booking/slots';
import { DEFAULT_RULES } from '../src/domain/availability/rules';
import { measureSections, readBudgets } from './check-bundle-size';

const HOSTING = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const PROJECT = 'demo-lakeforge';
const FIRESTORE_HOST = '127.0.0.1:8080';
const DATABASE = `projects/${PROJECT}/databases/(default)`;
const DOCUMENTS = `http://${FIRESTORE_HOST}/v1/${DATABASE}/documents`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
/** `--name n` from the command line, else `fallback`. */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index > 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number above 0`);
  return value;
}
const CLIENTS = option('clients', 20);

async function firestore(verb: 'runQuery' | 'commit', body: unknown): Promise<unknown> {
  const response = await fetch(`${DOCUMENTS}:${verb}`, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Firestore ${verb}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function freeSlots(): Promise<Date[]> {
  const rows = (await firestore('runQuery', { structuredQuery: { from: [{ collectionId: 'slots' }] } })) as {
    document?: { fields: { datetime: { timestampValue: string } } };
  }[];
  const taken = rows.flatMap((row) => (row.document ? [row.document.fields.datetime.timestampValue] : []));
  return availability(new Date(), taken, DEFAULT_RULES).flatMap((day) => day.slots);
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) throw new Error('no samples');
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const visitor = (start: Date, client: number) => ({
  name: `Benchmark Client ${client}`,
  // One address per booking: the per-email quotas are not lifted by RATE_LIMIT_MAX=0.
  email: `bench-${client}-${randomUUID().slice(0, 8)}@example.com`,
  datetime: start.toISOString(),
  purpose: 'Project Consultation',
  // As if the form took 5 s to fill (the functions ignore faster ones, MIN_FILL_MS).
  fillMs: 5000,
});

interface Sample {
  ms: number;
  status: number;
}
type Book = (start: Date, client: number) => Promise<Sample>;

const throughHosting: Book = async (start, client) => {
  const began = performance.now();
  const response = await fetch(`${HOSTING}/api/sendBookingEmail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(visitor(start, client)),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - began, status: response.status };
};

/** The function's handler in this process, with the stack's Firestore endpoint and an outbox in a temp folder. */
async function inProcess(outboxDir: string): Promise<Book> {
  // firebase-admin reads the project and the emulator's address from the environment, as in the emulator.
  process.env.GCLOUD_PROJECT = PROJECT;
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  const db = createFirestore();
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const deps = {
    store: createBookingStore(db),
    mailer: createOutboxMailer({ dir: outboxDir, log: () => {} }),
    mail: {
      from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
      agencyInbox: { email: 'hello@lakeforge.ca' },
      siteUrl: 'http://127.0.0.1:5000',
    },
    clock: systemClock,
    limiter: unlimited,
    logger: silent,
    links: createManageLinks(LOCAL_SECRET, 'http://127.0.0.1:5000'),
  };
  return async (start, client) => {
    const began = performance.now();
    const response: ApiResponse = await handleBooking(
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        rawBody: Buffer.from(JSON.stringify(visitor(start, client))),
        ip: '127.0.0.1',
      },
      deps,
    );
    return { ms: performance.now() - began, status: response.status };
  };
}

function summary(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return `median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, worst ${sorted.at(-1)!.toFixed(0)} ms`;
}

/** Books `slots` in rounds of CLIENTS concurrent requests, then deletes them; prints each round. */
async function measure(label: string, book: Book, slots: Date[], rounds: number): Promise<Sample[]> {
  const all: Sample[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      const batch = slots.slice(round * CLIENTS, (round + 1) * CLIENTS);
      const results = await Promise.all(batch.map((start, client) => book(start, round * CLIENTS + client)));
      all.push(...results);
      console.log(`  ${label} round ${round + 1}: ${summary(results.map((r) => r.ms))}`);
    }
  } finally {
    const writes = slots.flatMap((start) =>
      ['slots', 'bookings'].map((collection) => ({ delete: `${DATABASE}/documents/${collection}/${slotId(start)}` })),
    );
    await firestore('commit', { writes });
  }
  const statuses = new Map<number, number>();
  for (const { status } of all) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const answers = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  console.log(`${label}, ${all.length} bookings (${answers}): ${summary(all.map((r) => r.ms))}`);
  return all;
}

async function main() {
  const rounds = option('rounds', 3);
  const slots = (await freeSlots()).slice(0, rounds * CLIENTS);
  if (slots.length < rounds * CLIENTS)
    throw new Error(`Only ${slots.length} free slots this week; need ${rounds * CLIENTS}`);

  console.log(`${CLIENTS} concurrent clients, each booking a different slot, ${rounds} round(s):`);
  const hosting = await measure('Through Hosting (POST /api/sendBookingEmail)', throughHosting, slots, rounds);
  const outboxDir = await mkdtemp(join(tmpdir(), 'bench-outbox-'));
  let handler: Sample[];
  try {
    handler = await measure('In process (handleBooking)', await inProcess(outboxDir), slots, rounds);
  } finally {
    await rm(outboxDir, { recursive: true, force: true });
  }
  for (const section of await measureSections(await readBudgets()))
    console.log(`${section.route} when reached: ${section.gzipKb} kB gzip of JavaScript and CSS`);
  if ([...hosting, ...handler].some(({ status }) => status !== 200)) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
