/**
 * The team's chat (issue #45, docs/functions.md "Team notifications") against the whole local stack: a visitor's
 * inquiry, sent through the contact page, reaches the local fake chat webhook (chatWebhook.ts) as the team reads
 * it. With the webhook refusing, the inquiry's notice fails without the visitor noticing; the sweep's team
 * notices (`npm run sweep -- --only team-notices`, run when the retry is due) post it again and fail again, the
 * back office shows the failure on the lead's card, and once the webhook is back a staff member posts it again
 * from the card.
 *
 * Run on the desktop, where staff work (docs/testing.md, "Which layout a test runs in").
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { rootDir } from '../../scripts/paths';
import { fakeClockEnv } from '../../scripts/test-clock';
import { CHAT_WEBHOOK_URL, chatPostsNaming, failChatFor } from './chatWebhook';
import { axeViolations, expect, test } from './fixtures';
import { openContact, storedFor, visitorEmail } from './inquiries';
import { OUTBOX } from './stack';
import { account, openLead, signInByEmailLink } from './staffAccounts';

/** The notice as the channel reads it (Slack's escaping: `&` as `&amp;`), with its link to the back office. */
const noticeOf = (name: string) =>
  `New contact inquiry from ${name} about Web Design &amp; Development. <http://127.0.0.1:5000/staff/leads|Open the leads>`;

/** Sends an inquiry through the contact page, as a visitor does, and waits for the thank-you. */
async function sendThroughSite(page: Page, name: string, email: string) {
  const contact = await openContact(page);
  await contact.name.fill(name);
  await contact.email.fill(email);
  await contact.service.selectOption({ label: 'Web Design & Development' });
  await contact.message.fill('Our budget is private: please call me back about a new website.');
  await contact.submit.click();
  await expect(page.getByRole('heading', { name: 'Thank you for reaching out!' })).toBeVisible({ timeout: 15_000 });
}

/** The stored inquiry's team notice (read with admin rights). */
async function teamNoticeOf(email: string) {
  const [stored] = await storedFor('contactInquiries', email);
  return stored?.teamNotice as { status: string; attempts: number; nextAttemptAt?: string; error?: string } | undefined;
}

/**
 * Runs the sweep's team notices once (`npm run sweep -- --only team-notices`: the scheduled function's code)
 * against the suite's stack, with its clock at `at`, the moment the notice's retry is due. Only that part: at
 * that later clock the whole sweep would also take the holds and email retries of specs running meanwhile.
 */
async function sweepTeamNoticesAt(at: string) {
  const env = { ...process.env, OUTBOX_DIR: OUTBOX, TEAM_CHAT_WEBHOOK_URL: CHAT_WEBHOOK_URL };
  const { stdout } = await promisify(execFile)(
    'node_modules/.bin/tsx',
    ['scripts/sweep.ts', '--only', 'team-notices'],
    {
      cwd: rootDir,
      env: fakeClockEnv(new Date(at), env),
    },
  );
  return stdout;
}

test('a new inquiry reaches the team chat; a refused notice is retried by the sweep, shown failed in the back office, and posted again from its card @desktop', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 6);

  // Posted as the team reads it: the visitor's name and what they asked about; never their message or address.
  const posted = `Cora Channel ${suffix}`;
  const postedEmail = visitorEmail(testInfo, 'chat-posted');
  await sendThroughSite(page, posted, postedEmail);
  await expect.poll(() => chatPostsNaming(posted)).toEqual([noticeOf(posted)]);
  expect(await teamNoticeOf(postedEmail)).toEqual({ status: 'sent', attempts: 1 });

  // The webhook refuses this visitor's notice: the visitor is thanked all the same, and the notice waits.
  const refused = `Fay Failing ${suffix}`;
  const refusedEmail = visitorEmail(testInfo, 'chat-refused');
  const restoreChat = await failChatFor(refused);
  try {
    await sendThroughSite(page, refused, refusedEmail);
    const failed = await teamNoticeOf(refusedEmail);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'team chat: chat webhook answered HTTP 500',
      nextAttemptAt: expect.any(String),
    });
    expect(await chatPostsNaming(refused)).toEqual([noticeOf(refused)]);

    // When the retry is due, the sweep posts it again; still refused, it waits for the next.
    expect(await sweepTeamNoticesAt(failed!.nextAttemptAt!)).toMatch(/^Sweep: \{"delivered":\d+,"failed":[1-9]/m);
    expect(await chatPostsNaming(refused)).toEqual([noticeOf(refused), noticeOf(refused)]);
    expect(await teamNoticeOf(refusedEmail)).toMatchObject({ status: 'failed', attempts: 2 });

    // The back office shows the failure on the lead's card, in words, with its cause.
    const staff = await account('chat', true);
    await signInByEmailLink(page, staff.email);
    await expect(page.getByRole('heading', { name: 'Meetings' })).toBeVisible({ timeout: 15_000 });
    const card = await openLead(page, refused);
    await expect(card.getByText('Team chat: failed (2 tries)')).toHaveCount(2);
    await expect(card.getByText('team chat: chat webhook answered HTTP 500')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await restoreChat();
  }

  // The webhook is back: a staff member posts the notice again from the card, and the card says it was.
  const card = page.getByRole('article', { name: refused });
  await card.getByRole('button', { name: 'Post to team chat again' }).click();
  await expect(card.getByRole('status')).toHaveText(`Delivered: ${refused}'s lead reached the team's chat.`, {
    timeout: 15_000,
  });
  await expect(card.getByText('Team chat: sent')).toHaveCount(2);
  await expect(card.getByRole('button', { name: 'Post to team chat again' })).toHaveCount(0);
  expect(await chatPostsNaming(refused)).toEqual([noticeOf(refused), noticeOf(refused), noticeOf(refused)]);
  expect(await teamNoticeOf(refusedEmail)).toEqual({ status: 'sent', attempts: 3 });
});
