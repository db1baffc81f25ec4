/** A calendar date in Toronto, 'YYYY-MM-DD': the day of the slot calendar, the holidays and the closures. */
export type CalendarDate = string;
