/**
 * Staff accounts on the local stack's Auth emulator, for the e2e specs of the back office: a signed-in account
 * (with the staff claim when asked, as `npm run staff:add` sets it) from the emulator's REST API, the claim
 * granted by `npm run staff:add` itself, and the email-link and Google sign-ins at /staff as a person does them.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { rootDir } from '../../scripts/paths';
import { expect, waitForHydration } from './fixtures';
import { serveGoogleStandIns } from './googleApiStandIn';

export const PROJECT = 'demo-lakeforge';
const AUTH = 'http://127.0.0.1:9099';
/** The emulator's administrator credentials (its REST API takes `owner` as a bearer token). */
export const ADMIN = { Authorization: 'Bearer owner' };

export interface Account {
  uid: string;
  email: string;
  idToken: string;
}

export async function authCall<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  expect(response.ok, `${path}: ${JSON.stringify(answer)}`).toBe(true);
  return answer;
}

/**
 * A new password account, signed in; with the staff claim when `staff` (what `npm run staff:add` sets), and
 * the owner claim too when `owner` (`staff:add -- --owner`).
 */
export async function account(label: string, staff: boolean, { owner = false } = {}): Promise<Account> {
  const email = staffEmail(label);
  const password = `pw-${randomUUID()}`;
  const created = await authCall<{ localId: string }>('accounts:signUp?key=local', { email, password });
  if (staff) {
    await authCall(
      `projects/${PROJECT}/accounts:update`,
      { localId: created.localId, customAttributes: JSON.stringify({ staff: true, ...(owner ? { owner } : {}) }) },
      ADMIN,
    );
  }
  const signedIn = await authCall<{ idToken: string }>('accounts:signInWithPassword?key=local', {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: created.localId, email, idToken: signedIn.idToken };
}

/** The latest email sign-in link the emulator "sent" to `email`. */
async function signInLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
      const { oobCodes } = (await response.json()) as {
        oobCodes: { email: string; requestType: string; oobLink: string }[];
      };
      link = oobCodes.filter((code) => code.email === email && code.requestType === 'EMAIL_SIGNIN').at(-1)?.oobLink;
      return link;
    })
    .toBeDefined();
  return link!;
}

/**
 * Signs in at /staff by email link, as a person does: asks for the link, then opens it. Firebase's link
 * handler sends the browser back to the link's continue URL with the one-time code: the same address here.
 */
export async function signInByEmailLink(page: Page, email: string) {
  await page.goto('/staff');
  await waitForHydration(page);
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `we sent a sign-in link to ${email}` })).toBeVisible();
  await page.goto(await signInLinkPath(email));
}

/**
 * The path of the back office that the emailed sign-in link for `email` leads back to, with the link's one-time
 * code: where the person lands after opening the link (the emulator's own page only forwards).
 */
export async function signInLinkPath(email: string): Promise<string> {
  const link = new URL(await signInLinkFor(email));
  const back = new URL(link.searchParams.get('continueUrl')!);
  expect(back.pathname).toBe('/staff');
  for (const name of ['mode', 'oobCode', 'apiKey', 'lang']) {
    const value = link.searchParams.get(name);
    if (value) back.searchParams.set(name, value);
  }
  return back.pathname + back.search;
}

/** An address of its own for a test's account. */
export const staffEmail = (label: string) => `e2e-staff-${label}-${randomUUID().slice(0, 8)}@lakeforge.test`;

/** `npm run staff:add -- EMAIL` against the local stack, as a developer grants access (the account may not exist yet). */
export async function staffAddCommand(email: string): Promise<string> {
  const { stdout } = await promisify(execFile)('node_modules/.bin/tsx', ['scripts/staff.ts', 'add', email], {
    cwd: rootDir,
  });
  return stdout;
}

/** On the Auth emulator's stand-in for Google's account chooser: picks the account `email` or adds it. */
export async function chooseGoogleAccount(chooser: Page, email: string, account: 'new' | 'listed') {
  await chooser.waitForLoadState('domcontentloaded');
  expect(new URL(chooser.url()).origin, 'the chooser is the Auth emulator’s').toBe(AUTH);
  const listed = chooser.locator('.js-reuse-account').filter({ hasText: email });
  if (account === 'listed') {
    await listed.click();
  } else {
    await expect(listed).toHaveCount(0);
    await chooser.getByRole('button', { name: 'Add new account' }).click();
    await chooser.locator('#email-input').fill(email);
    await chooser.getByRole('button', { name: 'Sign in with Google.com' }).click();
  }
}

/**
 * Signs in at /staff with Google as a person does: "Sign in with Google" opens the Auth emulator's account
 * chooser in a popup, where they pick the account `email` (`listed`: the emulator knows it from an earlier
 * Google sign-in) or add it (`new`). The popup then closes by itself.
 */
export async function signInWithGoogle(page: Page, email: string, account: 'new' | 'listed') {
  await serveGoogleStandIns(page.context());
  await page.goto('/staff');
  await waitForHydration(page);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await opened;
  await chooseGoogleAccount(popup, email, account);
  await popup.waitForEvent('close');
}

/** Opens the Leads section, searches for `name` and shows the lead's details; its card. */
export async function openLead(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByLabel('Search name or email').fill(name);
  const card = page.getByRole('article', { name });
  // The lead is read through the staff API, as slow as signing in on a loaded machine.
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: /^Show details/ }).click();
  return card;
}
