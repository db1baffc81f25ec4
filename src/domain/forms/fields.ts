/**
 * The public forms' options, limits and messages: plain constants, no zod, so the browser can use
 * them without bundling the validation library. src/domain/forms/schemas.ts builds the server's
 * schemas (the authority) from the same values.
 */

/** What a consultation can be about (the select's placeholder 'I need help with...' is not one). */
export const MEETING_PURPOSES = [
  'Website Development',
  'Mobile App Development',
  'UI/UX Design',
  'Project Consultation',
  'Other',
] as const;
export type MeetingPurpose = (typeof MEETING_PURPOSES)[number];
/** Placeholder of the purpose select; its value is '' and is not a valid purpose. */
export const MEETING_PURPOSE_PLACEHOLDER = 'I need help with...';

/** The contact form's service choices; '' means none chosen ('Select a service'). */
export const CONTACT_SERVICES = ['', 'seo', 'ppc', 'social', 'web'] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];
export const CONTACT_SERVICE_LABELS: Readonly<Record<ContactService, string>> = {
  '': 'Select a service',
  seo: 'SEO & Content Marketing',
  ppc: 'PPC & Paid Advertising',
  social: 'Social Media Marketing',
  web: 'Web Design & Development',
};

export const LIMITS = {
  name: 100,
  email: 254,
  message: 5000,
  requirements: 2000,
  serviceField: 100,
  attemptId: 64,
} as const;

/** Name of the hidden honeypot field: people leave it empty, form-filling bots do not. */
export const HONEYPOT_FIELD = 'website';

/** Milliseconds between the page being shown and the form sent, measured by the browser (minimum fill time). */
export const FILL_TIME_FIELD = 'fillMs';

/**
 * The fewest milliseconds a person takes from seeing a page to sending its form: the functions take a JSON
 * post that claims less for a bot's, and the site's script waits out the rest before it sends, so a fast
 * visitor with autofill is never taken for one (docs/abuse.md, "Bots").
 */
export const MIN_FILL_MS = 3000;

/** What a visitor reads next to a field, in the browser and in the server's 400 answers alike. */
export const FIELD_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name to ${LIMITS.name} characters or fewer.`,
  nameControl: 'Please enter your name on a single line, without special characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  purposeRequired: 'Please choose what the meeting is about.',
  messageRequired: 'Please tell us a little about your project.',
  messageTooLong: 'Please keep your message to 5,000 characters or fewer.',
  requirementsTooLong: 'Please keep your project details to 2,000 characters or fewer.',
} as const;

/**
 * Words of the contact form and the service request shown in more than one place: the forms, the
 * thank-you pages a post without scripts lands on, and the functions' answer pages (a refilled form).
 */
export const FORM_TEXT = {
  contactSubmit: 'Send Message',
  contactSentHeading: 'Thank you for reaching out!',
  contactSentText: "Your message is on its way to our team. We'll reply within 24 hours.",
  sendAnother: 'Send another message',
  requestSentTitle: 'Request Sent',
  messagePlaceholder: 'What are you hoping to achieve, and by when?',
  requestSubmit: 'Submit Request',
  requirementsPlaceholder: 'Brief project details...',
} as const;
