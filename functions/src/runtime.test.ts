import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MailUnavailableError } from './mail/mailer.js';
import { LinksUnavailableError } from './booking/links.js';
import { bookingConfirmation } from './booking/emails.js';
import { readOutbox } from './mail/outbox.js';
import { createLinkService, createMailService, createTeamChat, warmFirestore, type MailSettings } from './runtime.js';
import { ChatDeliveryError } from './chat/webhook.js';
import { recordingLogger } from '../../tests/functions/support.js';

const message = {
  to: { email: 'ada@lakeforge.ca' },
  from: { email: 'hello@lakeforge.ca' },
  subject: 'Hello',
  text: 'Hello',
  html: '<p>Hello</p>',
};
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function service(overrides: Partial<MailSettings>, env: NodeJS.ProcessEnv) {
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'runtime-test-'));
  dirs.push(outboxDir);
  const logger = recordingLogger();
  const settings = {
    apiKey: 'SG.key',
    from: 'Lakeforge Digital <hello@lakeforge.ca>',
    agencyInbox: 'hello@lakeforge.ca',
    outboxDir,
    logger,
    env,
    ...overrides,
  };
  return { ...createMailService(settings), logger, outboxDir };
}

/** A deployed project's address (SITE_URL in its functions/.env.<project>). */
const DEPLOYED = { SITE_URL: 'https://lakeforge.ca' };

describe('createMailService outside the emulator (deployed)', () => {
  it.each([
    [{ apiKey: '' }, 'SENDGRID_API_KEY is not set'],
    [{ apiKey: 'outbox' }, 'SENDGRID_API_KEY is not set'],
    [{ from: '' }, 'MAIL_FROM is not set'],
    [{ from: 'Lakeforge <hello@example.com>' }, 'MAIL_FROM is a placeholder address (hello@example.com)'],
    [{ agencyInbox: 'not an address' }, 'AGENCY_INBOX is not an email address'],
    [{ agencyInbox: 'inbox@agency.test' }, 'AGENCY_INBOX is a placeholder address (inbox@agency.test)'],
  ])('fails closed with %j: every send throws MailUnavailableError, the cause logged once', async (settings, cause) => {
    const { mailer, logger, outboxDir } = await service(settings, DEPLOYED);
    await expect(mailer.send(message)).rejects.toThrow(MailUnavailableError);
    await expect(mailer.send(message)).rejects.toThrow(cause);
    expect(logger.lines).toEqual([expect.stringContaining(cause)]);
    expect(await readOutbox(outboxDir)).toEqual([]);
  });

  it.each([
    [{}, 'SITE_URL is not set'],
    [{ SITE_URL: ' ' }, 'SITE_URL is not set'],
    [{ SITE_URL: 'http://staging.lakeforge.ca' }, 'SITE_URL is not an https address (http://staging.lakeforge.ca)'],
    [{ SITE_URL: 'staging.lakeforge.ca' }, 'SITE_URL is not an https address (staging.lakeforge.ca)'],
  ])('fails closed without its own https address (%j): its emails would link to another site', async (env, cause) => {
    const { mailer, logger } = await service({}, env);
    await expect(mailer.send(message)).rejects.toThrow(cause);
    expect(logger.lines).toEqual([expect.stringContaining(cause)]);
  });

  it('names every problem at once', async () => {
    const { logger } = await service({ apiKey: undefined, from: '', agencyInbox: 'x@example.org' }, {});
    expect(logger.lines[0]).toContain(
      'SENDGRID_API_KEY is not set; MAIL_FROM is not set; AGENCY_INBOX is a placeholder address (x@example.org); SITE_URL is not set',
    );
  });

  it('with a key, real addresses and its address logs nothing and parses the addresses', async () => {
    const { mail, logger } = await service({}, { SITE_URL: 'https://staging.lakeforge.ca/' });
    expect(logger.lines).toEqual([]);
    expect(mail).toEqual({
      from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
      agencyInbox: { email: 'hello@lakeforge.ca' },
      siteUrl: 'https://staging.lakeforge.ca',
    });
  });
});

describe("each deployed project's emails", () => {
  const start = new Date('2026-11-24T16:00:00.000Z');
  const booking = { name: 'Ada', email: 'ada@example.com', purpose: 'SEO', start, slotId: start.toISOString() };

  /** A booking confirmation as a project deployed with `env` sends it: footer and manage link. */
  async function confirmationFrom(env: NodeJS.ProcessEnv) {
    const { mail } = await service({}, env);
    const links = createLinkService('s'.repeat(32), recordingLogger(), env);
    return bookingConfirmation(booking, mail, start, links.url(links.bookingId('attempt-1', booking.slotId), start));
  }

  it("link to that project's SITE_URL, footer and manage link alike, and never to the other's", async () => {
    const staging = await confirmationFrom({ SITE_URL: 'https://staging.site-b.example' });
    const production = await confirmationFrom({ SITE_URL: 'https://www.site-a.example' });
    for (const [email, own, other] of [
      [staging, 'staging.site-b.example', 'site-a.example'],
      [production, 'www.site-a.example', 'site-b.example'],
    ] as const) {
      expect(email.text).toContain(`https://${own}/manage-booking?token=`);
      expect(email.text).toMatch(new RegExp(`· ${own.replaceAll('.', '\\.')}\n$`));
      expect(email.html).toContain(`<a href="https://${own}" `);
      expect(email.html).toContain(`href="https://${own}/manage-booking?token=`);
      for (const body of [email.text, email.html]) {
        expect(body).not.toContain(other);
        expect(body).not.toContain('lakeforge.ca/');
      }
    }
  });
});

