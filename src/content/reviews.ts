/**
 * Sample Google reviews for the home page testimonials (the agency's own list: docs/reviews.md).
 * The shape follows Google's Places review fields, hence the snake_case names.
 * Replace with the agency's real, consented reviews before launch.
 */

export interface Review {
  readonly id: string;
  readonly author_name: string;
  /** Star rating, 1 to 5. */
  readonly rating: number;
  readonly text: string;
  /** When the review was posted, in Unix seconds. */
  readonly time: number;
  /** The reviewer's Google Maps contributor page. */
  readonly author_url: string;
  /** Path or URL of the reviewer's photo; '' when there is none (an initials avatar is shown). */
  readonly profile_photo_url: string;
}

export const reviews: readonly Review[] = [
  {
    id: 'review-melissa-okafor',
    author_name: 'Melissa Okafor',
    rating: 5,
    text: 'We came to Lakeforge with a tired WordPress site and a booking process that lived in our inbox. Priya and Marcus rebuilt everything in about six weeks, sent us a short update every Friday, and trained our front-desk staff before launch. Online requests have picked up and the phone now rings with real inquiries instead of basic questions. I would hire them again without a second thought.',
    time: 1770909600, // 2026-02-12
    author_url: 'https://www.google.com/maps/contrib/104826351907412268153',
    profile_photo_url: '/images/reviewers/reviewer-1.svg',
  },
  {
    id: 'review-jordan-whitfield',
    author_name: 'Jordan Whitfield',
    rating: 5,
    text: "Sofia's team took over our Google Ads and brought our cost per lead down by almost half within three months. Clear monthly reports, zero jargon.",
    time: 1762283100, // 2025-11-04
    author_url: 'https://www.google.com/maps/contrib/117350982264105839721',
    profile_photo_url: '',
  },
  {
    id: 'review-amir-haddad',
    author_name: 'Amir Haddad',
    rating: 5,
    text: 'Fast, honest and easy to work with. Our new site looks sharp on every phone we tried.',
    time: 1755610800, // 2025-08-19
    author_url: 'https://www.google.com/maps/contrib/109463218875530146297',
    profile_photo_url: '',
  },
];
