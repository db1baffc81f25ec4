import { company } from './company';

/** The id by which a page's other structured data refers to the agency. */
export const ORGANIZATION_ID = `${company.siteUrl}/#organization`;

/** The currency of every price on the site (the terms of use: 'All prices … are in Canadian dollars'). */
export const PRICE_CURRENCY = 'CAD';

/**
 * schema.org description of the agency as a local business (ProfessionalService is a LocalBusiness),
 * embedded as JSON-LD in every page.
 */
export function organizationJsonLd() {
  const { address, geo, openingHours } = company;
  return {
    '@type': 'ProfessionalService',
    '@id': ORGANIZATION_ID,
    name: company.name,
    legalName: company.legalName,
    description: company.description,
    url: company.siteUrl,
    logo: `${company.siteUrl}/icons/icon-512.png`,
    image: `${company.siteUrl}/images/og/default.png`,
    telephone: company.phoneHref.replace('tel:', ''),
    email: company.email,
    foundingDate: String(company.foundedYear),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.lat, longitude: geo.lng },
    areaServed: [
      { '@type': 'Country', name: 'Canada' },
      { '@type': 'Country', name: 'United States' },
    ],
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: openingHours.days,
      opens: openingHours.opens,
      closes: openingHours.closes,
    },
    sameAs: company.social.map((profile) => profile.href),
  };
}
