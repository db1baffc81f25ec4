/**
 * The agency's identity: name, contact details, address, hours and profiles. It lives in the domain
 * because the functions' emails and the calendar invitation need it too, and the functions import only
 * `src/domain` (docs/architecture.md); `src/content/company.ts` re-exports it beside the site's stats.
 *
 * Stand-ins to confirm before launch: street address and postal code, Google place id of the review
 * link, and the social profile handles (see the lead's notes).
 */

export type SocialId = 'facebook' | 'instagram' | 'linkedin' | 'x';

export interface SocialLink {
  readonly id: SocialId;
  /** Accessible name for the icon link, e.g. 'Lakeforge Digital on LinkedIn'. */
  readonly label: string;
  readonly href: string;
}

export interface PostalAddress {
  readonly street: string;
  readonly city: string;
  /** Province code (ISO 3166-2:CA subdivision without the country prefix). */
  readonly region: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
}

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  readonly days: readonly Weekday[];
  /** 24-hour local time, 'HH:mm'. */
  readonly opens: string;
  readonly closes: string;
  /** IANA time zone the hours are given in. */
  readonly timeZone: string;
  /** Human-readable form for the footer and contact page. */
  readonly display: string;
}

export interface Company {
  readonly name: string;
  readonly legalName: string;
  readonly tagline: string;
  /** One-sentence description, usable as a default meta description. */
  readonly description: string;
  readonly foundedYear: number;
  /** Phone number as shown to visitors. */
  readonly phone: string;
  /** `tel:` link of the same number in E.164 form. */
  readonly phoneHref: string;
  readonly email: string;
  readonly address: PostalAddress;
  readonly geo: { readonly lat: number; readonly lng: number };
  readonly openingHours: OpeningHours;
  readonly serviceArea: string;
  /** Canonical origin of the site, without a trailing slash. */
  readonly siteUrl: string;
  /** Google's "write a review" form for the agency's Business Profile. */
  readonly googleReviewUrl: string;
  readonly social: readonly SocialLink[];
}

/** Set by a deploy's build to the project's address (scripts/build-hosting.ts); absent in local builds and tests. */
declare const __SITE_URL__: string | undefined;
const PRODUCTION_SITE_URL = 'https://lakeforge.ca';

export const company: Company = {
  name: 'Lakeforge Digital',
  legalName: 'Lakeforge Digital Inc.',
  tagline: 'Data-driven digital solutions for scaling businesses',
  description:
    'Lakeforge Digital is a Hamilton, Ontario web-development and digital-marketing agency building websites, apps and campaigns for businesses across North America since 2015.',
  foundedYear: 2015,
  phone: '(905) 555-0142',
  phoneHref: 'tel:+19055550142',
  email: 'hello@lakeforge.ca',
  address: {
    street: '120 King Street West, Suite 800',
    city: 'Hamilton',
    region: 'ON',
    postalCode: 'L8P 4V2',
    country: 'CA',
  },
  // Downtown Hamilton (King Street West near Gore Park).
  geo: { lat: 43.2567, lng: -79.8716 },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
    timeZone: 'America/Toronto',
    display: 'Monday to Friday, 9:00 AM to 5:00 PM Eastern Time',
  },
  serviceArea: 'North America',
  siteUrl: typeof __SITE_URL__ === 'string' ? __SITE_URL__ : PRODUCTION_SITE_URL,
  googleReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJu8nH5GibLIgRq2Vf0kX4mTc',
  social: [
    {
      id: 'facebook',
      label: 'Lakeforge Digital on Facebook',
      href: 'https://www.facebook.com/lakeforgedigital',
    },
    {
      id: 'instagram',
      label: 'Lakeforge Digital on Instagram',
      href: 'https://www.instagram.com/lakeforgedigital',
    },
    {
      id: 'linkedin',
      label: 'Lakeforge Digital on LinkedIn',
      href: 'https://www.linkedin.com/company/lakeforgedigital',
    },
    {
      id: 'x',
      label: 'Lakeforge Digital on X',
      href: 'https://x.com/lakeforgedigital',
    },
  ],
};
