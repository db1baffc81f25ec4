/**
 * Staff accounts on the local stack's Auth emulator, for the e2e specs of the back office: a signed-in account
 * (with the staff claim when asked, as `npm run staff:add` sets it) from the emulator's REST API, and the
 * email-link sign-in at /staff as a person does it.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

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

/** A new password account, signed in; with the staff claim when `staff` (what `npm run staff:add` sets). */
export async function account(label: string, staff: boolean): Promise<Account> {
  const email = `e2e-staff-${label}-${randomUUID().slice(0, 8)}@lakeforge.test`;
  const password = `pw-${randomUUID()}`;
  const created = await authCall<{ localId: string }>('accounts:signUp?key=local', { email, password });
  if (staff) {
    await authCall(
      `projects/${PROJECT}/accounts:update`,
      { localId: created.localId, customAttributes: JSON.stringify({ staff: true }) },
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
  const link = new URL(await signInLinkFor(email));
  const back = new URL(link.searchParams.get('continueUrl')!);
  expect(back.pathname).toBe('/staff');
  for (const name of ['mode', 'oobCode', 'apiKey', 'lang']) {
    const value = link.searchParams.get(name);
    if (value) back.searchParams.set(name, value);
  }
  await page.goto(back.pathname + back.search);
}
