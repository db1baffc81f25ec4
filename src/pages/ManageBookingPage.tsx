import { lazy, Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Container } from '../components/Container';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import type { PageMeta } from '../lib/seo';

/** Reached only through the link in a visitor's booking emails: never indexed, not in the sitemap. */
export const meta: PageMeta = {
  title: 'Your Consultation | Lakeforge Digital',
  description: 'See, move or cancel your free consultation with Lakeforge Digital.',
  noindex: true,
  updated: '2026-11-23',
};

/** Loaded after the page's first paint (the slot calendar and its date library are not in the first load). */
const ManageBooking = lazy(() =>
  import('../features/booking/manage/ManageBooking').then((module) => ({ default: module.ManageBooking })),
);

export default function ManageBookingPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const token = new URLSearchParams(search).get('token');
  const keepToken = useCallback(
    (next: string) => navigate({ search: `?token=${encodeURIComponent(next)}` }, { replace: true }),
    [navigate],
  );
  return (
    <>
      <PageHero
        eyebrow="Your booking"
        title="Manage Your Consultation"
        intro="Plans change. Move your free consultation to another time this week, or cancel it, right here."
      />
      <Section $tone="surface">
        <Container>
          <Suspense fallback={null}>
            <ManageBooking token={token} onTokenChange={keepToken} />
          </Suspense>
        </Container>
      </Section>
    </>
  );
}
