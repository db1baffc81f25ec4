import { ThankYou } from '../components/ThankYou';
import { FORM_TEXT } from '../domain/forms/fields';
import type { PageMeta } from '../lib/seo';

/** Where the contact form lands after it was posted without scripts (the function's 303). Not indexed, not in the sitemap. */
export const meta: PageMeta = {
  title: 'Message Sent | Lakeforge Digital',
  description:
    'Thank you for contacting Lakeforge Digital. A person on our team replies to every message within 24 hours.',
  noindex: true,
  updated: '2026-11-25',
};

export default function ContactSentPage() {
  return (
    <ThankYou
      eyebrow="Message sent"
      heading={FORM_TEXT.contactSentHeading}
      text={FORM_TEXT.contactSentText}
      next="A person on our team reads every message and answers it from our own inbox, Monday to Friday. Look out for our reply, and check your spam folder if it has not arrived by tomorrow."
      actions={[
        { label: FORM_TEXT.sendAnother, to: '/contact' },
        { label: 'Explore Our Services', to: '/services', variant: 'secondary' },
      ]}
    />
  );
}
