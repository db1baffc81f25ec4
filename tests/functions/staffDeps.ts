/**
 * The staff API's dependencies for a handler test: the test backend's Firestore, stores, clock and logger, the
 * Auth of `app` (pointed at the file's Auth emulator), bookings moved and cancelled as the booking's own code
 * does; a retried delivery fails unless the test gives its own.
 */
import type { App } from 'firebase-admin/app';
import { staffBookingActions } from '../../functions/src/booking/change.js';
import { createStaffAuth } from '../../functions/src/runtime.js';
import { createAvailabilityStore } from '../../functions/src/staff/availability.js';
import type { StaffDeps } from '../../functions/src/staff/handler.js';
import { createPreferencesStore } from '../../functions/src/staff/preferences.js';
import { createPrivacyStore } from '../../functions/src/staff/privacyStore.js';
import { createStaffStore } from '../../functions/src/staff/store.js';
import type { TestBackend } from './backend.js';

export function staffDeps(backend: TestBackend, app: App, over: Partial<StaffDeps> = {}): StaffDeps {
  const common = backend.common();
  return {
    auth: createStaffAuth(backend.logger, { FUNCTIONS_EMULATOR: 'true' }, app),
    siteOrigin: 'https://lakeforge.ca',
    store: createStaffStore(backend.db),
    privacy: createPrivacyStore(backend.db),
    preferences: createPreferencesStore(backend.db),
    mailer: common.mailer,
    mail: common.mail,
    availability: createAvailabilityStore(backend.db),
    calendarLoopback: false,
    bookings: staffBookingActions({ ...common, store: backend.bookings }),
    deliveries: {
      retry: () => Promise.reject(new Error('not used here')),
      retryTeamNotice: () => Promise.reject(new Error('not used here')),
    },
    clock: backend.clock,
    logger: backend.logger,
    ...over,
  };
}
