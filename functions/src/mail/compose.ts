/**
 * What the emails of every use case share: the greeting, the visitor's address (named only when the
 * name is presentable), who wrote, and when it was received, in Eastern Time.
 */
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
