/**
 * The email that tells the agency a message could not be delivered after the last retry (the
 * booking's own alert, an invitation that may or may not have arrived, is in booking/emails.ts).
 */
import type { Logger } from '../lib/logger.js';
import { errorMessage, headerSafe } from '../lib/text.js';
import { address, type MailConfig, type MailMessage, type Mailer } from './mailer.js';
import { renderEmail } from './render.js';

export interface UndeliveredMessage {
  /** 'contact inquiry', 'service request' or 'booking notice'. */
  what: string;
  /** Where it is stored, e.g. 'contactInquiries/attempt-…'. */
  record: string;
  name: string;
  email: string;
  attempts: number;
  error: string;
}

/** Delivery was given up after the last retry. Sent to the agency's inbox (and logged as an error). */
export function undeliveredAlert(message: UndeliveredMessage, config: MailConfig): MailMessage {
  const body = renderEmail(config.siteUrl, {
    preheader: `A ${message.what} could not be delivered.`,
    heading: `Undelivered ${message.what}`,
    intro: [
      `A ${message.what} could not be emailed after ${message.attempts} attempts. It is stored in Firestore; please read it there and answer the visitor.`,
    ],
    details: [
      { label: 'Record', value: message.record },
      { label: 'Name', value: message.name },
      { label: 'Email', value: message.email },
      { label: 'Last error', value: message.error },
    ],
  });
  return {
    to: config.agencyInbox,
    from: config.from,
    replyTo: address(message.email, message.name),
    subject: headerSafe(`Undelivered ${message.what}: ${message.name}`),
    ...body,
  };
}

/** Raises the alert for a message given up on: an error log, and an email to the agency's inbox. */
export async function alertUndelivered(
  message: UndeliveredMessage,
  deps: { mailer: Mailer; mail: MailConfig; logger: Logger },
): Promise<void> {
  deps.logger.error(`ALERT: a ${message.what} could not be delivered after ${message.attempts} attempts`, {
    record: message.record,
    error: message.error,
  });
  await deps.mailer.send(undeliveredAlert(message, deps.mail)).catch((error: unknown) => {
    deps.logger.error('ALERT: the agency could not be emailed about it either', {
      record: message.record,
      error: errorMessage(error),
    });
  });
}
