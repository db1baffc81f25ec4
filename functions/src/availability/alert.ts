/**
 * The agency's email when one of its busy calendars has failed ALERT_AFTER_FAILURES times in a row. It
 * says which source (its host and short id, never the secret address), what kind of failure, and since
 * when the wizard has been using the busy times kept. Nothing the remote server sent is in it.
 */
import { calendarDateOf, formatDateLabel, formatSlotTime, timeZoneLabel } from '../../../src/domain/booking/slots.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage, headerSafe } from '../lib/text.js';
import type { MailConfig, MailMessage, Mailer } from '../mail/mailer.js';
import { renderEmail } from '../mail/render.js';
import type { CalendarFailureKind } from './calendarFetch.js';
import type { Source, SourceState } from './store.js';

const PROBLEMS: Record<CalendarFailureKind, string> = {
  invalidUrl: 'The address is not a web address (https:// or webcal://).',
  refused: 'The address was refused: calendars are read only over https, from public addresses.',
  network: 'The calendar server could not be reached.',
  timeout: 'The calendar server did not answer in time.',
  http: 'The calendar server answered with an error',
  tooLarge: 'The calendar file is larger than this site reads (2 MB).',
  unparsable: 'The answer is not a calendar file this site can read.',
};

export function problemOf(error: NonNullable<SourceState['lastError']>): string {
  return error.kind === 'http' && error.status ? `${PROBLEMS.http} (HTTP ${error.status}).` : PROBLEMS[error.kind];
}

/** 'Monday, April 12, 2027 at 8:00 AM EDT'. */
const timeLabel = (instant: Date) =>
  `${formatDateLabel(calendarDateOf(instant))} at ${formatSlotTime(instant)} ${timeZoneLabel(instant)}`;

export function busyCalendarAlert(source: Source, state: SourceState, config: MailConfig): MailMessage {
  const body = renderEmail(config.siteUrl, {
    preheader: 'One of the agency calendars that block booking times cannot be read.',
    heading: 'A busy calendar cannot be read',
    intro: [
      `The booking calendar could not read one of the agency's busy calendars ${state.failures} times in a row (it tries every 10 minutes).`,
      'Until it can, visitors are offered times around the busy times last read from it: events added or moved in that calendar since then are not taken into account.',
    ],
    details: [
      { label: 'Calendar', value: source.label },
      { label: 'Problem', value: state.lastError ? problemOf(state.lastError) : 'Unknown.' },
      { label: 'Failed attempts', value: String(state.failures) },
      { label: 'Last read', value: state.lastSuccessAt ? timeLabel(state.lastSuccessAt) : 'Never' },
    ],
    outro: [
      "Check the calendar's secret address in the back office (Availability) and its sharing settings. This email is sent once; the next good read ends the alert.",
    ],
  });
  return {
    to: config.agencyInbox,
    from: config.from,
    subject: headerSafe(`Busy calendar cannot be read: ${source.host}`),
    ...body,
  };
}

/** The alert: an `ALERT:` error log (Cloud Monitoring's policy matches it) and the email to the agency. */
export async function alertBusyCalendar(
  source: Source,
  state: SourceState,
  deps: { mailer: Mailer; mail: MailConfig; logger: Logger },
): Promise<void> {
  deps.logger.error(`ALERT: a busy calendar could not be read ${state.failures} times in a row`, {
    source: source.label,
    kind: state.lastError?.kind,
  });
  await deps.mailer.send(busyCalendarAlert(source, state, deps.mail)).catch((error: unknown) => {
    deps.logger.error('ALERT: the agency could not be emailed about it either', {
      source: source.label,
      error: errorMessage(error),
    });
  });
}
