/**
 * What the scheduled functions get in production, for running them once locally (`npm run sweep`,
 * `npm run reminders`): the local stack's Firestore on 127.0.0.1:8080, the local outbox, the demo
 * project's sender and inbox, emails and manage links pointing at the local site, signed as the Functions
 * emulator signs them, and the team's chat webhook at TEAM_CHAT_WEBHOOK_URL when set (a local fake).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import * as logger from 'firebase-functions/logger';
import { systemClock } from '../functions/src/lib/clock';
import { parseAddress } from '../functions/src/mail/mailer';
import { createOutboxMailer } from '../functions/src/mail/outbox';
import { createFirestore, createLinkService, createTeamChat } from '../functions/src/runtime';
import { rootDir } from './paths';
import { ports, projectId } from './start';

export function localFunctionDeps() {
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  process.env.GCLOUD_PROJECT ??= projectId;
  // The same sender and inbox as the local stack's functions (read only for the demo project).
  const localParams = parseEnv(readFileSync(join(rootDir, 'functions', `.env.${projectId}`), 'utf8'));
  const siteUrl = process.env.SITE_URL ?? `http://127.0.0.1:${ports.hosting}`;
  return {
    db: createFirestore(),
    mailer: createOutboxMailer({
      dir: process.env.OUTBOX_DIR ?? join(rootDir, '.local', 'outbox'),
      log: (line) => logger.info(line),
    }),
    mail: {
      from: parseAddress(process.env.MAIL_FROM || localParams.MAIL_FROM!),
      agencyInbox: parseAddress(process.env.AGENCY_INBOX || localParams.AGENCY_INBOX!),
      siteUrl,
    },
    links: createLinkService(process.env.MANAGE_LINK_SECRET, logger, { FUNCTIONS_EMULATOR: 'true', SITE_URL: siteUrl }),
    teamChat: createTeamChat(undefined, logger, {
      FUNCTIONS_EMULATOR: 'true',
      TEAM_CHAT_WEBHOOK_URL: process.env.TEAM_CHAT_WEBHOOK_URL,
    }),
    clock: systemClock,
    logger,
  };
}
