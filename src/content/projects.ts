/**
 * Client projects shown on the home page (first nine), on service pages (first three) and on the
 * portfolio page (all ten: seven featured, three additional case studies, each client once per page).
 *
 * Each project is defined once; the two lists are built from the same objects.
 * The client links are the clients' public sites; confirm each domain with the client before launch.
 */

export interface Project {
  readonly id: string;
  readonly client: string;
  /** What was made, so that two projects for one client read as the different work they are. */
  readonly title: string;
  /** Public path of a 3:2 image, `/images/projects/<id>.svg`. */
  readonly image: string;
  /** The client's external site (opened in a new tab). */
  readonly link: string;
  readonly tags: readonly string[];
  /** What was built and what it achieved, in one or two sentences. */
  readonly description: string;
  /** Slugs of the service pages this work relates to (e.g. 'web-development', 'seo'). */
  readonly services?: readonly string[];
}

const APPLY_BUDDIES = 'https://applybuddies.com';
const LIMO4ALL = 'https://limo4all.ca';
const GRAVITY = 'https://gravitycontractors.ca';
const TRANQUILITY = 'https://tranquilitycompassion.ca';
const ISNAD = 'https://isnadassociation.org';
const GREY_PRO = 'https://greypro.ca';

const image = (id: string): string => `/images/projects/${id}.svg`;

const applyBuddiesPlatform: Project = {
  id: 'apply-buddies-platform',
  client: 'Apply Buddies',
  title: 'Application-tracking platform',
  image: image('apply-buddies-platform'),
  link: APPLY_BUDDIES,
  tags: ['Web App', 'React', 'UX Design'],
  description:
    'An application-tracking platform where students keep programs, deadlines and documents in one dashboard. A redesigned onboarding flow raised completed sign-ups by 38% in its first quarter.',
  services: ['web-development'],
};

const limo4allBooking: Project = {
  id: 'limo4all-booking',
  client: 'Limo4All Inc.',
  title: 'Online quotes and reservations',
  image: image('limo4all-booking'),
  link: LIMO4ALL,
  tags: ['Booking System', 'Web Development', 'Payments'],
  description:
    'An online quote and reservation flow for airport transfers, weddings and corporate travel, with live vehicle availability and secure deposits. Within six months, about a third of bookings moved from the phone to self-serve.',
  services: ['web-development', 'maintenance'],
};

const gravityContractorsWebsite: Project = {
  id: 'gravity-contractors-website',
  client: 'Gravity Contractors',
  title: 'Quote-routing WordPress site',
  image: image('gravity-contractors-website'),
  link: GRAVITY,
  tags: ['WordPress', 'Web Design', 'Lead Generation'],
  description:
    'A WordPress site with project galleries by trade and a quote-request form that routes each job to the right estimator. Qualified quote requests roughly doubled in the six months after launch.',
  services: ['wordpress-development', 'graphic-design'],
};

const tranquilityCompassionWebsite: Project = {
  id: 'tranquility-compassion-website',
  client: 'Tranquility Compassion Services',
  title: 'Accessible home-care website',
  image: image('tranquility-compassion-website'),
  link: TRANQUILITY,
  tags: ['WordPress', 'Accessibility', 'Content'],
  description:
    'A calm, plain-language website for a home-care and companionship provider, built to WCAG 2.1 AA. Families can now check service areas and intake steps before they call, and intake calls are shorter as a result.',
  services: ['wordpress-development', 'content'],
};

const isnadAssociationWebsite: Project = {
  id: 'isnad-association-website',
  client: 'Isnad Association',
  title: 'Community and donations website',
  image: image('isnad-association-website'),
  link: ISNAD,
  tags: ['Non-Profit', 'Web Design', 'Donations'],
  description:
    'A community website with event listings, volunteer sign-up and online donations that volunteers update themselves. Online gifts grew 45% in the first year on the new site.',
  services: ['web-development', 'graphic-design'],
};

const greyProWebsite: Project = {
  id: 'grey-pro-website',
  client: 'Grey Pro',
  title: 'Brand refresh and local website',
  image: image('grey-pro-website'),
  link: GREY_PRO,
  tags: ['Web Design', 'SEO', 'Branding'],
  description:
    'A brand refresh and a focused five-page website for a property-services company, with service pages written around what local customers actually search for. Its core service pages reached the first page of Google results in Hamilton within four months.',
  services: ['web-development', 'seo', 'graphic-design'],
};

