/**
 * The back office's Availability section against the whole local stack (issue #30, "a closure added in the
 * back office removes its slots from the wizard and makes the function answer a clear refusal for them"): a
 * staff member signs in and closes a morning in the section's form ("Friday until 12:00"); the visitor's wizard
 * stops offering its times and keeps the afternoon's, and the booking function refuses them; staff remove the
 * closure in the section and the morning is offered again.
 *
 * The morning is this spec's in reservedTimes.ts: the specs that book or move at random leave it alone, so its
 * times are free and only the closure can refuse them. The closure carries a note unique to the test, and
 * whatever happens it is removed through the staff API afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../src/domain/api/booking';
import { STAFF_ROUTES, type StaffClosure } from '../../src/domain/api/staff';
import { formatDateLabel } from '../../src/domain/booking/slots';
import { expect, test } from './fixtures';
import { RESERVATIONS, reservedStarts } from './reservedTimes';
import { account, signInByEmailLink, type Account } from './staffAccounts';
import { timesInWizard } from './wizard';

const morning = RESERVATIONS.find((each) => each.spec === 'staff-availability.spec.ts')!;
const friday = morning.date;
const morningStarts = reservedStarts(morning);
const note = `e2e availability ${randomUUID().slice(0, 8)}`;
let staff: Account | undefined;

/** Removes, through the staff API, the test's closure if it is still there (a failed run leaves nothing behind). */
async function removeLeftovers(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.get(STAFF_ROUTES.closures, { headers });
  expect(listed.status()).toBe(200);
  const { closures } = (await listed.json()) as { closures: StaffClosure[] };
  for (const closure of closures.filter((each) => each.note === note)) {
    expect((await request.delete(STAFF_ROUTES.closure(closure.id), { headers })).status()).toBe(200);
  }
}

test.afterEach(async ({ request }) => {
  if (staff) await removeLeftovers(request, staff.idToken);
});

test.afterEach(async ({ request }) => {
  if (staff) await removeLeftovers(request, staff.idToken);
});

test('staff close a morning in the Availability section; the wizard and the booking function follow, and reopen it @desktop', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  expect(morning.first, 'the reserved morning starts the day').toBe('09:00');
  const offered = await timesInWizard(context, friday);
  expect(offered, 'the morning is offered before the closure').toEqual(expect.arrayContaining(morningStarts));
  const afternoon = offered.filter((start) => !morningStarts.includes(start));
  expect(afternoon.length, 'the afternoon is offered too').toBeGreaterThan(0);

  staff = await account('availability', true);
  await signInByEmailLink(page, staff.email);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page).toHaveURL(/\/staff\/availability$/);
  const closures = page.getByRole('region', { name: 'Closures' });
  await closures.getByLabel('First day').fill(friday);
  await closures.getByLabel('Closed until (optional)').fill('12:00');
  await closures.getByLabel('Note for the team (optional)').fill(note);
  await closures.getByRole('button', { name: 'Add closure' }).click();
  // The functions' two workers may be busy with another spec's burst of bookings: the answer can take a while.
  await expect(closures.getByRole('status').first()).toContainText('Closure added', { timeout: 60_000 });
  const when = `${formatDateLabel(friday)}, until 12:00 PM`;
  const card = closures.getByRole('listitem').filter({ hasText: note });
  await expect(card.getByRole('heading', { name: when })).toBeVisible();

  // The visitor's wizard no longer offers the morning and still offers the afternoon; the function refuses a
  // morning time that skipped the wizard.
  const during = await timesInWizard(context, friday);
  for (const start of morningStarts) expect(during, `closed ${start} is not offered`).not.toContain(start);
  expect(during.filter((start) => afternoon.includes(start)).length, 'the afternoon stays').toBeGreaterThan(0);
  const refused = await request.post('/api/sendBookingEmail', {
    data: {
      name: 'Olive Offday',
      email: `e2e-staff-availability-${randomUUID().slice(0, 8)}@example.com`,
      datetime: morningStarts[0],
      purpose: 'Website Development',
      attemptId: randomUUID(),
      fillMs: 5000,
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: BOOKING_MESSAGES.unavailable });

  // Staff remove it, after confirming; the morning is offered again.
  await card.getByRole('button', { name: `Remove the closure ${when}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this closure?' });
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(closures.getByText('Closure removed: its times are offered again.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await timesInWizard(context, friday)).toEqual(expect.arrayContaining(morningStarts));
});
