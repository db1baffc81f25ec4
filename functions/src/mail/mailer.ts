/**
 * The mail boundary shared by the SendGrid adapter (production) and the local outbox (development):
 * handlers build complete messages and hand them to a `Mailer`.
 */
import { headerSafe } from '../lib/text.js';

export interface MailAddress {
  email: string;
  /** Display name; made header-safe by whoever builds the address (see `address`). */
  name?: string;
}

export interface MailAttachment {
  filename: string;
  /** Base64 of the file's bytes. */
  content: string;
  /** MIME type, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  type: string;
}

export interface MailMessage {
  to: MailAddress;
  from: MailAddress;
  replyTo?: MailAddress;
  /** One header line: build it with `headerSafe`. */
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Resolves when the provider accepted the message; rejects with a `MailDeliveryError` otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** A message was not accepted. `message` holds no personal data, so it may be logged and stored. */
export class MailDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailDeliveryError';
  }
}

/**
 * The mail service cannot be used at all (deployed without a SendGrid key, or with placeholder sender or
 * inbox): nothing was sent. Handlers treat it as a definite failure and answer 503 (fail closed).
 */
export class MailUnavailableError extends MailDeliveryError {
  constructor(message: string) {
    super(message);
    this.name = 'MailUnavailableError';
  }
}

/**
 * The mail service may or may not have accepted the message (a timeout or a connection lost after the
 * request went out). A booking treats it as "the invitation may be in the visitor's inbox".
 */
export class MailUncertainError extends MailDeliveryError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailUncertainError';
  }
}

/** Nothing was sent: the service refused the message or was never reached. Anything else may have been sent. */
export function isDefiniteMailFailure(error: unknown): boolean {
  return error instanceof MailDeliveryError && !(error instanceof MailUncertainError);
}

/** An address with a header-safe display name (no line breaks or control characters, at most 100 characters). */
export function address(email: string, name?: string): MailAddress {
  const safeName = name === undefined ? '' : headerSafe(name, 100);
  return safeName ? { email: email.trim(), name: safeName } : { email: email.trim() };
}

/** Parses 'Lakeforge Digital <hello@lakeforge.ca>' or 'hello@lakeforge.ca' (parameters such as MAIL_FROM). */
export function parseAddress(value: string): MailAddress {
  const match = /^\s*"?([^"<]*?)"?\s*<\s*([^<>\s]+@[^<>\s]+)\s*>\s*$/.exec(value);
  if (match) return address(match[2]!, match[1]);
  const email = value.trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(email)) throw new Error(`Not an email address: ${JSON.stringify(value)}`);
  return { email };
}

/** 'Ada Lovelace <ada@example.com>' (for logs of the local outbox and plain-text renderings). */
export function formatAddress(value: MailAddress): string {
  return value.name ? `${value.name} <${value.email}>` : value.email;
}

/** The sender and the agency's inbox (MAIL_FROM, AGENCY_INBOX), and the site the emails link to (SITE_URL). */
export interface MailConfig {
  from: MailAddress;
  agencyInbox: MailAddress;
  /** The deployed project's own address, e.g. 'https://staging.lakeforge.ca' (no trailing slash). */
  siteUrl: string;
}
