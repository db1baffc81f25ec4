/**
 * Booking benchmark against the running local stack:
 *   RATE_LIMIT_MAX=0 npm start            # in one terminal (every benchmark client comes from 127.0.0.1)
 *   npm run bench:booking [-- --rounds 3]  # in another
 *
 * Each round sends 20 simultaneous bookings of 20 different free slots to POST /api/sendBookingEmail
 * through Hosting, and times each answer. Prints the median, p95 and worst latency, then deletes the
 * bookings it made. Also reports the JavaScript the booking section adds when it loads (gzip), from the
 * local build (.local/build/, or OUT_DIR).
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { availability, slotId } from '../src/domain/booking/slots';
import { distDir } from './paths';
import { staticClosure } from './prerender';

const HOSTING = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const DATABASE = 'projects/demo-lakeforge/databases/(default)';
const DOCUMENTS = `http://127.0.0.1:8080/v1/${DATABASE}/documents`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const CLIENTS = 20;

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
  return availability(new Date(), taken).flatMap((day) => day.slots);
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) throw new Error('no samples');
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function book(start: Date, client: number): Promise<{ ms: number; status: number }> {
  const began = performance.now();
  const response = await fetch(`${HOSTING}/api/sendBookingEmail`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Benchmark Client ${client}`,
      // One address per booking: the per-email daily quota is not lifted by RATE_LIMIT_MAX=0.
      email: `bench-${client}-${randomUUID().slice(0, 8)}@example.com`,
      datetime: start.toISOString(),
      purpose: 'Project Consultation',
      fillMs: 5000,
    }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - began, status: response.status };
}

/** The gzip size of the chunks the booking section imports when it comes into view. */
async function wizardChunkKb(): Promise<number> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const home = staticClosure(manifest, 'src/pages/HomePage.tsx', staticClosure(manifest, 'index.html'));
  const wizard = [...staticClosure(manifest, 'src/features/booking/BookingWizard.tsx')].filter((key) => !home.has(key));
  let bytes = 0;
  for (const key of wizard) {
    const chunk = manifest[key] as { file: string; css?: string[] };
    for (const file of [chunk.file, ...(chunk.css ?? [])])
      bytes += gzipSync(await readFile(join(distDir, file))).length;
  }
  return Math.round(bytes / 102.4) / 10;
}

async function main() {
  const roundsArg = process.argv.indexOf('--rounds');
  const rounds = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 3;
  const slots = (await freeSlots()).slice(0, rounds * CLIENTS);
  if (slots.length < CLIENTS) throw new Error(`Only ${slots.length} free slots this week; need ${CLIENTS}`);

  const samples: number[] = [];
  const statuses = new Map<number, number>();
  try {
    for (let round = 0; round * CLIENTS < slots.length; round++) {
      const batch = slots.slice(round * CLIENTS, (round + 1) * CLIENTS);
      const results = await Promise.all(batch.map((start, client) => book(start, round * CLIENTS + client)));
      for (const { ms, status } of results) {
        samples.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }
  } finally {
    const writes = slots.flatMap((start) =>
      ['slots', 'bookings'].map((collection) => ({ delete: `${DATABASE}/documents/${collection}/${slotId(start)}` })),
    );
    await firestore('commit', { writes });
  }

  samples.sort((a, b) => a - b);
  const answers = [...statuses].map(([status, count]) => `${count}× ${status}`).join(', ');
  console.log(`POST /api/sendBookingEmail, ${CLIENTS} concurrent clients, ${samples.length} bookings (${answers})`);
  console.log(
    `  median ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms, worst ${samples.at(-1)!.toFixed(0)} ms`,
  );
  console.log(`Booking section on load: ${await wizardChunkKb()} kB gzip of JavaScript and CSS`);
  if (statuses.size !== 1 || !statuses.has(200)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
