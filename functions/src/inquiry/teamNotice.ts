/**
 * A new inquiry's notice to the team's chat (docs/functions.md, "Team notifications"): posted after its
 * emails by the handler, retried by the sweep with the emails' backoff (lib/delivery.ts), recorded on the
 * inquiry as `teamNotice` (chat/notice.ts). It never changes what the visitor is answered. The message names
 * the kind, the visitor's name and the service asked about, each escaped for the chat, and links to the back
 * office; the visitor's message itself stays out of the channel.
 */
import type * as z from 'zod';
import { chatLink, chatSafe } from '../chat/message.js';
import { deliverChatNotice, type ChatNoticeDeps, type ChatNoticeOutcome } from '../chat/notice.js';
import { ChatDeliveryError, type ChatMessage } from '../chat/webhook.js';
import type { MailConfig } from '../mail/mailer.js';
import type { InquiryEndpoint, Submission } from './endpoint.js';
import type { InquiryStore } from './store.js';

export interface TeamNoticeDeps extends ChatNoticeDeps {
  store: InquiryStore;
  /** Its `siteUrl` makes the link to the back office. */
  mail: MailConfig;
}

/** The chat message about a new inquiry; `detail` is what it asks about (the endpoint's, may be empty). */
export function teamMessage(label: string, name: string, detail: string, siteUrl: string): ChatMessage {
  const about = detail ? ` about ${chatSafe(detail)}` : '';
  const link = chatLink(`${siteUrl}/staff/leads`, 'Open the leads');
  const text = `New ${label} from ${chatSafe(name)}${about}. ${link}`;
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}

/** Posts one stored inquiry's team notice and records the outcome; never throws. */
export function deliverTeamNotice<S extends z.ZodType<Submission>>(
  endpoint: InquiryEndpoint<S>,
  id: string,
  deps: TeamNoticeDeps,
): Promise<ChatNoticeOutcome> {
  return deliverChatNotice(
    {
      name: endpoint.name,
      id,
      start: (now) => deps.store.startTeamNotice(endpoint.kind, id, now),
      notice: (started) => started.inquiry.delivery,
      message: (started) => {
        const stored = endpoint.schema.safeParse(started.inquiry.data);
        if (!stored.success) throw new ChatDeliveryError('the stored inquiry is not readable');
        return teamMessage(endpoint.label, stored.data.name, endpoint.teamDetail(stored.data), deps.mail.siteUrl);
      },
      finish: (notice) => deps.store.finishTeamNotice(endpoint.kind, id, notice),
    },
    deps,
  );
}
