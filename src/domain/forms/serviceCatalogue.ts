/**
 * What a visitor can request through the service request dialog: for each service page (by its name),
 * its category's name and the packages and per-item choices it offers, exactly as the page sends them
 * (`serviceType`, `serviceCategory`, `package`). The functions check requests against it, so the
 * agency's mail only ever names services it sells. Derived from src/content/services and kept in step
 * by src/features/services/serviceRequestCatalogue.test.ts.
 */

export interface RequestableService {
  readonly category: string;
  readonly packages: readonly string[];
}

export const SERVICE_REQUEST_CATALOGUE: Readonly<Record<string, RequestableService>> = {
  'Custom Web Development': {
    category: 'Web & App Development',
    packages: ['Starter', 'Business', 'Enterprise'],
  },
  'WordPress Development': {
    category: 'Web & App Development',
    packages: ['Essentials', 'Professional', 'Commerce'],
  },
  'Google & Meta Ads': {
    category: 'Marketing & Advertising',
    packages: ['Launch', 'Growth', 'Enterprise'],
  },
  'Mobile App Development': {
    category: 'Web & App Development',
    packages: ['MVP', 'Professional', 'Enterprise'],
  },
  'Digital Marketing': {
    category: 'Marketing & Advertising',
    packages: ['Foundation', 'Growth', 'Enterprise'],
  },
  'Social Media Management': {
    category: 'Marketing & Advertising',
    packages: [
      'Starter',
      'Growth',
      'Pro',
      'Social Media Posts — $99 — 15 posts per month',
      'Social Media Posts — $149 — 25 posts per month',
      'Social Media Posts — $199 — 35 posts per month',
      'Short-Form Videos — $99 — 5 videos per month',
      'Short-Form Videos — $190 — 10 videos per month',
      'Short-Form Videos — $250 — 15 videos per month',
      'Blog Post — $99 — 2 blog posts per month',
      'Blog Post — $190 — 5 blog posts per month',
      'Blog Post — $249 — 10 blog posts per month',
    ],
  },
  'Search Engine Optimization': {
    category: 'Marketing & Advertising',
    packages: ['Local', 'Growth', 'Enterprise'],
  },
  'Website Maintenance': {
    category: 'Web & App Development',
    packages: ['Tune-Up', 'Care Plan', 'Premium'],
  },
  'Graphic Design': {
    category: 'Creative & Content',
    packages: [
      'Essentials',
      'Brand Kit',
      'Brand Identity',
      'Logo — $70 — 2 concepts',
      'Logo — $99 — 3 concepts',
      'Business Card — $70 — 2 concepts',
      'Business Card — $99 — 3 concepts',
      'Letterhead — $70 — 2 concepts',
      'Letterhead — $99 — 3 concepts',
      'Email Signature — $70 — 2 concepts',
      'Email Signature — $99 — 3 concepts',
      'Flyer/Pamphlet — $70 — 2 concepts',
      'Flyer/Pamphlet — $99 — 3 concepts',
      'Brochure — $70 — 2 concepts',
      'Brochure — $99 — 3 concepts',
      'Poster — $70 — 2 concepts',
      'Poster — $99 — 3 concepts',
      'Email Design — $149 — 2 emails per month',
      'Email Design — $299 — 5 emails per month',
      'Email Design — $499 — 10 emails per month',
    ],
  },
  'Content Creation': {
    category: 'Creative & Content',
    packages: ['Starter', 'Growth', 'Authority'],
  },
};

export const CATALOGUE_MESSAGES = {
  serviceType: 'Please choose a service from our list.',
  serviceCategory: 'This category does not match the service.',
  package: 'Please choose a package this service offers.',
} as const;

export interface ServiceChoice {
  serviceType: string;
  serviceCategory: string;
  package: string;
}

/** The fields of a choice that the catalogue does not offer, with their messages (empty when it does). */
export function catalogueErrors(choice: ServiceChoice): Partial<Record<keyof ServiceChoice, string>> {
  const service = Object.hasOwn(SERVICE_REQUEST_CATALOGUE, choice.serviceType)
    ? SERVICE_REQUEST_CATALOGUE[choice.serviceType]
    : undefined;
  if (!service) return { serviceType: CATALOGUE_MESSAGES.serviceType };
  return {
    ...(service.category === choice.serviceCategory ? {} : { serviceCategory: CATALOGUE_MESSAGES.serviceCategory }),
    ...(service.packages.includes(choice.package) ? {} : { package: CATALOGUE_MESSAGES.package }),
  };
}
