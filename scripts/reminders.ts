/**
 * `npm run reminders`: runs the reminder job once (functions/src/booking/reminders.ts, the code the scheduled
 * function `sendBookingReminders` runs every 15 minutes in production) against the local stack's
 * Firestore and the local outbox. Start the stack first (`npm start`) or at least Firestore.
 */
import { sendReminders } from '../functions/src/booking/reminders';
import { createBookingStore } from '../functions/src/booking/store/index';
import { localFunctionDeps } from './local-functions';

const { db, ...deps } = localFunctionDeps();
const report = await sendReminders({ ...deps, store: createBookingStore(db) });
console.log(`Reminders: ${JSON.stringify(report)}`);
process.exit(0);
