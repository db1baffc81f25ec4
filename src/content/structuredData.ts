import { company } from './company';

/** schema.org description of the agency as a local business, embedded as JSON-LD in every page. */
export function organizationJsonLd() {
  const { address, geo, openingHours } = company;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${company.siteUrl}/#organization`,
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
