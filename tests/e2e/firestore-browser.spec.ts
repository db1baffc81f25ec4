import { randomUUID } from 'node:crypto';
import { build } from 'esbuild';
import { expect, test } from './fixtures';
import { RESERVATIONS, reservedStarts } from './reservedTimes';

// The web lite SDK in Chromium, on the site's origin and under its Content-Security-Policy, against the
// local Firestore endpoint: a visitor may list `slots` of the bookable window with a limit and read the
// documents `public/reviews`, `availability/rules` and `availability/busy`, and nothing else (firestore.rules).
const firestore = 'http://127.0.0.1:8080/v1/projects/demo-lakeforge/databases/(default)/documents';
/**
 * A slot time of the bookable window that this spec reserves (reservedTimes.ts): a booking another spec made there
 * would be the one document the query's limit lets through, not the probe's.
 */
const probeAt = reservedStarts(RESERVATIONS.find((each) => each.spec === 'firestore-browser.spec.ts')!)[0]!;
/**
 * The probe document of this worker: a repeat of the test in the other worker seeds and deletes its own at the same
 * time, so the query may answer with either probe, and never finds none.
 */
const slotId = `probe-${randomUUID()}`;
const admin = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const probeSource = `
import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, getDoc, getDocs, getFirestore, limit, query, setDoc, Timestamp, where } from 'firebase/firestore/lite';

const db = getFirestore(initializeApp({ projectId: 'demo-lakeforge' }));
connectFirestoreEmulator(db, '127.0.0.1', 8080);
const outcome = (promise) => promise.then((value) => ({ ok: true, value }), (error) => ({ ok: false, code: error.code }));
const at = Timestamp.fromDate(new Date('${probeAt}'));

window.firestoreProbe = async () => ({
  slots: await outcome(getDocs(query(collection(db, 'slots'), where('datetime', '==', at), limit(1))).then((s) => s.docs.map((d) => d.id))),
  everySlot: await outcome(getDocs(collection(db, 'slots')).then((s) => s.size)),
  slotWrite: await outcome(setDoc(doc(db, 'slots', 'from-a-browser'), { datetime: at })),
  bookings: await outcome(getDocs(collection(db, 'bookings')).then((s) => s.size)),
  reviews: await outcome(getDoc(doc(db, 'public', 'reviews')).then(() => 'read')),
  otherPublic: await outcome(getDoc(doc(db, 'public', 'other')).then(() => 'read')),
  reviewsWrite: await outcome(setDoc(doc(db, 'public', 'reviews'), { reviews: [] })),
  availabilityRules: await outcome(getDoc(doc(db, 'availability', 'rules')).then(() => 'read')),
  availabilityBusy: await outcome(getDoc(doc(db, 'availability', 'busy')).then(() => 'read')),
  availabilityWrite: await outcome(setDoc(doc(db, 'availability', 'rules'), { closures: [] })),
  closureNotes: await outcome(getDocs(collection(db, 'availabilityNotes')).then((s) => s.size)),
  calendarAddresses: await outcome(getDoc(doc(db, 'staffSettings', 'availability')).then(() => 'read')),
});
`;

test.describe('the lite Firestore SDK in the browser', () => {
  // The browser logs the refused requests' 403 statuses; those are what this test expects.
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test.beforeEach(async ({ request }) => {
    const name = `projects/demo-lakeforge/databases/(default)/documents/slots/${slotId}`;
    const seeded = await request.post(`${firestore}:commit`, {
      headers: admin,
      data: { writes: [{ update: { name, fields: { datetime: { timestampValue: probeAt } } } }] },
    });
    expect(seeded.ok()).toBe(true);
  });

  test.afterEach(async ({ request }) => {
    const name = `projects/demo-lakeforge/databases/(default)/documents/slots/${slotId}`;
    await request.post(`${firestore}:commit`, { headers: admin, data: { writes: [{ delete: name }] } });
  });

  test(
    'reads slots of the window, the public reviews and availability, and is refused every slot at once, writes, bookings, staff-only availability and other documents',
    { tag: '@desktop' },
    async ({ page }) => {
      const bundle = await build({
        stdin: { contents: probeSource, resolveDir: process.cwd(), loader: 'js' },
        bundle: true,
        format: 'iife',
        write: false,
        logLevel: 'silent',
      });
      await page.route('**/__firestore-probe.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: bundle.outputFiles[0]!.text }),
      );
      await page.goto('/');
      await page.addScriptTag({ url: '/__firestore-probe.js' });
      const result = await page.evaluate(() =>
        (window as unknown as { firestoreProbe: () => Promise<unknown> }).firestoreProbe(),
      );
      expect(result).toEqual({
        slots: { ok: true, value: [expect.stringMatching(/^probe-/)] },
        everySlot: { ok: false, code: 'permission-denied' },
        slotWrite: { ok: false, code: 'permission-denied' },
        bookings: { ok: false, code: 'permission-denied' },
        reviews: { ok: true, value: 'read' },
        otherPublic: { ok: false, code: 'permission-denied' },
        reviewsWrite: { ok: false, code: 'permission-denied' },
        availabilityRules: { ok: true, value: 'read' },
        availabilityBusy: { ok: true, value: 'read' },
        availabilityWrite: { ok: false, code: 'permission-denied' },
        closureNotes: { ok: false, code: 'permission-denied' },
        calendarAddresses: { ok: false, code: 'permission-denied' },
      });
    },
  );
});
