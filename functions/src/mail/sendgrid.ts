/** The production `Mailer`: SendGrid's v3 Mail Send API through @sendgrid/mail. */
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { MailDeliveryError, MailUncertainError, type MailMessage, type Mailer } from './mailer.js';

export interface SendGridOptions {
  apiKey: string;
  /** Another API origin (tests point it at a local server). Default: SendGrid's global API. */
  baseUrl?: string;
  /** Per-request timeout. Default 10 s, well inside the function's own timeout. */
  timeoutMs?: number;
}

/** What SendGrid said, without personal data: 'SendGrid answered HTTP 401' or the network error's code. */
function describeFailure(error: unknown): string {
  // @sendgrid/helpers' ResponseError carries the HTTP status as a numeric `code`; network errors a string one.
  const failure = error as { code?: unknown } | null;
  if (typeof failure?.code === 'number') return `SendGrid answered HTTP ${failure.code}`;
  if (typeof failure?.code === 'string') return `SendGrid could not be reached (${failure.code})`;
  return 'SendGrid request failed';
}

/** Network errors that happen before a request reaches SendGrid; an HTTP answer also means "not accepted". */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH']);

function wasNeverSent(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' || (typeof code === 'string' && NOT_SENT_CODES.has(code));
}

export function createSendGridMailer(options: SendGridOptions): Mailer {
  // A client of our own (not the module's shared singleton), so settings here touch nothing else.
  const client = new Client();
  client.setApiKey(options.apiKey); // also resets baseUrl to the global API
  if (options.baseUrl) client.setDefaultRequest('baseUrl', options.baseUrl);
  const service = new MailService();
  service.setClient(client);
  service.setTimeout(options.timeoutMs ?? 10_000);

  return {
    async send(message: MailMessage): Promise<void> {
      try {
        await service.send({
          to: message.to,
          from: message.from,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments
            ? {
                attachments: message.attachments.map((attachment) => ({
                  content: attachment.content,
                  filename: attachment.filename,
                  type: attachment.type,
                  disposition: 'attachment',
                })),
              }
            : {}),
          // Links stay as written and no tracking pixel is added.
          trackingSettings: { clickTracking: { enable: false, enableText: false }, openTracking: { enable: false } },
        });
      } catch (error) {
        const Failure = wasNeverSent(error) ? MailDeliveryError : MailUncertainError;
        throw new Failure(describeFailure(error), { cause: error });
      }
    },
  };
}
