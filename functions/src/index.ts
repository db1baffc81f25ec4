/**
 * HTTPS Cloud Functions of the site (2nd gen), reached through Hosting rewrites of /api/<name>
 * (firebase.json): sendBookingEmail, contactEmail, servicesEmail, manageBooking and staffApi (/api/staff/**),
 * and bookingsFeed (/calendar/bookings/**), plus the scheduled sweepDeliveries, sendBookingReminders,
 * refreshGoogleReviews and importBusyCalendars. Each is a thin handler in the folder of
 * its use case (booking/handler.ts, booking/manage.ts, booking/reminders.ts, inquiry/contact.ts,
 * inquiry/services.ts, reviews/refresh.ts, staff/handler.ts, staff/feed.ts, availability/import.ts) or sweep.ts;
 * this file alone declares the triggers, their
 * deployment options and parameters, and wires the dependencies once per instance (runtime.ts builds
 * them from the environment). See docs/functions.md.
 */
import { fileURLToPath } from 'node:url';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest, type HttpsOptions } from 'firebase-functions/https';
import { onSchedule, type ScheduleOptions } from 'firebase-functions/scheduler';
import { handleBooking, type BookingDeps } from './booking/handler.js';
import { handleContact } from './inquiry/contact.js';
import { systemClock } from './lib/clock.js';
import { toRequestHandler } from './http/express.js';
import type { ApiRequest } from './http/request.js';
import type { InquiryDeps } from './inquiry/handler.js';
import { handleManage, type ManageDeps } from './booking/manage.js';
import { sendReminders, type ReminderDeps } from './booking/reminders.js';
import { handleServiceRequest } from './inquiry/services.js';
import { createBookingStore } from './booking/store/index.js';
import { createInquiryStore } from './inquiry/store.js';
import { createPlacesClient } from './reviews/places.js';
import { refreshReviews } from './reviews/refresh.js';
import { createReviewsStore } from './reviews/store.js';
import {
  createFirestore,
  createLinkService,
  createMailService,
  createRateLimiter,
  createStaffAuth,
  createSubmissionGuard,
  createTeamChat,
  FEED_RATE_LIMIT_DEFAULTS,
  MANAGE_RATE_LIMIT_DEFAULTS,
  siteOrigin,
  warmFirestore,
} from './runtime.js';
import { sweep, type SweepDeps } from './sweep.js';
import { staffBookingActions } from './booking/change.js';
import { inquiryRetries } from './inquiry/retries.js';
import { handleStaff, type StaffDeps } from './staff/handler.js';
import { createStaffStore } from './staff/store.js';
import { createPrivacyStore } from './staff/privacyStore.js';
import { createPreferencesStore } from './staff/preferences.js';
import { createAvailabilityStore } from './staff/availability.js';
import { handleBookingsFeed, type BookingsFeedDeps } from './staff/feed.js';
import { createFeedStore } from './staff/feedStore.js';
import { DEFAULT_FETCH_OPTIONS, fetchCalendar } from './availability/calendarFetch.js';
import { importBusyTimes, parseUrlList } from './availability/import.js';
import { createBusyStore } from './availability/store.js';

/** SendGrid API key (Secret Manager). Under the emulator, empty or 'outbox' sends mail to the local outbox. */
const sendgridApiKey = defineSecret('SENDGRID_API_KEY');
/** Signs the manage links in the visitor's emails (at least 32 characters; under the emulator a local one). */
const manageLinkSecret = defineSecret('MANAGE_LINK_SECRET');
// No defaults: a deploy asks for them (or reads functions/.env.<project id>); the local values are in
// functions/.env.demo-lakeforge, read only for the demo project.
const mailFrom = defineString('MAIL_FROM', {
  description: 'Sender of every email, "Name <address>" on a domain authenticated in SendGrid.',
});
const agencyInbox = defineString('AGENCY_INBOX', {
  description: 'Where bookings, inquiries and service requests are sent.',
});

/**
 * The team's chat webhook is optional per project, as Places is: `USE_TEAM_CHAT_WEBHOOK=true` in
 * functions/.env.<project> declares the secret TEAM_CHAT_WEBHOOK_URL (a Slack-compatible incoming webhook's
 * address), which its deploy then requires; without it no secret is declared and no lead is posted to a chat
 * (docs/functions.md, "Team notifications").
 */
const teamChatWebhook =
  process.env.USE_TEAM_CHAT_WEBHOOK?.trim() === 'true' ? defineSecret('TEAM_CHAT_WEBHOOK_URL') : undefined;
/** The secrets of every function that sends a lead's emails or its team notice. */
const leadSecrets = [sendgridApiKey, manageLinkSecret, ...(teamChatWebhook ? [teamChatWebhook] : [])];

/** `<repo>/.local/outbox` (this file is functions/src/index.ts, bundled to functions/lib/index.js). */
const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../.local/outbox', import.meta.url));

const REGION = 'northamerica-northeast2';

