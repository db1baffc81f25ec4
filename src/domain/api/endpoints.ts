/**
 * Where the browser sends each request (Hosting rewrites /api/<name> to the function <name>), and where
 * the functions send a browser that posted a form without scripts (303). Plain strings in a module of
 * their own: pages import it into their first load, which must not carry the schemas or the messages.
 */

export const API_ENDPOINTS = {
  booking: '/api/sendBookingEmail',
  contact: '/api/contactEmail',
  serviceRequest: '/api/servicesEmail',
  manage: '/api/manageBooking',
} as const;

/** The prerendered thank-you pages a form posted without scripts is redirected to (303). */
export const SENT_PATHS = {
  contact: '/contact/sent',
  serviceRequest: '/services/request-sent',
} as const;
