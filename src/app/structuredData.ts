import { findBlogPost } from '../content/blog';
import { postLastModified } from '../content/blogDates';
import { company } from '../content/company';
import { findCategory, findServicePage } from '../content/services';
import { packageSlug } from '../content/services/catalogue';
import { SENT_PATHS } from '../domain/api/endpoints';
import { ORGANIZATION_ID, PRICE_CURRENCY, organizationJsonLd } from '../content/structuredData';
import {
  blogPostingNode,
  breadcrumbList,
  jsonLdGraph,
  serviceNode,
  type BreadcrumbStep,
  type JsonLdNode,
} from '../lib/structuredData';
import { DEFAULT_OG_IMAGE, type PageMeta } from '../lib/seo';
import { matchRoute } from './routes';

const home: BreadcrumbStep = { name: 'Home', path: '/' };
const servicesStep: BreadcrumbStep = { name: 'Services', path: '/services' };

/** The nodes that describe what one nested page is: a service, a service category or a blog post. */
function pageNodes(path: string, meta: PageMeta): JsonLdNode[] {
  const { siteUrl } = company;
  const url = siteUrl + path;
  const { route, params } = matchRoute(path);

  if (route.id === 'service-or-category') {
    const slug = params.slug ?? '';
    const page = findServicePage(slug);
    if (page) {
      const category = findCategory(page.categoryId);
      const service = serviceNode(
        {
          name: page.name,
          description: meta.description,
          url,
          providerId: ORGANIZATION_ID,
          offers: page.packages.map((pkg) => ({ name: pkg.name, description: pkg.bestFor, price: pkg.price, url })),
        },
        PRICE_CURRENCY,
      );
      const categoryStep = category ? [{ name: category.category, path: `/services/${category.id}` }] : [];
      return [breadcrumbList(siteUrl, [home, servicesStep, ...categoryStep, { name: page.name, path }]), service];
    }
    const category = findCategory(slug);
    if (category) return [breadcrumbList(siteUrl, [home, servicesStep, { name: category.category, path }])];
  }

  if (route.id === 'service-request') {
    const page = findServicePage(params.slug ?? '');
    const pkg = page?.packages.find((candidate) => packageSlug(candidate.name) === params.package);
    if (page && pkg) {
      const category = findCategory(page.categoryId);
      const categoryStep = category ? [{ name: category.category, path: `/services/${category.id}` }] : [];
      const serviceStep = { name: page.name, path: `/services/${page.slug}` };
      return [
        breadcrumbList(siteUrl, [
          home,
          servicesStep,
          ...categoryStep,
          serviceStep,
          { name: `Request ${pkg.name}`, path },
        ]),
      ];
    }
  }
  if (path === SENT_PATHS.serviceRequest) {
    return [breadcrumbList(siteUrl, [home, servicesStep, { name: 'Request Sent', path }])];
  }
  if (path === SENT_PATHS.contact) {
    return [breadcrumbList(siteUrl, [home, { name: 'Contact', path: '/contact' }, { name: 'Message Sent', path }])];
  }

  if (route.id === 'blog-post') {
    const post = findBlogPost(params.id ?? '');
    if (post) {
      return [
        breadcrumbList(siteUrl, [home, { name: 'Blog', path: '/blogs' }, { name: post.title, path }]),
        blogPostingNode({
          url,
          headline: post.title,
          description: meta.description,
          image: siteUrl + (meta.image ?? DEFAULT_OG_IMAGE),
          datePublished: post.date,
          dateModified: postLastModified(post),
          // The about page introduces the team, the authors among them.
          author: { name: post.author, url: `${siteUrl}/about` },
          publisherId: ORGANIZATION_ID,
          keywords: post.tags,
        }),
      ];
    }
  }
  return [];
}

/** The JSON-LD of a page (given its head): the agency on every page, plus what the page describes. */
export function structuredDataFor(path: string, meta: PageMeta): JsonLdNode {
  return jsonLdGraph([organizationJsonLd(), ...pageNodes(path, meta)]);
}
