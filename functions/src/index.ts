/**
 * HTTPS Cloud Functions of the site, reached through Hosting rewrites of /api/<name>
 * (see firebase.json): sendBookingEmail, contactEmail and servicesEmail. Each lives in its own module
 * and is exported from here.
 */
export {};
