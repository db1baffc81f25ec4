import { ThankYou } from '../components/ThankYou';
import { FORM_TEXT } from '../domain/forms/fields';
import type { PageMeta } from '../lib/seo';

/** Where a service request lands after it was posted without scripts (the function's 303). Not indexed, not in the sitemap. */
export const meta: PageMeta = {
  title: 'Request Sent | Lakeforge Digital',
  description:
    'Thank you for your service request. Lakeforge Digital will be in touch shortly to plan the next steps with you.',
  noindex: true,
  updated: '2026-11-25',
};

export default function ServiceRequestSentPage() {
  return (
    <ThankYou
      eyebrow="Request a Service"
      heading={FORM_TEXT.requestSentTitle}
      text="Thank you! We've received your request and will be in touch shortly."
      next="We will confirm the scope and the next steps with you at the email address you gave us, usually within one business day."
      actions={[
        { label: 'Back to Services', to: '/services' },
        { label: 'Book a Free Consultation', to: '/#cta', variant: 'secondary' },
      ]}
    />
  );
}
