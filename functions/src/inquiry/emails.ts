/**
 * The emails of a contact inquiry and a service request: the agency's notification (the visitor's text,
 * reply-to the visitor) and the visitor's acknowledgement, which carries only the agency's text and the
 * values validated against the catalogue (docs/abuse.md).
 */
import { company } from '../../../src/domain/company.js';
import {
  CONTACT_SERVICE_LABELS,
  type ContactPayload,
  type ServiceRequestPayload,
} from '../../../src/domain/forms/schemas.js';
import { headerSafe } from '../lib/text.js';
import { greeting, receivedLabel, sourceDetails, visitor, whoDetails } from '../mail/compose.js';
import type { MailConfig, MailMessage } from '../mail/mailer.js';
import { renderEmail } from '../mail/render.js';

const replyPromise = `Questions in the meantime? Reply to this email or call us at ${company.phone}.`;

export interface InquiryContext {
  /** The stored record's id, quoted so the agency can find it. */
  id: string;
  now: Date;
}

export function contactNotification(payload: ContactPayload, context: InquiryContext, config: MailConfig): MailMessage {
  const body = renderEmail(config.siteUrl, {
    preheader: `${payload.name} sent a message through the contact form.`,
    heading: 'New contact inquiry',
    intro: ['A visitor sent a message through the contact form. Reply to this email to answer them.'],
    details: [
      ...whoDetails(payload),
      { label: 'Service', value: payload.service ? CONTACT_SERVICE_LABELS[payload.service] : 'Not specified' },
      { label: 'Message', value: payload.message, multiline: true },
      { label: 'Received', value: receivedLabel(context.now) },
      { label: 'Reference', value: context.id },
      ...sourceDetails(payload.source),
    ],
    outro: ['We promise a reply within 24 hours.'],
  });
  return {
    to: config.agencyInbox,
    from: config.from,
    replyTo: visitor(payload.email, payload.name),
    subject: headerSafe(`New inquiry from ${payload.name}`),
    ...body,
  };
}

export function contactAcknowledgement(payload: ContactPayload, config: MailConfig): MailMessage {
  const body = renderEmail(config.siteUrl, {
    preheader: 'Thanks for reaching out. We will reply within 24 hours.',
    heading: 'We received your message',
    intro: [
      greeting(payload.name),
      `Thank you for contacting ${company.name}. Your message has reached our team, and we will reply within 24 hours.`,
    ],
    details: payload.service
      ? [{ label: 'You asked about', value: CONTACT_SERVICE_LABELS[payload.service] }]
      : undefined,
    outro: [replyPromise, `Best regards,\nThe ${company.name} team`],
  });
  return {
    to: visitor(payload.email, payload.name),
    from: config.from,
    replyTo: config.agencyInbox,
    subject: headerSafe(`We received your message – ${company.name}`),
    ...body,
  };
}

export function serviceRequestNotification(
  payload: ServiceRequestPayload,
  context: InquiryContext,
  config: MailConfig,
): MailMessage {
  const body = renderEmail(config.siteUrl, {
    preheader: `${payload.name} requested ${payload.package} (${payload.serviceType}).`,
    heading: 'New service request',
    intro: ['A visitor asked to get started with a package. Reply to this email to answer them.'],
    details: [
      { label: 'Service', value: payload.serviceType },
      { label: 'Category', value: payload.serviceCategory },
      { label: 'Package', value: payload.package },
      ...whoDetails(payload),
      { label: 'Requirements', value: payload.requirements || 'None given', multiline: true },
      { label: 'Received', value: receivedLabel(context.now) },
      { label: 'Reference', value: context.id },
      ...sourceDetails(payload.source),
    ],
  });
  return {
    to: config.agencyInbox,
    from: config.from,
    replyTo: visitor(payload.email, payload.name),
    subject: headerSafe(`New service request from ${payload.name}: ${payload.serviceType} – ${payload.package}`),
    ...body,
  };
}

export function serviceRequestAcknowledgement(payload: ServiceRequestPayload, config: MailConfig): MailMessage {
  const body = renderEmail(config.siteUrl, {
    preheader: 'Thanks for your request. We will be in touch within 24 hours.',
    heading: 'We received your request',
    intro: [
      greeting(payload.name),
      `Thank you for choosing ${company.name}. We received your request and will contact you within 24 hours to talk about the next steps.`,
    ],
    details: [
      { label: 'Service', value: payload.serviceType },
      { label: 'Package', value: payload.package },
    ],
    outro: [replyPromise, `Best regards,\nThe ${company.name} team`],
  });
  return {
    to: visitor(payload.email, payload.name),
    from: config.from,
    replyTo: config.agencyInbox,
    subject: headerSafe(`We received your request – ${company.name}`),
    ...body,
  };
}
