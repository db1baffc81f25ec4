/** A testimonial as the carousel shows it. */
export interface Testimonial {
  readonly id: string;
  readonly name: string;
  /** The reviewer's photo; null or undefined shows the generated initials avatar. */
  readonly avatar?: string | null;
  /** Whole stars, 0–5. */
  readonly rating: number;
  /** Display text, e.g. 'February 12, 2026'. */
  readonly date: string;
  readonly fullQuote: string;
  /** The reviewer's Google Maps profile (attribution Google requires for live reviews). */
  readonly authorUrl?: string | null;
  /** Google's page for reporting the review. */
  readonly reportUrl?: string | null;
}
