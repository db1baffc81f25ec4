/**
 * The email a lead's owner may choose (docs/staff.md, _Email notifications_): sent when someone else assigns them
 * a lead, writes a note on it or moves it along the pipeline. Only to a member who is staff now (the claim read
 * from the account, as every staff request is checked), has an address, chose `leadEmails`, and did not act
 * themselves. A failed send is logged and not retried: the change itself is in the back office and the audit log.
 */
import type { StaffLead } from '../../../src/domain/api/staff.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage, headerSafe } from '../lib/text.js';
import { receivedLabel, whoDetails } from '../mail/compose.js';
import { address, type MailConfig, type MailMessage, type Mailer } from '../mail/mailer.js';
import { renderEmail } from '../mail/render.js';
import { STAFF_CLAIM, type StaffActor, type TokenVerifier } from './auth.js';
import type { PreferencesStore } from './preferences.js';

/** What happened to the lead, done by someone other than its owner. */
export type LeadOwnerEvent = { kind: 'assigned' } | { kind: 'note'; note: string } | { kind: 'status'; status: string };

export interface LeadOwnerMailDeps {
  auth: Pick<TokenVerifier, 'getUser'>;
  preferences: Pick<PreferencesStore, 'get'>;
  mailer: Mailer;
  mail: MailConfig;
  logger: Logger;
}

export type LeadOwnerMailOutcome = 'sent' | 'self' | 'optedOut' | 'notStaff' | 'failed';

const LEAD_KIND_LABELS: Record<StaffLead['kind'], string> = {
  contact: 'Contact inquiry',
  service: 'Service request',
};

const HEADINGS: Record<LeadOwnerEvent['kind'], string> = {
  assigned: 'A lead is yours',
  note: 'A note on your lead',
  status: 'Your lead moved',
};

/** The owner's email: who acted, what they did, the lead, and the way to the back office's leads. */
export function leadOwnerMessage(
  lead: StaffLead,
  event: LeadOwnerEvent,
  actor: StaffActor,
  to: string,
  config: MailConfig,
): MailMessage {
  const did =
    event.kind === 'assigned'
      ? `${actor.email} made you the owner of this lead.`
      : event.kind === 'note'
        ? `${actor.email} wrote a note on a lead you own.`
        : `${actor.email} moved a lead you own to "${event.status}".`;
  const body = renderEmail(config.siteUrl, {
    preheader: did,
    heading: HEADINGS[event.kind],
    intro: [did],
    details: [
      { label: 'Lead', value: LEAD_KIND_LABELS[lead.kind] },
      ...whoDetails(lead),
      { label: 'Received', value: receivedLabel(new Date(lead.createdAt)) },
      ...(event.kind === 'note' ? [{ label: 'Note', value: event.note, multiline: true }] : []),
      { label: 'Reference', value: lead.id },
    ],
    outro: ['You receive these emails because you chose them in the back office (Team, Email notifications).'],
    action: { label: 'Open the leads', url: `${config.siteUrl}/staff/leads` },
  });
  return {
    to: address(to),
    from: config.from,
    subject: headerSafe(`${HEADINGS[event.kind]}: ${lead.name}`),
    ...body,
  };
}

/** Emails the lead's owner about `event` if they chose to be; what happened, for the caller's log. */
export async function notifyLeadOwner(
  ownerUid: string,
  lead: StaffLead,
  event: LeadOwnerEvent,
  actor: StaffActor,
  deps: LeadOwnerMailDeps,
): Promise<LeadOwnerMailOutcome> {
  if (ownerUid === actor.uid) return 'self';
  if (!(await deps.preferences.get(ownerUid)).leadEmails) return 'optedOut';
  let owner;
  try {
    owner = await deps.auth.getUser(ownerUid);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return 'notStaff';
    throw error;
  }
  if (owner.disabled || owner.customClaims?.[STAFF_CLAIM] !== true || !owner.email) return 'notStaff';
  try {
    await deps.mailer.send(leadOwnerMessage(lead, event, actor, owner.email, deps.mail));
    return 'sent';
  } catch (error) {
    // Names neither the visitor nor the owner's address: the uid and the lead's id find them.
    deps.logger.error('staff: lead owner email failed', {
      owner: ownerUid,
      lead: `${lead.kind}/${lead.id}`,
      error: errorMessage(error),
    });
    return 'failed';
  }
}
