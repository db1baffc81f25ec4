import { useEffect, useState } from 'react';
import type { Params } from 'react-router-dom';
import { useNavigate, useParams } from 'react-router-dom';
import { findCategory, findServicePage } from '../content/services';
import { CategoryNotFound, CategoryView } from '../features/services/CategoryView';
import { ServiceDetail } from '../features/services/ServiceDetail';
import { contactHrefFor, type ServiceRequestIntent } from '../features/services/serviceRequestIntent';
import type { PageMeta } from '../lib/seo';

export function meta({ slug = '' }: Params): PageMeta | null {
  const page = findServicePage(slug);
  if (page)
    return { title: page.title, description: page.metaDescription, image: `/images/og/services/${page.slug}.png` };
  const category = findCategory(slug);
  if (category)
    return { title: `${category.category} Services | Lakeforge Digital`, description: category.description };
  return null;
}

/** /services/{slug}: one of the ten service pages, a service category, or 'Category not found'. */
export default function ServiceSlugPage() {
  const { slug = '' } = useParams();
  const page = findServicePage(slug);
  if (page) return <ServiceDetailRoute key={page.slug} slug={page.slug} />;

  const category = findCategory(slug);
  if (category) return <CategoryView category={category} />;

  return <CategoryNotFound />;
}

function ServiceDetailRoute({ slug }: { slug: string }) {
  const page = findServicePage(slug)!;
  const navigate = useNavigate();
  // What the visitor chose with 'Get Started'; the service request dialog opens with it.
  const [request, setRequest] = useState<ServiceRequestIntent | null>(null);

  // Service request dialog mounts here (issue: contact inquiries and service requests):
  // render it with `request` and close it with `setRequest(null)`, and drop this effect. Until then the
  // visitor continues on the contact page with the choice in the query, so no button is ever dead.
  useEffect(() => {
    if (request) void navigate(contactHrefFor(request));
  }, [request, navigate]);

  return <ServiceDetail page={page} onGetStarted={setRequest} />;
}
