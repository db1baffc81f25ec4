/**
 * The booking section as the home page mounts it: prerendered heading and placeholder, and the
 * wizard chunk loaded only when the section is reached (near the viewport, pointed at or clicked,
 * or opened at /#cta). jsdom has no IntersectionObserver, so a minimal stand-in lets the
 * test decide when the section "intersects".
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteTheme, renderWithProviders } from '../../../tests/utils/render';
import { company } from '../../content/company';
import { BookingSection, PRELOAD_MARGIN } from './BookingSection';
import { FakeIntersectionObserver } from '../../../tests/utils/intersectionObserver';
import {
  startBookingApi,
  startFirestore,
  testConfig,
  type BookingApiStub,
  type TestFirestore,
} from '../../../tests/utils/bookingBackend';

vi.setConfig({ testTimeout: 30_000 });

let firestore: TestFirestore;
let api: BookingApiStub;
let config: ReturnType<typeof testConfig>;

beforeAll(async () => {
  const now = new Date('2026-07-14T14:00:00Z');
  firestore = await startFirestore(0, now);
  api = await startBookingApi();
  config = testConfig({ firestoreHost: firestore.emulatorHost, apiOrigin: api.origin, now });
});
afterAll(async () => {
  await firestore.close();
  await api.close();
});
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const wizardDates = () => screen.findByRole('button', { name: /Wednesday, July 15, 2026/ }, { timeout: 10_000 });

describe('BookingSection', () => {
  it('prerenders the heading, the introduction and, in place of the wizard, the other ways to book', () => {
    const html = renderToString(
      <SiteTheme>
        <MemoryRouter initialEntries={['/']}>
          <BookingSection />
        </MemoryRouter>
      </SiteTheme>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const section = doc.querySelector('section#cta')!;
    expect(section.getAttribute('aria-labelledby')).toBe('booking-heading');
    expect(section.querySelector('h2#booking-heading')?.textContent).toBe('Book a Free 30-Minute Consultation');
    // Without scripts (or before they run) no spinner promises a calendar: the placeholder says how else to book.
    expect(section.querySelector('[role="status"]')).toBeNull();
    const placeholder = section.querySelector('[data-testid="booking-placeholder"]')!;
    expect(placeholder.querySelector('h3')?.textContent).toBe('Book by phone, message or email');
    expect(placeholder.querySelector(`a[href="${company.phoneHref}"]`)?.textContent).toContain(company.phone);
    expect(placeholder.querySelector('a[href="/contact"]')?.textContent).toContain('contact form');
    expect(placeholder.querySelector(`a[href="mailto:${company.email}"]`)?.textContent).toContain(company.email);
    expect(section.querySelector(`a[href="${company.phoneHref}"]`)?.textContent).toContain(company.phone);
    expect(section.querySelector(`a[href="mailto:${company.email}"]`)).not.toBeNull();
    expect(section.querySelector('[data-testid="booking-wizard"]')).toBeNull();
    expect(html).not.toContain('Toastify');
  });

  it('loads the wizard when the section comes within the preload margin of the viewport', async () => {
    renderWithProviders(<BookingSection config={config} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Book a Free 30-Minute Consultation' })).toBeInTheDocument();
    const placeholder = screen.getByTestId('booking-placeholder');
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer!.targets).toEqual([placeholder]);
    expect(observer!.options.rootMargin).toBe(PRELOAD_MARGIN);

    observer!.report(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('booking-placeholder')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-wizard')).not.toBeInTheDocument();

    observer!.report(true);
    expect(observer!.disconnected).toBe(true);
    await wizardDates();
    expect(screen.queryByTestId('booking-placeholder')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: 'Select a Date' })).toHaveLength(1);
  });

  it('loads the wizard when the visitor clicks the placeholder', async () => {
    renderWithProviders(<BookingSection config={config} />);
    fireEvent.click(screen.getByTestId('booking-placeholder'));
    await wizardDates();
  });

  it('loads the wizard at once when the page is opened at /#cta', async () => {
    renderWithProviders(<BookingSection config={config} />, { path: '/#cta' });
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    await wizardDates();
  });

  it('keeps the same frame size: the wizard renders in the frame the placeholder reserved', async () => {
    renderWithProviders(<BookingSection config={config} />);
    const placeholderClass = screen.getByTestId('booking-placeholder').className;
    FakeIntersectionObserver.instances[0]!.report(true);
    await wizardDates();
    expect(screen.getByTestId('booking-wizard').className).toBe(placeholderClass);
  });
});
