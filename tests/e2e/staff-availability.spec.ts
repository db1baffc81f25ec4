/**
 * The back office's Availability section against the whole local stack (issue #30, "a closure added in the
 * back office removes its slots from the wizard and makes the function answer a clear refusal for them"): a
 * staff member signs in, closes a day in the section's form, the visitor's wizard stops offering it and the
 * booking function refuses it; staff remove the closure in the section and the day is offered again.
 *
 * The day is the suite's Thursday: the wizard specs take the first and last days, availability.spec.ts closes
 * Tuesday and Wednesday afternoons and the busy calendar has nothing inside Thursday's hours. The closure
 * carries a note unique to the test, and whatever happens it is removed through the staff API afterwards.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { BOOKING_MESSAGES } from '../../src/domain/api/booking';
import { STAFF_ROUTES, type StaffClosure } from '../../src/domain/api/staff';
import { calendarDateOf, formatDateLabel } from '../../src/domain/booking/slots';
import { expect, test } from './fixtures';
import { e2eNow } from './stack';
import { account, signInByEmailLink, type Account } from './staffAccounts';
import { timesInWizard } from './wizard';

const thursday = calendarDateOf(new Date(e2eNow().getTime() + 3 * 86_400_000));
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

test('staff close a day in the Availability section; the wizard and the booking function follow, and reopen it @desktop', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const offered = await timesInWizard(context, thursday);
  expect(offered.length, 'Thursday is offered before the closure').toBeGreaterThan(0);

  staff = await account('availability', true);
  await signInByEmailLink(page, staff.email);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page).toHaveURL(/\/staff\/availability$/);
  const closures = page.getByRole('region', { name: 'Closures' });
  await closures.getByLabel('First day').fill(thursday);
  await closures.getByLabel('Note for the team (optional)').fill(note);
  await closures.getByRole('button', { name: 'Add closure' }).click();
  // Another spec's visitor may hold a Thursday meeting: the notice then lists it, and either way says it was added.
  // The functions' two workers may be busy with another spec's burst of bookings: the answer can take a while.
  await expect(closures.getByRole('status').first()).toContainText('Closure added', { timeout: 60_000 });
  const when = `${formatDateLabel(thursday)}, all day`;
  const card = closures.getByRole('listitem').filter({ hasText: note });
  await expect(card.getByRole('heading', { name: when })).toBeVisible();

  // The visitor's wizard no longer offers Thursday, and the function refuses a time that skipped the wizard.
  expect(await timesInWizard(context, thursday)).toEqual([]);
  const refused = await request.post('/api/sendBookingEmail', {
    data: {
      name: 'Olive Offday',
      email: `e2e-staff-availability-${randomUUID().slice(0, 8)}@example.com`,
      datetime: offered.at(-1),
      purpose: 'Website Development',
      attemptId: randomUUID(),
      fillMs: 5000,
    },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: BOOKING_MESSAGES.unavailable });

  // Staff remove it, after confirming; Thursday's times are offered again.
  await card.getByRole('button', { name: `Remove the closure ${when}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this closure?' });
  await dialog.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(closures.getByText('Closure removed: its times are offered again.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(await timesInWizard(context, thursday)).toContain(offered.at(-1));
});
