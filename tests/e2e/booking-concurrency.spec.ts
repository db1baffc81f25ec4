import { randomUUID } from 'node:crypto';
import { availability, slotId } from '../../src/domain/booking/slots';
import { expect, test } from './fixtures';

// Twenty visitors submit the same slot at once through Hosting → Functions → Firestore: the atomic
// claim lets exactly one through. (The wizard specs take the first or last time of a day; this takes a
// middle time of the middle day, so parallel runs never compete for it.)
const DOCUMENTS = 'http://127.0.0.1:8080/v1/projects/demo-lakeforge/databases/(default)/documents';
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function takenStarts(): Promise<string[]> {
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'slots' }] } }),
  });
  const rows = (await response.json()) as { document?: { fields: { datetime: { timestampValue: string } } } }[];
  return rows.flatMap((row) => (row.document ? [row.document.fields.datetime.timestampValue] : []));
}

test(
  '20 simultaneous bookings of one slot: one 200, nineteen 409, one booking stored',
  { tag: '@desktop' },
  async ({ request }) => {
    const days = availability(new Date(), await takenStarts());
    const start = days.at(-1)?.slots.at(-1);
    expect(start, 'the bookable week has a free slot').toBeDefined();
    const id = slotId(start!);
    // Addresses of this run only: the per-email daily quota is kept in Firestore across runs.
    const run = randomUUID().slice(0, 8);

    try {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, visitor) =>
          request.post('/api/sendBookingEmail', {
            data: {
              name: `Visitor ${visitor}`,
              email: `visitor-${visitor}-${run}@example.com`,
              datetime: start!.toISOString(),
              purpose: 'Project Consultation',
              // As if each visitor took 5 s to fill the form (the server ignores faster ones, MIN_FILL_MS).
              fillMs: 5000,
            },
          }),
        ),
      );
      const statuses = responses.map((response) => response.status()).sort();
      expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);

      const stored = await fetch(`${DOCUMENTS}:batchGet`, {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({ documents: [`projects/demo-lakeforge/databases/(default)/documents/bookings/${id}`] }),
      });
      const [entry] = (await stored.json()) as { found?: { fields: Record<string, { stringValue?: string }> } }[];
      expect(entry?.found?.fields.status?.stringValue).toBe('confirmed');
      const winner = responses.findIndex((response) => response.status() === 200);
      expect(entry?.found?.fields.email?.stringValue).toBe(`visitor-${winner}-${run}@example.com`);
    } finally {
      const names = ['slots', 'bookings'].map((collection) => ({
        delete: `projects/demo-lakeforge/databases/(default)/documents/${collection}/${id}`,
      }));
      await fetch(`${DOCUMENTS}:commit`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ writes: names }) });
    }
  },
);
