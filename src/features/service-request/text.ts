/** The service request's words: the dialog's, the request page's and the form's. */
import { FORM_TEXT } from '../../domain/forms/fields';

export const REQUEST_TEXT = {
  title: 'Request a Service',
  sentTitle: FORM_TEXT.requestSentTitle,
  submit: FORM_TEXT.requestSubmit,
  submitting: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  requirementsPlaceholder: FORM_TEXT.requirementsPlaceholder,
  failedStatus: 'Order submission failed',
} as const;

/** Who the agency will answer, once a request went through. */
export interface RequestSender {
  name: string;
  email: string;
}

/** The confirmation's words (the dialog's and the request page's). */
export function thankYouText({ name, email }: RequestSender): string {
  return `Thank you${name ? `, ${name}` : ''}! We've received your request and will be in touch at ${email} shortly.`;
}
