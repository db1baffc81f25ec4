import { PageHero } from '../components/PageHero';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: "Contact Us | Let's Connect | Lakeforge Digital",
  description:
    'Tell us about your project. Lakeforge Digital in Hamilton, Ontario replies to every inquiry within 24 hours, Monday to Friday.',
};

export default function ContactPage() {
  return (
    <PageHero
      eyebrow="Contact"
      title="Let's Connect"
      intro="Tell us where you want your business to be and we'll show you how to get there. We reply to every message within 24 hours."
    />
  );
}
