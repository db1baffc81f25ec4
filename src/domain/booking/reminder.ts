/**
 * When the visitor is reminded of a consultation: a day before it, or an hour before when it was
 * booked (or moved) less than a day ahead. A meeting booked less than an hour ahead gets no reminder.
 */
const HOUR_MS = 60 * 60_000;
export const REMINDER_LEAD_MS = { day: 24 * HOUR_MS, hour: HOUR_MS } as const;

export function reminderTime(start: Date, bookedAt: Date): Date | undefined {
  const ahead = start.getTime() - bookedAt.getTime();
  if (ahead >= REMINDER_LEAD_MS.day) return new Date(start.getTime() - REMINDER_LEAD_MS.day);
  if (ahead > REMINDER_LEAD_MS.hour) return new Date(start.getTime() - REMINDER_LEAD_MS.hour);
  return undefined;
}
