/**
 * What the emails of every use case share: the greeting, the visitor's address (named only when the
 * name is presentable), who wrote, when it was received, in Eastern Time, and where the visit came from.
 */
import { LEAD_SOURCE_LABELS, UTM_KEYS, type LeadSource } from '../../../src/domain/attribution/source.js';
import { calendarDateOf, formatDateLabel, formatSlotTime, timeZoneLabel } from '../../../src/domain/booking/slots.js';
import { presentableName } from '../../../src/domain/forms/displayName.js';
import { address } from './mailer.js';
import type { EmailDetail } from './render.js';

/** When something was received, in Eastern Time: 'Monday, November 23, 2026, 2:07 PM EST'. */
export function receivedLabel(now: Date): string {
  return `${formatDateLabel(calendarDateOf(now))}, ${formatSlotTime(now)} ${timeZoneLabel(now)}`;
}

/** 'Hi Ada,' for a presentable name, else 'Hello,'. */
export function greeting(name: string): string {
  const shown = presentableName(name);
  return shown ? `Hi ${shown},` : 'Hello,';
}

/** The visitor's address, named only when the name is presentable. */
export function visitor(email: string, name: string) {
  return address(email, presentableName(name));
}

/** Who wrote or booked, as the agency's emails show them (the reply goes to this address). */
export function whoDetails(person: { name: string; email: string }): EmailDetail[] {
  return [
    { label: 'Name', value: person.name },
    { label: 'Email', value: person.email },
  ];
}

/**
 * Where the lead's visit came from, for the agency's notification only: the visitor's own emails never
 * carry it. A lead sent without the site's script (or from a tab that kept nothing) says so.
 */
export function sourceDetails(source: LeadSource | undefined): EmailDetail[] {
  if (!source) return [{ label: 'Source', value: 'Not recorded' }];
  return [
    { label: LEAD_SOURCE_LABELS.landingPage, value: source.landingPage ?? 'Not recorded' },
    { label: LEAD_SOURCE_LABELS.referrerOrigin, value: source.referrerOrigin ?? 'None (a direct visit, or not known)' },
    ...UTM_KEYS.flatMap((key) => {
      const value = source.utm?.[key];
      return value ? [{ label: LEAD_SOURCE_LABELS[key], value }] : [];
    }),
  ];
}
