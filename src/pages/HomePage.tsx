import { Container } from '../components/Container';
import { hydrateWhenVisible } from '../components/HydrateWhenVisible';
import { Reveal } from '../components/Reveal';
import { Section } from '../components/Section';
import { BOOKING_SECTION_ID, loadBookingWizard } from '../features/booking/landing';
import { ClientBrands } from '../features/home/ClientBrands';
import { FeaturedWork } from '../features/home/FeaturedWork';
import { HomeHero } from '../features/home/HomeHero';
import { ServiceHighlights } from '../features/home/ServiceHighlights';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Lakeforge Digital | Web Development & Digital Marketing, Hamilton',
  description:
    'Hamilton, Ontario agency building fast websites, apps and data-driven marketing for businesses across North America. Book a free 30-minute consultation.',
  updated: '2026-11-21',
};

// Below the fold: their code (the testimonials, the booking section's calendar helpers) loads and their
// prerendered HTML hydrates when they near the viewport, as the projects' and the logo strip's do.
const Testimonials = hydrateWhenVisible(() => import('../features/testimonials').then((module) => module.Testimonials));
// Opened at /#cta (or with the section in view), the section's code and its wizard's load at once, side by side.
const BookingSection = hydrateWhenVisible(
  () => import('../features/booking/BookingSection').then((module) => module.BookingSection),
  { sectionId: BOOKING_SECTION_ID, alongside: loadBookingWizard },
);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ServiceHighlights />

      <Section $tone="surface" aria-labelledby="testimonials-heading">
        <Container>
          <Reveal>
            <Testimonials headingId="testimonials-heading" />
          </Reveal>
        </Container>
      </Section>

      <FeaturedWork />
      <ClientBrands />
      <BookingSection />
    </>
  );
}
