/**
 * What a `/#cta` link lands on: the booking section's id and its wizard's chunk. A module of its own, so that the
 * home page can name them without loading the section's code (src/pages/HomePage.tsx).
 */
export const BOOKING_SECTION_ID = 'cta';

export const loadBookingWizard = () => import('./BookingWizard');
