/**
 * Logos: client brands for the home page's "Trusted by Leading Brands" strip, and the agency's
 * technology and business partners for the about page's "Trusted Partners" carousel.
 */

export interface BrandLogo {
  readonly id: string;
  readonly name: string;
  /** Public path of the logo image. */
  readonly logo: string;
}

export type Brand = BrandLogo;
export type Partner = BrandLogo;

const brand = (id: string, name: string): Brand => ({ id, name, logo: `/images/brands/${id}.svg` });
const partner = (id: string, name: string): Partner => ({
  id,
  name,
  logo: `/images/partners/${id}.svg`,
});

/** Client brands (five), in display order. */
export const brands: readonly Brand[] = [
  brand('gravity-contractors', 'Gravity Contractors'),
  brand('isnad-association', 'Isnad Association'),
  brand('apply-buddies', 'Apply Buddies'),
  brand('tranquility-compassion', 'Tranquility Compassion'),
  brand('limo4all', 'Limo4All Inc.'),
];

/** Technology and business partners of the agency (about page). */
export const partners: readonly Partner[] = [
  partner('northline-print', 'Northline Print Co.'),
  partner('bayfront-hosting', 'Bayfront Hosting'),
  partner('escarpment-cloud', 'Escarpment Cloud'),
  partner('lakeshore-payments', 'Lakeshore Payments'),
  partner('harbour-vine-legal', 'Harbour & Vine Legal'),
  partner('maple-metrics', 'Maple Metrics'),
];
