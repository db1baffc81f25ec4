import { useState } from 'react';
import type { Params } from 'react-router';
import { useParams } from 'react-router';
import { SERVICES_LAST_UPDATED, findCategory, findServicePage } from '../content/services';
import { CategoryNotFound, CategoryView } from '../features/services/CategoryView';
import { ServiceDetail } from '../features/services/ServiceDetail';
import type { ServiceRequestIntent } from '../features/services/serviceRequestIntent';
import { LazyServiceRequestDialog } from '../features/service-request/LazyServiceRequestDialog';
import { RequestSentNote } from '../features/service-request/RequestSentNote';
import type { PageMeta } from '../lib/seo';

export function meta({ slug = '' }: Params): PageMeta | null {
  const page = findServicePage(slug);
  if (page)
    return {
      title: page.title,
      description: page.metaDescription,
      image: `/images/og/services/${page.slug}.png`,
      updated: SERVICES_LAST_UPDATED,
    };
  const category = findCategory(slug);
  if (category)
    return {
      title: `${category.category} Services | Lakeforge Digital`,
      description: category.description,
      updated: SERVICES_LAST_UPDATED,
    };
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
  // What the visitor chose with 'Get Started': the service request dialog opens with it.
  const [request, setRequest] = useState<ServiceRequestIntent | null>(null);
  // The last request that went through: a note of it stays after the confirmation closes.
  const [sent, setSent] = useState<{ intent: ServiceRequestIntent; email: string } | null>(null);

  return (
    <>
      <ServiceDetail page={page} onGetStarted={setRequest} />
      <LazyServiceRequestDialog
        intent={request}
        onClose={() => setRequest(null)}
        onSent={(email) => request && setSent({ intent: request, email })}
      />
      {sent && !request && <RequestSentNote {...sent} onDismiss={() => setSent(null)} />}
    </>
  );
}
