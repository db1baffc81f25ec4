/**
 * A new inquiry's notice to the team's chat (docs/functions.md, "Team notifications"): posted after its
 * emails by the handler, retried by the sweep with the emails' backoff (lib/delivery.ts), recorded on the
 * inquiry as `teamNotice`. It never changes what the visitor is answered. The message names the kind, the
 * visitor's name and the service asked about, each escaped for the chat, and links to the back office; the
 * visitor's message itself stays out of the channel.
 */
import type * as z from 'zod';
import { chatLink, chatSafe } from '../chat/message.js';
import { ChatDeliveryError, type ChatMessage, type TeamChat } from '../chat/webhook.js';
import { failedDelivery, sentDelivery } from '../lib/delivery.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit, type StepLimit } from '../lib/timeout.js';
import type { MailConfig } from '../mail/mailer.js';
import type { InquiryEndpoint, Submission } from './endpoint.js';
import type { InquiryStore } from './store.js';

export interface TeamNoticeDeps {
  store: InquiryStore;
  /** The chat webhook; absent when none is configured (a notice stored before then fails visibly). */
  teamChat?: TeamChat | undefined;
  /** Its `siteUrl` makes the link to the back office. */
  mail: MailConfig;
  clock: Clock;
  logger: Logger;
  stepLimit?: StepLimit;
}

export type TeamNoticeOutcome = 'sent' | 'busy' | 'failed';

/** The chat message about a new inquiry; `detail` is what it asks about (the endpoint's, may be empty). */
export function teamMessage(label: string, name: string, detail: string, siteUrl: string): ChatMessage {
  const about = detail ? ` about ${chatSafe(detail)}` : '';
  const link = chatLink(`${siteUrl}/staff/leads`, 'Open the leads');
  const text = `New ${label} from ${chatSafe(name)}${about}. ${link}`;
  return { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
}

/**
 * Posts one stored inquiry's team notice and records the outcome. Never throws: a notice that could not
 * be started or recorded waits for the sweep.
 */
export async function deliverTeamNotice<S extends z.ZodType<Submission>>(
  endpoint: InquiryEndpoint<S>,
  id: string,
  deps: TeamNoticeDeps,
): Promise<TeamNoticeOutcome> {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const log = (message: string, error: unknown) =>
    deps.logger.error(`${endpoint.name}: ${message}`, { id, error: errorMessage(error) });
  let started;
  try {
    started = await limit(deps.store.startTeamNotice(endpoint.kind, id, deps.clock.now()), 'start team notice');
  } catch (error) {
    log('could not start the team notice; the sweep will', error);
    return 'failed';
  }
  if (started.kind !== 'deliver') return started.kind;
  const { inquiry } = started;

  let notice;
  try {
    const stored = endpoint.schema.safeParse(inquiry.data);
    if (!stored.success) throw new ChatDeliveryError('the stored inquiry is not readable');
    if (!deps.teamChat) throw new ChatDeliveryError('no chat webhook is configured');
    const message = teamMessage(endpoint.label, stored.data.name, endpoint.teamDetail(stored.data), deps.mail.siteUrl);
    await limit(deps.teamChat.post(message), 'team notice');
    notice = sentDelivery(inquiry.delivery, {});
  } catch (error) {
    notice = failedDelivery(inquiry.delivery, `team chat: ${errorMessage(error)}`, deps.clock.now());
    log('the team notice failed; the sweep retries it', notice.error);
  }
  try {
    await limit(deps.store.finishTeamNotice(endpoint.kind, id, notice), 'record team notice');
  } catch (error) {
    // The lock lapses and the sweep looks again; at worst the team reads the notice twice.
    log('could not record the team notice', error);
  }
  return notice.status === 'sent' ? 'sent' : 'failed';
}
