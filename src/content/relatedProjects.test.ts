import { describe, expect, it } from 'vitest';
import { groupByClient, portfolioProjects, projects, relatedProjects, type Project } from './projects';
import { serviceSlugs } from './services';

const project = (id: string, client: string, services: string[]): Project => ({
  id,
  client,
  title: id,
  image: `/images/projects/${id}.svg`,
  link: 'https://example.com',
  tags: [],
  description: '',
  services,
});

const list = [
  project('a-site', 'A', ['web-development']),
  project('b-site', 'B', ['web-development']),
  project('a-seo', 'A', ['seo']),
  project('c-seo', 'C', ['seo']),
  project('d-ads', 'D', ['ads']),
];

describe('portfolio projects', () => {
  it('each name the work, so a client with two projects shows two different things', () => {
    const titles = portfolioProjects.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

/** Names that appear more than once in `clients`. */
const repeated = (clients: readonly string[]) => clients.filter((client, index) => clients.indexOf(client) !== index);

describe('each client once per page', () => {
  it('on the home page (its three featured tiles)', () => {
    expect(repeated(projects.slice(0, 3).map((entry) => entry.client))).toEqual([]);
  });

  it('on every service page (its three related projects)', () => {
    for (const slug of serviceSlugs) {
      expect(
        repeated(
          relatedProjects(slug)
            .slice(0, 3)
            .map((entry) => entry.client),
        ),
        slug,
      ).toEqual([]);
    }
  });

  it('on the portfolio, featured and additional case studies together', () => {
    const featured = groupByClient(portfolioProjects.slice(0, 7));
    const additional = groupByClient(portfolioProjects.slice(7));
    expect(repeated([...featured, ...additional].map((work) => work.client))).toEqual([]);
  });
});

describe('groupByClient', () => {
  it("keeps the clients' order and every project, each under its client", () => {
    expect(groupByClient(list).map((work) => [work.client, work.link, work.projects.map((entry) => entry.id)])).toEqual(
      [
        ['A', 'https://example.com', ['a-site', 'a-seo']],
        ['B', 'https://example.com', ['b-site']],
        ['C', 'https://example.com', ['c-seo']],
        ['D', 'https://example.com', ['d-ads']],
      ],
    );
  });
});

describe('relatedProjects', () => {
  it("puts the service's own work first", () => {
    expect(
      relatedProjects('seo', list)
        .slice(0, 2)
        .map((entry) => entry.id),
    ).toEqual(['a-seo', 'c-seo']);
  });

  it('shows each client once among the first three, and keeps every project', () => {
    const ids = relatedProjects('web-development', list).map((entry) => entry.id);
    expect(ids.slice(0, 3)).toEqual(['a-site', 'b-site', 'c-seo']);
    expect([...ids].sort()).toEqual(list.map((entry) => entry.id).sort());
  });

  it('gives different service pages different projects', () => {
    const lead = (slug: string) =>
      relatedProjects(slug)
        .slice(0, 3)
        .map((entry) => entry.id)
        .join();
    expect(new Set(['seo', 'web-development', 'mobile-app-development', 'social-media'].map(lead)).size).toBe(4);
  });
});
