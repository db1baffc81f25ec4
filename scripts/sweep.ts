/**
 * `npm run sweep`: runs the delivery sweep once (functions/src/sweep.ts, the code the scheduled
 * function `sweepDeliveries` runs in production) against the local stack's Firestore on
 * 127.0.0.1:8080 and the local outbox. Start the stack first (`npm start`) or at least Firestore.
 */
import { createBookingStore } from '../functions/src/booking/store/index';
import { createInquiryStore } from '../functions/src/inquiry/store';
import { sweep } from '../functions/src/sweep';
import { localFunctionDeps } from './local-functions';

const { db, ...deps } = localFunctionDeps();
const report = await sweep({ ...deps, bookings: createBookingStore(db), inquiries: createInquiryStore(db) });
console.log(`Sweep: ${JSON.stringify(report)}`);
process.exit(0);
