import { useState } from 'react';
import type { Params } from 'react-router';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { cardSurface, Section } from '../components/Section';
import { packageSlug, pageServices, SERVICES_LAST_UPDATED } from '../content/services/catalogue';
import type { ServiceSlug } from '../content/services/types';
import { SERVICE_REQUEST_CATALOGUE } from '../domain/forms/serviceCatalogue';
import type { ServiceRequestIntent } from '../features/service-request/intent';
import { RequestSummary, ServiceRequestForm } from '../features/service-request/ServiceRequestForm';
import { thankYouText, type RequestSender } from '../features/service-request/text';
import type { PageMeta } from '../lib/seo';

/** A package of a service page, by the URL's slugs, from the catalogue (not the pages' content). */
function find({ slug = '', package: chosen = '' }: Params): ServiceRequestIntent | undefined {
  if (!Object.hasOwn(pageServices, slug)) return undefined;
  const serviceType = pageServices[slug as ServiceSlug].name;
  const offered = SERVICE_REQUEST_CATALOGUE[serviceType];
  const pkg = offered?.packages.find((name) => packageSlug(name) === chosen);
  return offered && pkg ? { serviceType, serviceCategory: offered.category, package: pkg } : undefined;
}

/**
 * /services/{slug}/request/{package}: where a package's 'Get Started' leads when no script runs (with
 * scripts it opens the dialog on the service page). The dialog's form, posting natively until the app
 * takes over. Not indexed, not in the sitemap (src/app/routes.ts). It reads the service request
 * catalogue, so no service page's content is in its first load.
 */
export function meta(params: Params): PageMeta | null {
  const intent = find(params);
  return intent
    ? {
        title: `Request ${intent.package} | ${intent.serviceType} | Lakeforge Digital`,
        description: `Request the ${intent.package} package of ${intent.serviceType} from Lakeforge Digital: tell us who you are and what you need, and we will be in touch shortly.`,
        noindex: true,
        updated: SERVICES_LAST_UPDATED,
      }
    : null;
}

export default function ServiceRequestPage() {
  const params = useParams();
  const intent = find(params);
  if (!intent) return <PackageNotFound />;
  return <ServiceRequestRoute key={params.package} intent={intent} servicePath={`/services/${params.slug}`} />;
}

function ServiceRequestRoute({ intent, servicePath }: { intent: ServiceRequestIntent; servicePath: string }) {
  const [sentTo, setSentTo] = useState<RequestSender | null>(null);
  return (
    <>
      <PageHero
        eyebrow="Request a Service"
        title={`${intent.serviceType}: ${intent.package}`}
        intro="Tell us who you are and what you need, and we'll be in touch to plan the next steps."
      />
      <Section $tone="surface" aria-labelledby="request-form-heading">
        <Container>
          <h2 id="request-form-heading" className="visually-hidden">
            Your request
          </h2>
          <Panel>
            <RequestSummary intent={intent} />
            {sentTo ? (
              <Sent>
                <p role="status">{thankYouText(sentTo)}</p>
                <ButtonLink to={servicePath}>Back to {intent.serviceType}</ButtonLink>
              </Sent>
            ) : (
              <ServiceRequestForm intent={intent} onSent={setSentTo} cancelHref={servicePath} />
            )}
          </Panel>
        </Container>
      </Section>
    </>
  );
}

function PackageNotFound() {
  return (
    <>
      <PageHero eyebrow="Request a Service" title="Package not found" />
      <Section $tone="surface" aria-labelledby="request-form-heading">
        <Container>
          <Panel>
            <h2 id="request-form-heading">Choose a package</h2>
            <p>This package is not offered. Choose one on our services pages.</p>
            <ButtonLink to="/services">All Services</ButtonLink>
          </Panel>
        </Container>
      </Section>
    </>
  );
}

const Panel = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[7]};
  }
`;

const Sent = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[5]};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;
