/**
 * `npm run sweep`: runs the delivery sweep once (functions/src/sweep.ts, the code the scheduled
 * function `sweepDeliveries` runs in production) against the local stack's Firestore on
 * 127.0.0.1:8080 and the local outbox. Start the stack first (`npm start`) or at least Firestore.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import * as logger from 'firebase-functions/logger';
import { systemClock } from '../functions/src/http/api';
import { parseAddress } from '../functions/src/mail/mailer';
import { createOutboxMailer } from '../functions/src/mail/outbox';
import { createFirestore } from '../functions/src/runtime';
import { createBookingStore, createInquiryStore } from '../functions/src/store/firestore';
import { sweep } from '../functions/src/sweep';
import { rootDir } from './paths';
import { ports, projectId } from './start';

process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
process.env.GCLOUD_PROJECT ??= projectId;
// The same sender and inbox as the local stack's functions (read only for the demo project).
const localParams = parseEnv(readFileSync(join(rootDir, 'functions', `.env.${projectId}`), 'utf8'));

const db = createFirestore();
const report = await sweep({
  bookings: createBookingStore(db),
  inquiries: createInquiryStore(db),
  mailer: createOutboxMailer({
    dir: process.env.OUTBOX_DIR ?? join(rootDir, '.local', 'outbox'),
    log: (line) => logger.info(line),
  }),
  mail: {
    from: parseAddress(process.env.MAIL_FROM || localParams.MAIL_FROM!),
    agencyInbox: parseAddress(process.env.AGENCY_INBOX || localParams.AGENCY_INBOX!),
  },
  clock: systemClock,
  logger,
});
console.log(`Sweep: ${JSON.stringify(report)}`);
process.exit(0);
