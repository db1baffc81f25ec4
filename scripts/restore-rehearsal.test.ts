/**
 * The restore of docs/operations.md ("Backups and restore"), rehearsed on Google's Firestore emulator: a visitor
 * books and another sends an inquiry; the database is exported (the emulator's export, which
 * `firebase emulators:export` calls); it is wiped; a new emulator starts from the export (as the stack's
 * `--import` starts one); and the site lists, keeps its links and books as before.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { handleBooking } from '../functions/src/booking/handler.js';
import { handleManage } from '../functions/src/booking/manage.js';
import { createBookingStore } from '../functions/src/booking/store/index.js';
import { handleContact } from '../functions/src/inquiry/contact.js';
import { createStaffStore } from '../functions/src/staff/store.js';
import { testBackend } from '../tests/functions/backend.js';
import { documents, postJson } from '../tests/functions/support.js';
import { launchFirestoreEmulator } from '../tests/utils/firestoreProcess.js';

// Monday, November 23, 2026, 10:10 AM EST; the meetings are on the days after.
const NOW = '2026-11-23T15:10:00.000Z';
const SLOT = '2026-11-24T16:00:00.000Z';
const LATER = '2026-11-25T16:00:00.000Z';

const backend = testBackend('restore-rehearsal', NOW);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', purpose: 'Website Development' };
const grace = { name: 'Grace Hopper', email: 'grace@example.com', purpose: 'Website Development' };
const inquiry = { name: 'Alan Turing', email: 'alan@example.com', service: 'web', message: 'A new site, please.' };

/** Exports the project as `firebase emulators:export` does; the path of the export's metadata file. */
async function exportProject(host: string, projectId: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'firestore-export-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: dir,
      export_name: 'firestore_export',
    }),
  });
  expect(response.status, await response.text()).toBe(200);
  const metadata = readdirSync(join(dir, 'firestore_export')).find((file) => file.endsWith('.overall_export_metadata'));
  expect(metadata).toBeDefined();
  return join(dir, 'firestore_export', metadata!);
}

describe('a restore from an export (rehearsed on the emulator)', () => {
  it('brings back every booking and lead, keeps the emailed links working, and the site books as before', async () => {
    const now = new Date(NOW);
    const book = (who: typeof ada, datetime: string, store = backend.bookings) =>
      handleBooking(
        postJson({ ...who, datetime, attemptId: `attempt-${who.name.split(' ')[0]}-${datetime.slice(8, 10)}` }),
        {
          ...backend.common(),
          store,
        },
      );

    // The live site: a booking and an inquiry, as the back office lists them.
    expect((await book(ada, SLOT)).status).toBe(200);
    const invitation = backend.mailer.sent.find((message) => message.to.email === ada.email)!;
    const token = /\/manage-booking\?token=(\S+)/.exec(invitation.text)![1]!;
    expect((await handleContact(postJson(inquiry), { ...backend.common(), store: backend.inquiries })).status).toBe(
      200,
    );
    const live = createStaffStore(backend.db);
    const listed = {
      bookings: await live.listBookings({ when: 'upcoming', limit: 20 }, now),
      leads: await live.listLeads({ limit: 20 }),
    };
    expect(listed.bookings.items.map((booking) => [booking.datetime, booking.email])).toEqual([[SLOT, ada.email]]);
    expect(listed.leads.items.map((lead) => lead.email)).toEqual([inquiry.email]);
    const sentBeforeRestore = backend.mailer.sent.length;

    const backup = await exportProject(backend.firestore.host, backend.firestore.projectId);

    // The damage: everything gone, the slot offered again.
    await backend.firestore.reset();
    expect((await live.listBookings({ when: 'upcoming', limit: 20 }, now)).items).toEqual([]);
    expect(await documents(backend.db, 'slots')).toEqual({});

    // The restore: a database started from the export.
    const restored = await launchFirestoreEmulator({ seedFromExport: backup });
    cleanups.push(restored.stop);
    const app = initializeApp({ projectId: backend.firestore.projectId }, 'restored');
    cleanups.push(() => deleteApp(app));
    const db = getFirestore(app);
    db.settings({ host: restored.host, ssl: false });
    const staff = createStaffStore(db);
    const store = createBookingStore(db);

    expect(await staff.listBookings({ when: 'upcoming', limit: 20 }, now)).toEqual(listed.bookings);
    expect(await staff.listLeads({ limit: 20 })).toEqual(listed.leads);
    // Ada's emailed link still opens her booking.
    const view = await handleManage(postJson({ action: 'view', token }), { ...backend.common(), store });
    expect(view.status).toBe(200);
    expect(view.body.booking).toMatchObject({ status: 'confirmed', datetime: SLOT });
    // Her time is taken again; another is booked as before.
    expect((await book(grace, SLOT, store)).status).toBe(409);
    expect((await book(grace, LATER, store)).status).toBe(200);
    const after = await staff.listBookings({ when: 'upcoming', limit: 20 }, now);
    expect(after.items.map((booking) => [booking.datetime, booking.email])).toEqual([
      [SLOT, ada.email],
      [LATER, grace.email],
    ]);
    // The restore itself sent nothing: only Grace's booking did (her invitation and the agency's notice).
    expect(backend.mailer.sent.slice(sentBeforeRestore).map((message) => message.to.email)).toEqual([
      grace.email,
      'inbox@lakeforge.ca',
    ]);
  }, 120_000);
});