describe('createMailService under the Functions emulator', () => {
  it('writes to the local outbox without a key, whatever the addresses', async () => {
    const { mailer, logger, outboxDir } = await service(
      { apiKey: '', agencyInbox: 'inbox@example.com' },
      { FUNCTIONS_EMULATOR: 'true' },
    );
    await mailer.send(message);
    expect((await readOutbox(outboxDir)).map((entry) => entry.message.subject)).toEqual(['Hello']);
    expect(logger.lines).toEqual([expect.stringContaining('Outbox: Hello')]);
  });
});

describe('createLinkService', () => {
  const now = new Date('2026-11-23T15:10:00.000Z');
  const start = new Date('2026-11-24T16:00:00.000Z');

  it('signs links to SITE_URL with the secret, and they verify', () => {
    const links = createLinkService('s'.repeat(32), recordingLogger(), { SITE_URL: 'https://example.org/' });
    const url = new URL(links.url(links.bookingId('attempt-1', start.toISOString()), start));
    expect(url.origin + url.pathname).toBe('https://example.org/manage-booking');
    expect(links.verify(url.searchParams.get('token'), now).ok).toBe(true);
  });

  it('under the emulator without a secret, signs with the local one', () => {
    const links = createLinkService('', recordingLogger(), { FUNCTIONS_EMULATOR: 'true' });
    const url = new URL(links.url(links.bookingId('attempt-1', start.toISOString()), start));
    expect(url.origin).toBe('https://lakeforge.ca');
    expect(links.verify(url.searchParams.get('token'), now).ok).toBe(true);
  });

  it.each([undefined, '', 'too-short'])('deployed with the secret %j, makes no link and says why once', (secret) => {
    const logger = recordingLogger();
    const links = createLinkService(secret, logger, {});
    expect(() => links.bookingId('attempt-1', start.toISOString())).toThrow(LinksUnavailableError);
    expect(() => links.verify('anything', now)).toThrow(LinksUnavailableError);
    expect(logger.lines).toEqual([expect.stringMatching(/^Manage links are not configured: MANAGE_LINK_SECRET/)]);
  });
});

describe('createTeamChat', () => {
  const SLACK = 'https://hooks.slack.com/services/T0/B0/secret-part';

  it('is absent, and says nothing, without an address: no lead gets a team notice', () => {
    const logger = recordingLogger();
    expect(createTeamChat(undefined, logger, {})).toBeUndefined();
    expect(createTeamChat('  ', logger, { FUNCTIONS_EMULATOR: 'true' })).toBeUndefined();
    // Deployed, only the secret counts: a plain environment variable is never read.
    expect(createTeamChat(undefined, logger, { TEAM_CHAT_WEBHOOK_URL: SLACK })).toBeUndefined();
    expect(logger.lines).toEqual([]);
  });

  it('deployed, takes an https address on a named host, logging nothing', () => {
    const logger = recordingLogger();
    expect(createTeamChat(SLACK, logger, {})).toBeDefined();
    expect(logger.lines).toEqual([]);
  });

  it.each(['http://127.0.0.1:4600/hook', 'https://10.0.0.5/hook', 'not a url'])(
    'deployed, refuses %j: every post fails with the cause, logged once, never the address',
    async (address) => {
      const logger = recordingLogger();
      const chat = createTeamChat(address, logger, {});
      await expect(chat!.post({ text: 'x' })).rejects.toThrow(ChatDeliveryError);
      await expect(chat!.post({ text: 'x' })).rejects.toThrow(/^TEAM_CHAT_WEBHOOK_URL is refused: it /);
      expect(logger.lines).toEqual([expect.stringMatching(/^TEAM_CHAT_WEBHOOK_URL is refused: it /)]);
      expect(logger.lines.join()).not.toContain(address);
    },
  );

  it('under the emulator, takes a loopback address from the environment, for a local fake', () => {
    const logger = recordingLogger();
    const env = { FUNCTIONS_EMULATOR: 'true', TEAM_CHAT_WEBHOOK_URL: 'http://127.0.0.1:4600/hook' };
    expect(createTeamChat(undefined, logger, env)).toBeDefined();
    expect(logger.lines).toEqual([]);
  });
});

describe('warmFirestore', () => {
  it('resolves once the read is done, logging nothing', async () => {
    const logger = recordingLogger();
    let reads = 0;
    await warmFirestore(async () => void reads++, logger);
    expect(reads).toBe(1);
    expect(logger.lines).toEqual([]);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('UNAVAILABLE: no connection'))],
    [
      'throws',
      () => {
        throw new Error('UNAVAILABLE: no connection');
      },
    ],
  ])('when the read %s, resolves and says why', async (_, read) => {
    const logger = recordingLogger();
    await warmFirestore(read, logger);
    expect(logger.lines).toEqual([expect.stringMatching(/^Firestore warm-up read failed.*UNAVAILABLE: no connection/)]);
  });

  it('when the read never settles, resolves after the bound and says so', async () => {
    const logger = recordingLogger();
    await warmFirestore(() => new Promise(() => {}), logger, 10);
    expect(logger.lines).toEqual([expect.stringMatching(/^Firestore warm-up read failed.*took longer than 10 ms/)]);
  });
});
