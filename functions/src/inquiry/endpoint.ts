/** One kind of inquiry (contact.ts, services.ts): what the shared flow (handler.ts) and its team notice need of it. */
import type * as z from 'zod';
import type { MailConfig, MailMessage } from '../mail/mailer.js';
import type { InquiryContext } from './emails.js';
import type { InquiryPage } from './pages.js';
import type { InquiryKind } from './store.js';

/** What every inquiry's schema yields, besides its own fields. */
export type Submission = { name: string; email: string; attemptId?: string | undefined };

export interface InquiryEndpoint<S extends z.ZodType<Submission>> {
  kind: InquiryKind;
  /** Names the endpoint in logs. */
  name: string;
  /** Names it in the agency's alerts: 'contact inquiry', 'service request'. */
  label: string;
  schema: S;
  notification(payload: Omit<z.output<S>, 'attemptId'>, context: InquiryContext, config: MailConfig): MailMessage;
  acknowledgement(payload: Omit<z.output<S>, 'attemptId'>, config: MailConfig): MailMessage;
  /** What the inquiry asks about, for the team's chat ('' for nothing): never the visitor's message. */
  teamDetail(payload: z.output<S>): string;
  /** The form as the site shows it, and the pages that answer it when posted without scripts. */
  page: InquiryPage;
}
