/**
 * Where the contact form and the service request post, and where the functions send a browser that
 * posted one without scripts (303). Its own module: the route table imports it into every page's
 * first load, which must not carry the forms' messages.
 */

/** The prerendered thank-you pages a form posted without scripts is redirected to (303). */
export const SENT_PATHS = {
  contact: '/contact/sent',
  serviceRequest: '/services/request-sent',
} as const;

/** Where the forms post (Hosting rewrites /api/<name> to the function <name>). */
export const FORM_ENDPOINTS = {
  contact: '/api/contactEmail',
  serviceRequest: '/api/servicesEmail',
} as const;
