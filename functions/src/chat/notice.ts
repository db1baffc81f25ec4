/**
 * One notice to the team's chat, taken, posted and recorded with the emails' delivery states
 * (lib/delivery.ts): the inquiries' (inquiry/teamNotice.ts) and the bookings' (booking/teamNotice.ts) share it.
 */
import { failedDelivery, sentDelivery, type Delivery } from '../lib/delivery.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit, type StepLimit } from '../lib/timeout.js';
import { ChatDeliveryError, type ChatMessage, type TeamChat } from './webhook.js';

export interface ChatNoticeDeps {
  /** The chat webhook; absent when none is configured (a notice stored before then fails visibly). */
  teamChat?: TeamChat | undefined;
  clock: Clock;
  logger: Logger;
  stepLimit?: StepLimit;
}

/** The steps of one notice; `T` is the store's answer when this caller now owns it (for a short lock). */
export interface ChatNoticeSteps<T extends { kind: 'deliver' }> {
  /** Names the record in logs: 'contact', 'booking'. */
  name: string;
  /** The record's id, for logs. */
  id: string;
  /** Takes the notice in a transaction (the store's own call: a step limit knows it); 'sent' when there is none. */
  start(now: Date): Promise<T | { kind: 'sent' } | { kind: 'busy' }>;
  /** The notice's delivery state once taken. */
  notice(started: T): Delivery;
  /** The message; may throw when the stored record is not readable. */
  message(started: T): ChatMessage;
  finish(notice: Delivery): Promise<void>;
}

export type ChatNoticeOutcome = 'sent' | 'busy' | 'failed';

/** Posts one stored notice and records the outcome. Never throws: what could not be started or recorded waits for the sweep. */
export async function deliverChatNotice<T extends { kind: 'deliver' }>(
  steps: ChatNoticeSteps<T>,
  deps: ChatNoticeDeps,
): Promise<ChatNoticeOutcome> {
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  const log = (message: string, error: unknown) =>
    deps.logger.error(`${steps.name}: ${message}`, { id: steps.id, error: errorMessage(error) });
  let started;
  try {
    started = await limit(steps.start(deps.clock.now()), 'start team notice');
  } catch (error) {
    log('could not start the team notice; the sweep will', error);
    return 'failed';
  }
  if (started.kind === 'sent' || started.kind === 'busy') return started.kind;
  const taken = started as T;

  let notice;
  try {
    if (!deps.teamChat) throw new ChatDeliveryError('no chat webhook is configured');
    await limit(deps.teamChat.post(steps.message(taken)), 'team notice');
    notice = sentDelivery(steps.notice(taken), {});
  } catch (error) {
    notice = failedDelivery(steps.notice(taken), `team chat: ${errorMessage(error)}`, deps.clock.now());
    log('the team notice failed; the sweep retries it', notice.error);
  }
  try {
    await limit(steps.finish(notice), 'record team notice');
  } catch (error) {
    // The lock lapses and the sweep looks again; at worst the team reads the notice twice.
    log('could not record the team notice', error);
  }
  return notice.status === 'sent' ? 'sent' : 'failed';
}
