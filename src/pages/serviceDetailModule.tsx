import { useState } from 'react';
import type { Params } from 'react-router';
import { useParams } from 'react-router';
import { SERVICES_LAST_UPDATED } from '../content/services/catalogue';
import type { ServicePage } from '../content/services/types';
import { ServiceDetail } from '../features/services/ServiceDetail';
import type { ServiceRequestIntent } from '../features/services/serviceRequestIntent';
import { LazyServiceRequestDialog } from '../features/service-request/LazyServiceRequestDialog';
import { RequestSentNote } from '../features/service-request/RequestSentNote';
import type { PageMeta } from '../lib/seo';

/**
 * The page module for the service pages of one category (/services/{slug}): its head and its page. The
 * router loads it only for those pages' slugs (src/app/routes.ts).
 */
export function serviceDetailModule(pages: readonly ServicePage[]) {
  const find = (slug: string) => pages.find((page) => page.slug === slug);

  function meta({ slug = '' }: Params): PageMeta | null {
    const page = find(slug);
    return page
      ? {
          title: page.title,
          description: page.metaDescription,
          image: `/images/og/services/${page.slug}.png`,
          updated: SERVICES_LAST_UPDATED,
        }
      : null;
  }

  function ServiceDetailPage() {
    const { slug = '' } = useParams();
    const page = find(slug);
    if (!page)
      throw new Error(`/services/${slug} is not a page of this module: src/app/routes.ts loaded the wrong one`);
    return <ServiceDetailRoute key={page.slug} page={page} />;
  }

  return { meta, default: ServiceDetailPage };
}

function ServiceDetailRoute({ page }: { page: ServicePage }) {
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