/**
 * One request per instance at a time (Cloud Run's concurrency; firebase-tools' default for less than a
 * whole CPU, written down so that it stays): the runtime reads, inflates and parses every body before
 * our code runs, and a small compressed body can need more than the instance's 256 MiB (measured:
 * docs/functions.md, "Compressed bodies"). Alone on its instance, such a request takes down only itself.
 */
const options: HttpsOptions = {
  region: REGION,
  // Hosting's rewrites call the functions anonymously. Declared rather than left to firebase-tools, which makes
  // a function public only when it creates it: every deploy then sets it, e.g. once an organisation policy that
  // refused it has an exception (docs/operations.md).
  invoker: 'public',
  maxInstances: 10,
  concurrency: 1,
  timeoutSeconds: 60,
  memory: '256MiB',
  secrets: leadSecrets,
  // No CORS grant to any origin: the browser calls the functions through Hosting on the site's own origin.
  // Said explicitly because the Functions emulator's `enableCors` otherwise grants every origin locally.
  cors: false,
};

interface Shared {
  booking: BookingDeps;
  contact: InquiryDeps;
  services: InquiryDeps;
  manage: ManageDeps;
  sweep: SweepDeps;
  reminders: ReminderDeps;
  staff: StaffDeps;
  feed: BookingsFeedDeps;
}

let shared: Shared | undefined;
let warmUp: Promise<void> | undefined;

/** Read by every instance as it starts (warmFirestore): the public reviews document, read by the site too. */
const WARM_UP_DOCUMENT = 'public/reviews';

/**
 * Built at the first request (parameters and secrets are only readable at run time). Outside the
 * emulator, unusable mail settings give a mailer that always fails (createMailService).
 */
function dependencies(): Shared {
  if (shared) return shared;
  const { mailer, mail } = createMailService({
    apiKey: sendgridApiKey.value(),
    from: mailFrom.value(),
    agencyInbox: agencyInbox.value(),
    outboxDir: process.env.OUTBOX_DIR || DEFAULT_OUTBOX_DIR,
    logger,
  });
  const common = { mailer, mail, clock: systemClock, logger };
  const teamChat = createTeamChat(teamChatWebhook?.value(), logger);
  const db = createFirestore();
  warmUp = warmFirestore(() => db.doc(WARM_UP_DOCUMENT).get(), logger);
  const inquiries = createInquiryStore(db);
  const bookings = createBookingStore(db);
  const guard = createSubmissionGuard(db);
  const links = createLinkService(manageLinkSecret.value(), logger);
  const forms = { guard, siteOrigin: siteOrigin() };
  shared = {
    booking: { ...common, ...forms, store: bookings, limiter: createRateLimiter(), links, teamChat },
    contact: { ...common, ...forms, store: inquiries, limiter: createRateLimiter(), teamChat },
    services: { ...common, ...forms, store: inquiries, limiter: createRateLimiter(), teamChat },
    manage: {
      ...common,
      store: bookings,
      limiter: createRateLimiter(process.env, MANAGE_RATE_LIMIT_DEFAULTS),
      client: guard.client,
      siteOrigin: forms.siteOrigin,
      links,
    },
    sweep: { ...common, bookings, inquiries, links, teamChat },
    reminders: { ...common, store: bookings, links },
    staff: {
      auth: createStaffAuth(logger),
      siteOrigin: siteOrigin(),
      store: createStaffStore(db),
      privacy: createPrivacyStore(db),
      preferences: createPreferencesStore(db),
      mailer,
      mail,
      availability: createAvailabilityStore(db),
      calendarLoopback: process.env.FUNCTIONS_EMULATOR === 'true',
      bookings: staffBookingActions({ ...common, store: bookings, links }),
      deliveries: inquiryRetries({ ...common, store: inquiries, teamChat }),
      clock: systemClock,
      logger,
    },
    feed: {
      store: createFeedStore(db),
      limiter: createRateLimiter(process.env, FEED_RATE_LIMIT_DEFAULTS),
      client: guard.client,
      clock: systemClock,
      logger,
    },
  };
  return shared;
}

/**
 * The dependencies once the instance's warm-up read is done: the HTTPS functions' first request
 * waits for it, so the workers `npm start` warms with one GET each serve their first booking as fast
 * as later ones.
 */
async function warmDependencies(): Promise<Shared> {
  const deps = dependencies();
  await warmUp;
  return deps;
}

export const sendBookingEmail = onRequest(
  options,
  toRequestHandler(async (request: ApiRequest) => handleBooking(request, (await warmDependencies()).booking), logger),
);

export const contactEmail = onRequest(
  options,
  toRequestHandler(async (request: ApiRequest) => handleContact(request, (await warmDependencies()).contact), logger),
);

export const servicesEmail = onRequest(
  options,
  toRequestHandler(
    async (request: ApiRequest) => handleServiceRequest(request, (await warmDependencies()).services),
    logger,
  ),
);

