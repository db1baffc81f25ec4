/**
 * A new booking's notice to the team's chat (docs/functions.md, "Team notifications"): stored pending with the
 * agency notice's first record, posted after it by the handler, retried by the sweep (chat/notice.ts). It
 * names the visitor and the meeting's time and links to the back office; never the visitor's purpose.
 */
import { chatLink, chatSafe } from '../chat/message.js';
import { deliverChatNotice, type ChatNoticeDeps, type ChatNoticeOutcome } from '../chat/notice.js';
import type { ChatMessage } from '../chat/webhook.js';
import type { MailConfig } from '../mail/mailer.js';
import { meetingTimeLabel } from './emails.js';
import type { BookingStore, StoredBooking } from './store/types.js';

export interface BookingTeamNoticeDeps extends ChatNoticeDeps {
  store: BookingStore;
  /** Its `siteUrl` makes the link to the back office. */
  mail: MailConfig;
}

export function bookingTeamMessage(booking: Pick<StoredBooking, 'name' | 'start'>, siteUrl: string): ChatMessage {
  const link = chatLink(`${siteUrl}/staff/meetings`, 'Open the meetings');
  const text = `New booking: ${chatSafe(booking.name)}, ${meetingTimeLabel(booking.start)}. ${link}`;
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}

/** Posts one confirmed booking's team notice and records the outcome; never throws. */
export function deliverBookingTeamNotice(slotId: string, deps: BookingTeamNoticeDeps): Promise<ChatNoticeOutcome> {
  return deliverChatNotice(
    {
      name: 'booking',
      id: slotId,
      start: (now) => deps.store.startTeamNotice(slotId, now),
      notice: (started) => started.notice,
      message: (started) => bookingTeamMessage(started.booking, deps.mail.siteUrl),
      finish: (notice) => deps.store.finishTeamNotice(slotId, notice),
    },
    deps,
  );
}
