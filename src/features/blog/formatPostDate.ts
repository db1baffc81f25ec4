const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A post's ISO date ('2026-09-15') in long US form ('September 15, 2026'). Formatted in UTC so the
 * server and every visitor's browser print the same day, whatever their time zone.
 */
export function formatPostDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
