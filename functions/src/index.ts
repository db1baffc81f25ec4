/**
 * HTTPS Cloud Functions of the site (2nd gen), reached through Hosting rewrites of /api/<name>
 * (firebase.json): sendBookingEmail, contactEmail and servicesEmail. Each is a thin handler in its
 * own module (booking.ts, contact.ts, services.ts); this file declares the deployment options and
 * parameters and wires the dependencies once per instance. See docs/functions.md.
 */
import { fileURLToPath } from 'node:url';
import * as logger from 'firebase-functions/logger';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest, type HttpsOptions } from 'firebase-functions/https';
import { handleBooking, type BookingDeps } from './booking.js';
import { handleContact } from './contact.js';
import { systemClock, toRequestHandler, type ApiRequest } from './http/api.js';
import type { InquiryDeps } from './inquiry.js';
import { parseAddress } from './mail/mailer.js';
import { handleServiceRequest } from './services.js';
import { createBookingStore, createInquiryStore } from './store/firestore.js';
import { createFirestore, createMailer, createRateLimiter, createSubmissionGuard } from './runtime.js';

/** SendGrid API key (Secret Manager). Empty or 'outbox' (local runs): mail goes to the local outbox. */
const sendgridApiKey = defineSecret('SENDGRID_API_KEY');
const DEFAULT_MAIL_FROM = 'Lakeforge Digital <hello@lakeforge.ca>';
const DEFAULT_AGENCY_INBOX = 'hello@lakeforge.ca';
const mailFrom = defineString('MAIL_FROM', {
  default: DEFAULT_MAIL_FROM,
  description: 'Sender of every email, "Name <address>" on a domain authenticated in SendGrid.',
});
const agencyInbox = defineString('AGENCY_INBOX', {
  default: DEFAULT_AGENCY_INBOX,
  description: 'Where bookings, inquiries and service requests are sent.',
});

/** `<repo>/.local/outbox` (this file is functions/src/index.ts, bundled to functions/lib/index.js). */
const DEFAULT_OUTBOX_DIR = fileURLToPath(new URL('../../.local/outbox', import.meta.url));

const options: HttpsOptions = {
  region: 'northamerica-northeast2',
  maxInstances: 10,
  timeoutSeconds: 60,
  memory: '256MiB',
  secrets: [sendgridApiKey],
};

interface Shared {
  booking: BookingDeps;
  contact: InquiryDeps;
  services: InquiryDeps;
}

let shared: Shared | undefined;

/**
 * Built at the first request (parameters and secrets are only readable at run time). Outside a
 * deployment or the emulator (e.g. tests), unset parameters read as '' and their defaults apply.
 */
function dependencies(): Shared {
  if (shared) return shared;
  const mail = {
    from: parseAddress(mailFrom.value() || DEFAULT_MAIL_FROM),
    agencyInbox: parseAddress(agencyInbox.value() || DEFAULT_AGENCY_INBOX),
  };
  const common = {
    mailer: createMailer({
      apiKey: sendgridApiKey.value(),
      outboxDir: process.env.OUTBOX_DIR || DEFAULT_OUTBOX_DIR,
      logger,
    }),
    mail,
    clock: systemClock,
    logger,
  };
  const db = createFirestore();
  const inquiries = createInquiryStore(db);
  const guard = createSubmissionGuard(db);
  shared = {
    booking: { ...common, store: createBookingStore(db), limiter: createRateLimiter(), guard },
    contact: { ...common, store: inquiries, limiter: createRateLimiter(), guard },
    services: { ...common, store: inquiries, limiter: createRateLimiter(), guard },
  };
  return shared;
}

export const sendBookingEmail = onRequest(
  options,
  toRequestHandler((request: ApiRequest) => handleBooking(request, dependencies().booking), logger),
);

export const contactEmail = onRequest(
  options,
  toRequestHandler((request: ApiRequest) => handleContact(request, dependencies().contact), logger),
);

export const servicesEmail = onRequest(
  options,
  toRequestHandler((request: ApiRequest) => handleServiceRequest(request, dependencies().services), logger),
);