const applyBuddiesMobile: Project = {
  id: 'apply-buddies-mobile',
  client: 'Apply Buddies',
  title: 'Companion mobile app',
  image: image('apply-buddies-mobile'),
  link: APPLY_BUDDIES,
  tags: ['Mobile App', 'React Native', 'iOS & Android'],
  description:
    'A companion iOS and Android app that sends deadline reminders and lets applicants upload documents straight from their phone camera. It shipped to both app stores in 14 weeks and holds a 4.7-star average rating.',
  services: ['mobile-app-development'],
};

const limo4allFleetCampaign: Project = {
  id: 'limo4all-fleet-campaign',
  client: 'Limo4All Inc.',
  title: 'Wedding and prom season ads',
  image: image('limo4all-fleet-campaign'),
  link: LIMO4ALL,
  tags: ['Google Ads', 'Meta Ads', 'Landing Pages'],
  description:
    'A seasonal Google and Meta ads campaign introducing the expanded fleet for wedding and prom season, with a landing page for each vehicle class. Cost per booking fell 27% compared with the previous season.',
  services: ['ads', 'digital-marketing'],
};

const gravityContractorsSeo: Project = {
  id: 'gravity-contractors-seo',
  client: 'Gravity Contractors',
  title: 'Local SEO program',
  image: image('gravity-contractors-seo'),
  link: GRAVITY,
  tags: ['SEO', 'Local Search', 'Content'],
  description:
    'An ongoing local SEO program covering the Google Business Profile, service-area pages and write-ups of finished kitchen, basement and commercial jobs. Organic traffic grew 64% year over year.',
  services: ['seo', 'content'],
};

const isnadAssociationCampaign: Project = {
  id: 'isnad-association-campaign',
  client: 'Isnad Association',
  title: 'Fundraising drive on social media',
  image: image('isnad-association-campaign'),
  link: ISNAD,
  tags: ['Social Media', 'Fundraising', 'Video'],
  description:
    'A month-long social media and email campaign for the annual fundraising drive, built on short volunteer stories filmed on a phone. The drive passed its goal a week before the deadline.',
  services: ['social-media', 'content'],
};

/** Home page list (nine). The first one is the large featured tile. */
export const projects: readonly Project[] = [
  applyBuddiesPlatform,
  limo4allBooking,
  gravityContractorsWebsite,
  tranquilityCompassionWebsite,
  isnadAssociationWebsite,
  greyProWebsite,
  applyBuddiesMobile,
  limo4allFleetCampaign,
  gravityContractorsSeo,
];

/**
 * Portfolio page list (ten): the home list plus one more case study, ordered so that each client's
 * work sits together. The page shows every client once (`groupByClient`), with all of its projects:
 * the first seven projects are the featured clients', the last three the additional case studies'.
 */
export const portfolioProjects: readonly Project[] = [
  applyBuddiesPlatform,
  applyBuddiesMobile,
  limo4allBooking,
  limo4allFleetCampaign,
  gravityContractorsWebsite,
  gravityContractorsSeo,
  greyProWebsite,
  tranquilityCompassionWebsite,
  isnadAssociationWebsite,
  isnadAssociationCampaign,
];

/** One client on a page, with every project of theirs shown there. */
export interface ClientWork {
  readonly client: string;
  /** The client's site. */
  readonly link: string;
  /** At least one; the first is the one pictured. */
  readonly projects: readonly Project[];
}

/** Projects grouped by client, in the order of each client's first project. */
export function groupByClient(list: readonly Project[]): ClientWork[] {
  const byClient = new Map<string, Project[]>();
  for (const project of list) byClient.set(project.client, [...(byClient.get(project.client) ?? []), project]);
  return [...byClient].map(([client, work]) => ({ client, link: work[0]!.link, projects: work }));
}

/**
 * The projects for one service page, best first: work tagged with that service, then the rest, each
 * client at most once among the first three (the related-projects grid). The whole list is returned,
 * so 'Explore All Projects' still shows when there is more to see.
 */
export function relatedProjects(serviceSlug: string, from: readonly Project[] = portfolioProjects): Project[] {
  const relevant = (project: Project) => project.services?.includes(serviceSlug) ?? false;
  const ranked = [...from.filter(relevant), ...from.filter((project) => !relevant(project))];
  const lead: Project[] = [];
  for (const project of ranked) {
    if (lead.length === 3) break;
    if (!lead.some((chosen) => chosen.client === project.client)) lead.push(project);
  }
  return [...lead, ...ranked.filter((project) => !lead.includes(project))];
}