/**
 * /api/staff/**: the back office's API (staff/handler.ts, docs/staff.md). Each request carries a staff
 * member's Firebase ID token; the export streams CSV.
 */
export const staffApi = onRequest(
  options,
  toRequestHandler(async (request: ApiRequest) => handleStaff(request, (await warmDependencies()).staff), logger),
);

/**
 * /calendar/bookings/<token>.ics: the staff's bookings feed (bookingsFeed/handler.ts), public because calendar
 * apps cannot sign in; the secret token in the address is the key.
 */
export const bookingsFeed = onRequest(
  options,
  toRequestHandler(async (request: ApiRequest) => handleBookingsFeed(request, (await warmDependencies()).feed), logger),
);

/** The scheduled jobs that mail: one instance at a time, each run well inside five minutes. */
const backgroundJob: Omit<ScheduleOptions, 'schedule'> = {
  region: REGION,
  timeoutSeconds: 300,
  memory: '256MiB',
  maxInstances: 1,
  secrets: leadSecrets,
};

export const manageBooking = onRequest(
  options,
  toRequestHandler(async (request: ApiRequest) => handleManage(request, (await warmDependencies()).manage), logger),
);

/**
 * Every 15 minutes: the one reminder of each upcoming booking whose reminder is due, a day (or an
 * hour) before the meeting (booking/reminders.ts).
 */
export const sendBookingReminders = onSchedule({ ...backgroundJob, schedule: 'every 15 minutes' }, async () => {
  await sendReminders(dependencies().reminders);
});

/**
 * Every 5 minutes: delivers inquiries and booking notices that are still pending or failed (with
 * backoff, alerting the agency after the last attempt) and deletes dead booking holds (sweep.ts).
 */
export const sweepDeliveries = onSchedule({ ...backgroundJob, schedule: 'every 5 minutes' }, async () => {
  await sweep(dependencies().sweep);
});

/**
 * Google Places is optional per project. A project whose parameters name its place (PLACES_PLACE_ID in
 * functions/.env.<project>) declares the PLACES_API_KEY secret, which its deploy then requires; a project
 * without one declares no secret, deploys with nothing to set, and its refresh logs that reviews are not
 * configured while the site keeps its stored or sample reviews. `firebase deploy` loads this file with the
 * project's parameter files in the environment, and the deployed functions run with the same values, so both
 * make the same choice (scripts/functionsParams.test.ts checks it with firebase-tools' own discovery).
 */
const placesPlaceId = process.env.PLACES_PLACE_ID?.trim() ?? '';
/** Google Places API key (Secret Manager), restricted to the Places API (New). */
const placesApiKey = placesPlaceId ? defineSecret('PLACES_API_KEY') : undefined;

/** Daily: the business's Google reviews into the public document `public/reviews` (docs/reviews.md). */
export const refreshGoogleReviews = onSchedule(
  {
    schedule: 'every day 05:00',
    timeZone: 'America/Toronto',
    region: REGION,
    secrets: placesApiKey ? [placesApiKey] : [],
  },
  async () => {
    await refreshReviews({
      places: placesApiKey && createPlacesClient({ apiKey: placesApiKey.value(), placeId: placesPlaceId }),
      store: createReviewsStore(createFirestore()),
      clock: systemClock,
      logger,
    });
  },
);

/**
 * The agency's own secret calendar addresses for this deploy, besides those staff set in the back office.
 * Optional per project, as Places is: `USE_BUSY_CALENDAR_SECRET=true` in functions/.env.<project> declares the
 * secret BUSY_CALENDAR_URLS (comma-separated addresses), which its deploy then requires; without it no secret
 * is declared and only the back office's addresses are read (docs/availability.md). The addresses are secrets
 * (whoever has one reads the calendar), so they live in Secret Manager, never in a committed parameter file.
 */
const busyCalendarUrls =
  process.env.USE_BUSY_CALENDAR_SECRET?.trim() === 'true' ? defineSecret('BUSY_CALENDAR_URLS') : undefined;

/**
 * Every 10 minutes: the agency's calendars into the public busy times `availability/busy` that the wizard
 * and the booking function read (availability/import.ts). It mails only the agency's alert.
 */
export const importBusyCalendars = onSchedule(
  {
    ...backgroundJob,
    schedule: 'every 10 minutes',
    secrets: [...leadSecrets, ...(busyCalendarUrls ? [busyCalendarUrls] : [])],
  },
  async () => {
    const { mailer, mail } = dependencies().sweep;
    await importBusyTimes({
      store: createBusyStore(createFirestore()),
      configuredUrls: parseUrlList(busyCalendarUrls?.value()),
      // Under the emulator a local fake server may stand in for the calendars (npm run busy:refresh).
      fetchCalendar: (address, validators) =>
        fetchCalendar(address, validators, {
          ...DEFAULT_FETCH_OPTIONS,
          network: process.env.FUNCTIONS_EMULATOR === 'true' ? 'local' : 'public',
        }),
      mailer,
      mail,
      clock: systemClock,
      logger,
    });
  },
);
