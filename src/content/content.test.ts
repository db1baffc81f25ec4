import { describe, expect, it } from 'vitest';

import { about } from './about';
import { countWords, READING_WORDS_PER_MINUTE } from '../../scripts/blog-posts';
import { blogPosts, findBlogPost } from './blog';
import { brands, partners } from './brands';
import { careers } from './careers';
import { company, stats } from './company';
import { cookiePolicy } from './legal/cookies';
import { privacyPolicy } from './legal/privacy';
import { termsOfUse } from './legal/terms';
import { portfolioProjects, projects } from './projects';
import { reviews } from './reviews';
import { teamMembers } from './team';

const SERVICE_SLUGS = [
  'web-development',
  'wordpress-development',
  'ads',
  'mobile-app-development',
  'digital-marketing',
  'social-media',
  'seo',
  'maintenance',
  'graphic-design',
  'content',
];

const KEBAB_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectUniqueIds(items: readonly { readonly id: string }[]): void {
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(KEBAB_ID);
}

/** Every string anywhere inside a value (objects, arrays), for text-wide checks. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

/** Checks that a document says each of `facts`, word for word, naming the first one it does not. */
function expectToSay(document: unknown, facts: string[]) {
  const text = allStrings(document).join(' ');
  for (const fact of facts) expect(text, fact).toContain(fact);
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

describe('company', () => {
  it('has the agency facts', () => {
    expect(company.name).toBe('Lakeforge Digital');
    expect(company.foundedYear).toBe(2015);
    expect(company.address.city).toBe('Hamilton');
    expect(company.address.region).toBe('ON');
    expect(company.address.country).toBe('CA');
    expect(company.address.postalCode).toMatch(/^L[0-9][A-Z] [0-9][A-Z][0-9]$/);
    expect(company.email).toBe('hello@lakeforge.ca');
    expect(company.serviceArea).toBe('North America');
    expect(company.siteUrl).toBe('https://lakeforge.ca');
  });

  it('has a phone link with the same digits as the displayed number', () => {
    expect(company.phone).toBe('(905) 555-0142');
    expect(company.phoneHref).toMatch(/^tel:\+1[0-9]{10}$/);
    const shownDigits = company.phone.replace(/\D/g, '');
    expect(company.phoneHref).toBe(`tel:+1${shownDigits}`);
  });

  it('places the office in downtown Hamilton, open weekdays 9 to 5 Eastern', () => {
    expect(company.geo.lat).toBeGreaterThan(43.24);
    expect(company.geo.lat).toBeLessThan(43.27);
    expect(company.geo.lng).toBeGreaterThan(-79.9);
    expect(company.geo.lng).toBeLessThan(-79.84);
    expect(company.openingHours).toMatchObject({
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
      timeZone: 'America/Toronto',
    });
  });

  it('links the Google review form and four social profiles', () => {
    expect(company.googleReviewUrl).toMatch(
      /^https:\/\/search\.google\.com\/local\/writereview\?placeid=ChIJ[A-Za-z0-9_-]{20,}$/,
    );
    expect(company.social.map((s) => s.id)).toEqual(['facebook', 'instagram', 'linkedin', 'x']);
    for (const social of company.social) {
      expect(social.href).toMatch(/^https:\/\//);
      expect(social.href).toContain('lakeforgedigital');
      expect(social.label).toContain('Lakeforge Digital');
    }
  });

  it('states the four stats exactly as docs/product.md does', () => {
    expect(stats).toEqual([
      { value: '50+', label: 'Clients Served' },
      { value: '100%', label: 'Client Satisfaction' },
      { value: '24/7', label: 'Support Available' },
      { value: '5+', label: 'Years Experience' },
    ]);
  });
});

describe('projects', () => {
  const homeIds = [
    'apply-buddies-platform',
    'limo4all-booking',
    'gravity-contractors-website',
    'tranquility-compassion-website',
    'isnad-association-website',
    'grey-pro-website',
    'apply-buddies-mobile',
    'limo4all-fleet-campaign',
    'gravity-contractors-seo',
  ];

  it('has nine home projects in the agreed order and clients', () => {
    expect(projects).toHaveLength(9);
    expect(projects.map((p) => p.id)).toEqual(homeIds);
    expect(projects.map((p) => p.client)).toEqual([
      'Apply Buddies',
      'Limo4All Inc.',
      'Gravity Contractors',
      'Tranquility Compassion Services',
      'Isnad Association',
      'Grey Pro',
      'Apply Buddies',
      'Limo4All Inc.',
      'Gravity Contractors',
    ]);
  });

  it('uses the Apply Buddies platform as the large first tile, with more than three entries', () => {
    const [first] = projects;
    expect(first?.id).toBe('apply-buddies-platform');
    expect(first?.client).toBe('Apply Buddies');
    expect(projects.length).toBeGreaterThan(3);
  });

  it('covers exactly the six clients docs/product.md names', () => {
    expect(new Set(projects.map((p) => p.client))).toEqual(
      new Set([
        'Apply Buddies',
        'Limo4All Inc.',
        'Gravity Contractors',
        'Tranquility Compassion Services',
        'Isnad Association',
        'Grey Pro',
      ]),
    );
  });

  it("has ten portfolio projects: the same nine objects plus one more, each client's work together", () => {
    expect(portfolioProjects).toHaveLength(10);
    for (const project of projects) expect(portfolioProjects).toContain(project);
    expect(portfolioProjects.filter((project) => !projects.includes(project)).map((project) => project.id)).toEqual([
      'isnad-association-campaign',
    ]);
    const clients = portfolioProjects.map((project) => project.client);
    clients.forEach((client, index) => {
      if (index > 0 && clients[index - 1] !== client) expect(clients.slice(0, index - 1)).not.toContain(client);
    });
    expectUniqueIds(portfolioProjects);
  });

  it('follows the image, link, tag and description conventions', () => {
    const hostByClient = new Map<string, string>();
    for (const project of portfolioProjects) {
      expect(project.image).toBe(`/images/projects/${project.id}.svg`);
      expect(project.link).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\/?$/);
      const host = hostOf(project.link);
      const known = hostByClient.get(project.client);
      if (known === undefined) hostByClient.set(project.client, host);
      else expect(host).toBe(known);
      expect(project.tags.length).toBeGreaterThanOrEqual(2);
      expect(project.tags.length).toBeLessThanOrEqual(4);
      for (const tag of project.tags) expect(tag.length).toBeLessThanOrEqual(24);
      const sentences = project.description.match(/[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      for (const slug of project.services ?? []) expect(SERVICE_SLUGS).toContain(slug);
    }
    // Different clients, different sites.
    expect(new Set(hostByClient.values()).size).toBe(hostByClient.size);
  });
});

describe('brands and partners', () => {
  it('has the five client brands with their exact names', () => {
    expect(brands.map((b) => [b.id, b.name])).toEqual([
      ['gravity-contractors', 'Gravity Contractors'],
      ['isnad-association', 'Isnad Association'],
      ['apply-buddies', 'Apply Buddies'],
      ['tranquility-compassion', 'Tranquility Compassion'],
      ['limo4all', 'Limo4All Inc.'],
    ]);
    for (const brand of brands) expect(brand.logo).toBe(`/images/brands/${brand.id}.svg`);
    expectUniqueIds(brands);
  });

  it('has six partners with logos', () => {
    expect(partners.map((p) => [p.id, p.name])).toEqual([
      ['northline-print', 'Northline Print Co.'],
      ['bayfront-hosting', 'Bayfront Hosting'],
      ['escarpment-cloud', 'Escarpment Cloud'],
      ['lakeshore-payments', 'Lakeshore Payments'],
      ['harbour-vine-legal', 'Harbour & Vine Legal'],
      ['maple-metrics', 'Maple Metrics'],
    ]);
    for (const partner of partners) expect(partner.logo).toBe(`/images/partners/${partner.id}.svg`);
    expectUniqueIds(partners);
  });
});

describe('team', () => {
  it('has the four people with their positions', () => {
    expect(teamMembers.map((m) => [m.id, m.name, m.position])).toEqual([
      ['daniel-mercer', 'Daniel Mercer', 'Founder & CEO'],
      ['priya-raman', 'Priya Raman', 'Co-Founder & Creative Director'],
      ['marcus-chen', 'Marcus Chen', 'Lead Developer'],
      ['sofia-alvarez', 'Sofia Alvarez', 'Marketing Lead'],
    ]);
    expectUniqueIds(teamMembers);
  });

  it('gives each a portrait, a 2–3 sentence bio and https social links', () => {
    for (const member of teamMembers) {
      expect(member.image).toBe(`/images/team/${member.id}.svg`);
      const sentences = member.bio.match(/[.!?](?=\s|$)/g) ?? [];
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(member.socials.twitter).toMatch(/^https:\/\/(x|twitter)\.com\/\w+$/);
      expect(member.socials.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[\w-]+$/);
    }
  });
});

describe('reviews', () => {
  it('has three five-star reviews with unique ids', () => {
    expect(reviews).toHaveLength(3);
    for (const review of reviews) expect(review.rating).toBe(5);
    expectUniqueIds(reviews);
  });

  it('has exactly the field names of docs/product.md', () => {
    for (const review of reviews) {
      expect(Object.keys(review).sort()).toEqual(
        ['author_name', 'author_url', 'id', 'profile_photo_url', 'rating', 'text', 'time'].sort(),
      );
    }
  });

  it('covers the three quote length classes (over 200, 100 to 200, under 100)', () => {
    const lengths = reviews.map((r) => r.text.length);
    expect(lengths.filter((n) => n > 200)).toHaveLength(1);
    expect(lengths.filter((n) => n >= 100 && n <= 200)).toHaveLength(1);
    expect(lengths.filter((n) => n < 100)).toHaveLength(1);
  });

  it('dates every review in 2025–2026, before 21 November 2026, in unix seconds', () => {
    const start = Date.UTC(2025, 0, 1) / 1000;
    const end = Date.UTC(2026, 10, 21) / 1000;
    for (const review of reviews) {
      expect(Number.isInteger(review.time)).toBe(true);
      expect(review.time).toBeGreaterThanOrEqual(start);
      expect(review.time).toBeLessThan(end);
    }
  });

  it('gives the first reviewer a photo and the others none, with Google contributor links', () => {
    expect(reviews.map((r) => r.profile_photo_url)).toEqual(['/images/reviewers/reviewer-1.svg', '', '']);
    for (const review of reviews) {
      expect(review.author_url).toMatch(/^https:\/\/www\.google\.com\/maps\/contrib\/[0-9]{21}$/);
      expect(review.author_name.trim()).toContain(' ');
    }
  });
});

describe('blog', () => {
  const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'li', 'strong', 'em', 'a', 'blockquote']);
  const teamNames = teamMembers.map((m) => m.name);

  const launchPosts = ['website-speed-small-business', 'local-seo-hamilton-guide', 'social-media-content-calendar'];

  it('has the three launch posts by id, newest first, found by findBlogPost', () => {
    expect(blogPosts.map((p) => p.id).filter((id) => launchPosts.includes(id))).toEqual(launchPosts);
    expect(blogPosts.map((p) => p.date)).toEqual(
      blogPosts
        .map((p) => p.date)
        .sort()
        .reverse(),
    );
    for (const post of blogPosts) expect(findBlogPost(post.id)).toBe(post);
    expect(findBlogPost('no-such-post')).toBeUndefined();
    expectUniqueIds(blogPosts);
  });

  it('dates posts no later than today, written by team members, with images', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const post of blogPosts) {
      expect(new Date(`${post.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(post.date);
      expect(post.date <= today).toBe(true);
      expect(post.updated >= post.date).toBe(true);
      expect(teamNames).toContain(post.author);
      expect(post.image).toMatch(/^\/images\/blog\//);
      expect(post.ogImage).toBe(`/images/og/blog/${post.id}.png`);
      expect(post.tags.length).toBeGreaterThanOrEqual(2);
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.excerpt.length).toBeGreaterThan(60);
    }
  });

  it('keeps the launch posts between 600 and 900 words, every post with a matching reading time', () => {
    for (const post of blogPosts) {
      const words = countWords(post.content);
      if (launchPosts.includes(post.id)) {
        expect(words).toBeGreaterThanOrEqual(600);
        expect(words).toBeLessThanOrEqual(900);
      }
      expect(post.readingMinutes).toBe(Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE)));
    }
  });

  it('uses only the allowed tags, href-only links and balanced markup', () => {
    for (const post of blogPosts) {
      const html = post.content;
      expect(html).not.toMatch(/<\s*(script|style|iframe|img)/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
      const stack: string[] = [];
      for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
        const [, slash = '', rawName = '', attrs = ''] = match;
        const name = rawName.toLowerCase();
        expect(ALLOWED_TAGS.has(name), `tag <${name}> in ${post.id}`).toBe(true);
        if (slash) {
          expect(attrs.trim()).toBe('');
          expect(stack.pop(), `closing </${name}> in ${post.id}`).toBe(name);
        } else {
          if (name === 'a') expect(attrs).toMatch(/^ href="(\/[^"]*|https:\/\/[^"]+)"$/);
          else expect(attrs.trim(), `attributes on <${name}> in ${post.id}`).toBe('');
          stack.push(name);
        }
      }
      expect(stack).toEqual([]);
      // No stray angle brackets outside tags.
      expect(html.replace(/<\/?[a-zA-Z][^>]*>/g, '')).not.toMatch(/[<>]/);
    }
  });
});

describe('about page', () => {
  it('tells the journey from 2015 to 2026 in three to five milestones', () => {
    expect(about.journey.heading).toBe('Our Journey');
    const years = about.journey.milestones.map((m) => m.year);
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(years.length).toBeLessThanOrEqual(5);
    expect(years[0]).toBe(company.foundedYear);
    expect(years.at(-1)).toBe(2026);
    expect([...years].sort((a, b) => a - b)).toEqual(years);
    expect(about.journey.paragraphs.length).toBeGreaterThan(0);
  });

  it('has mission, vision, four to five values, and the links docs/product.md names', () => {
    expect(about.mission.text.length).toBeGreaterThan(40);
    expect(about.vision.text.length).toBeGreaterThan(40);
    expect(about.values.items.length).toBeGreaterThanOrEqual(4);
    expect(about.values.items.length).toBeLessThanOrEqual(5);
    expect(about.hero.actions.map((a) => a.href)).toEqual(['/services', '/#cta']);
    expect(about.hero.actions[1]?.label).toBe('Free Meeting');
    expect(about.cta.actions.map((a) => a.href)).toEqual(['/#cta', '/careers']);
    expect(about.team.heading).toBe('Meet The Team');
    expect(about.partners.heading).toBe('Trusted Partners');
  });
});

describe('careers page', () => {
  it('lists two or three open roles in Hamilton (hybrid) or remote in Canada', () => {
    const roles = careers.openings.roles;
    expect(roles.length).toBeGreaterThanOrEqual(2);
    expect(roles.length).toBeLessThanOrEqual(3);
    expectUniqueIds(roles);
    for (const role of roles) {
      expect(['Hamilton, ON (hybrid)', 'Remote (Canada)']).toContain(role.location);
      expect(role.compensation).toMatch(/^\$[0-9,]+ to \$[0-9,]+ per year$/);
      expect(role.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(role.requirements.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('says how to apply and offers accommodation under the AODA', () => {
    expect(careers.howToApply.email).toBe('careers@lakeforge.ca');
    expect(careers.howToApply.paragraphs.join(' ')).toContain('careers@lakeforge.ca');
    const eo = careers.equalOpportunity.paragraphs.join(' ');
    expect(eo).toContain('Ontario Human Rights Code');
    expect(eo).toContain('Accessibility for Ontarians with Disabilities Act');
    expect(eo).toContain(company.phone);
  });
});

describe('legal pages', () => {
  const documents = [privacyPolicy, termsOfUse, cookiePolicy];

  it('has the three documents, dated, with content in every section', () => {
    expect(documents.map((d) => d.title)).toEqual(['Privacy Policy', 'Terms of Use', 'Cookie Policy']);
    expect(documents.map((d) => d.lastUpdated)).toEqual(['2026-11-28', '2026-11-21', '2026-11-28']);
    for (const doc of documents) {
      expect(doc.intro.length).toBeGreaterThan(50);
      expect(doc.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of doc.sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect(section.paragraphs.length).toBeGreaterThan(0);
      }
      expect(new Set(doc.sections.map((s) => s.heading)).size).toBe(doc.sections.length);
    }
  });

  it('describes what the site collects, where it goes, how long it stays and how to complain', () => {
    expectToSay(privacyPolicy, [
      'PIPEDA',
      'meeting',
      'optional',
      'requirements',
      'Google Cloud Firestore',
      'Firebase',
      'SendGrid',
      'Twilio',
      '12 months after the meeting date',
      '24 months',
      'privacy@lakeforge.ca',
      'Office of the Privacy Commissioner of Canada',
      'outside Canada',
      'correct',
      'withdraw',
    ]);
  });

  it('says what a visit keeps in the tab, that only a submitted form sends it, and for how long it is stored', () => {
    expectToSay(privacyPolicy, [
      'session storage',
      'when you close the tab',
      'utm_',
      'only its address',
      'only with a form you choose to submit',
      'stored with your booking, inquiry or request',
      '24 months for inquiries and service requests',
    ]);
    expect(allStrings(cookiePolicy).join(' ')).toContain('session storage of the tab');
  });

  it("says what the team's chat is told of a new lead, no more than the notice carries, and what is kept of it", () => {
    expectToSay(privacyPolicy, [
      "Our team's chat service",
      'only your name and what you asked for',
      'never includes your email address, your message, your project requirements or the purpose of your meeting',
      'only whether it was delivered, never its text',
      'not messages already posted there',
    ]);
  });

  it('says plainly that no cookies are set, including by the booking calendar', () => {
    const text = allStrings(cookiePolicy).join(' ');
    expect(cookiePolicy.intro).toContain('does not use cookies');
    expect(text).toContain('no cookie is set');
    expect(text).toContain('cache');
    expect(text).not.toMatch(/we use cookies/i);
  });

  it('prices in Canadian dollars plus taxes under Ontario law', () => {
    const text = allStrings(termsOfUse).join(' ');
    expect(text).toContain('Canadian dollars (CAD)');
    expect(text).toContain('taxes');
    expect(text).toContain('laws of the Province of Ontario');
  });
});

describe('all content', () => {
  const everything = allStrings({
    company,
    stats,
    projects: portfolioProjects,
    brands,
    partners,
    teamMembers,
    reviews,
    blogPosts,
    about,
    careers,
    privacyPolicy,
    termsOfUse,
    cookiePolicy,
  });

  it('uses Canadian spelling', () => {
    const american =
      /\b(colors?|colored|favorites?|favorable|centers?|centered|behaviors?|labor|neighbors?|neighborhoods?|honors?|catalog|canceled|canceling|traveled|fulfill|enroll|defense|offense|analog)\b/i;
    for (const text of everything) expect(text, text.slice(0, 80)).not.toMatch(american);
  });

  it('has no leftover placeholders', () => {
    for (const text of everything) {
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|\bxxx\b|undefined|\[object Object\]/i);
    }
  });
});
