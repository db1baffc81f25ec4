/**
 * `npm run sweep`: runs the delivery sweep once (functions/src/sweep.ts, the code the scheduled
 * function `sweepDeliveries` runs in production) against the local stack's Firestore on
 * 127.0.0.1:8080 and the local outbox. Start the stack first (`npm start`) or at least Firestore.
 * `npm run sweep -- --only team-notices` runs only its part that posts the due team chat notices.
 */
import { parseArgs } from 'node:util';
import { createBookingStore } from '../functions/src/booking/store/index';
import { createInquiryStore } from '../functions/src/inquiry/store';
import { sweep, sweepTeamNotices } from '../functions/src/sweep';
import { localFunctionDeps } from './local-functions';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
if (values.only !== undefined && values.only !== 'team-notices') {
  console.error(`--only takes 'team-notices', not '${values.only}'`);
  process.exit(2);
}
const { db, ...deps } = localFunctionDeps();
const sweepDeps = { ...deps, bookings: createBookingStore(db), inquiries: createInquiryStore(db) };
const report = values.only ? await sweepTeamNotices(sweepDeps) : await sweep(sweepDeps);
console.log(`Sweep: ${JSON.stringify(report)}`);
process.exit(0);
