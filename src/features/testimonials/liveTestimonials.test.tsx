/**
 * The home page's testimonials refreshed from the live Google reviews: the local list at once, then
 * the document `public/reviews` read through the REST API from Google's Firestore emulator (which applies
 * firestore.rules to this unauthenticated browser read) when the section nears the viewport.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_TEST_NOW, closedPort } from '../../../tests/utils/bookingBackend';
import {
  commitAsOwner,
  deleteAllDocuments,
  documentName,
  documentsAsOwner,
  firestoreEmulatorHost,
  testProjectId,
} from '../../../tests/utils/firestoreEmulator';
import { FakeIntersectionObserver } from '../../../tests/utils/intersectionObserver';
import { renderWithProviders } from '../../../tests/utils/render';
import { Testimonials, REFRESH_MARGIN } from './Testimonials';
import { liveTestimonials } from './testimonials';

vi.setConfig({ testTimeout: 30_000 });

const PROJECT = testProjectId('reviews');
let emulatorHost: string;

beforeAll(async () => {
  emulatorHost = await firestoreEmulatorHost(BROWSER_TEST_NOW);
  // The lazily imported chunk takes a moment to transform on first import: load it up front.
  await import('./liveReviews');
});
beforeEach(async () => {
  await deleteAllDocuments(emulatorHost, PROJECT);
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const liveReview = {
  id: 'review-1',
  name: 'Hannah Kowalski',
  rating: 5,
  quote: 'Lakeforge rebuilt our clinic website.',
  fullQuote: 'Lakeforge rebuilt our clinic website.',
  date: 'November 14, 2026',
  source: 'Google',
  avatar: null,
  authorUrl: 'https://www.google.com/maps/contrib/1/reviews',
  reportUrl: 'https://www.google.com/local/review/rap/report?postId=1',
};

/** Writes `public/reviews` as the function does (admin credential), from plain JSON values. */
async function storeReviews(reviews: unknown) {
  const toValue = (value: unknown): unknown => {
    if (value === null) return { nullValue: null };
    if (typeof value === 'string') return { stringValue: value };
    if (typeof value === 'number') return { doubleValue: value };
    if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
    return {
      mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, toValue(v)])) },
    };
  };
  await commitAsOwner(emulatorHost, PROJECT, [
    {
      update: {
        name: documentName(PROJECT, 'public/reviews'),
        fields: { reviews: toValue(reviews), fetchedAt: { stringValue: '2026-11-22T10:00:00.000Z' } },
      },
    },
  ]);
}

const names = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const SAMPLE_NAMES = ['Melissa Okafor', 'Jordan Whitfield', 'Amir Haddad'];

function renderSection(host = emulatorHost) {
  renderWithProviders(<Testimonials source={liveTestimonials({ projectId: PROJECT, emulatorHost: host })} />);
  const body = screen.getAllByRole('article')[0]!.closest('[aria-busy]')!;
  const [observer] = FakeIntersectionObserver.instances;
  return { body, observer: observer! };
}

describe('live Google reviews', () => {
  it('shows the local list at once and the stored Google reviews once the section nears the viewport', async () => {
    await storeReviews([liveReview]);
    const { body, observer } = renderSection();
    expect(names()).toEqual(SAMPLE_NAMES);
    expect(observer.options.rootMargin).toBe(REFRESH_MARGIN);
    expect(await documentsAsOwner(emulatorHost, PROJECT, 'public')).toHaveLength(1);

    act(() => observer.report(true));
    expect(body).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(names()).toEqual(['Hannah Kowalski']), { timeout: 10_000 });
    expect(body).toHaveAttribute('aria-busy', 'false');
    expect(observer.disconnected).toBe(true);

    const card = screen.getByRole('article');
    // Google's attribution: the author links to their profile, the review can be reported.
    expect(within(card).getByRole('link', { name: 'Hannah Kowalski' })).toHaveAttribute('href', liveReview.authorUrl);
    expect(within(card).getByRole('link', { name: 'Report this review to Google' })).toHaveAttribute(
      'href',
      liveReview.reportUrl,
    );
    expect(card).toHaveTextContent('Google Review');
    // Initials, not a photo from another site.
    expect(card.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg/);
  });

  it('does not read Firestore before the section nears the viewport', async () => {
    await storeReviews([liveReview]);
    const { observer } = renderSection();
    act(() => observer.report(false));
    expect(names()).toEqual(SAMPLE_NAMES);
    expect(screen.getAllByRole('article')[0]!.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the local list when no reviews are stored yet, or none is usable', async () => {
    const first = renderSection();
    act(() => first.observer.report(true));
    await waitFor(() => expect(first.body).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
    expect(names()).toEqual(SAMPLE_NAMES);

    await storeReviews([{ ...liveReview, name: 42 }, 'not a review', { id: 'x' }]);
    FakeIntersectionObserver.instances = [];
    const second = renderSection();
    act(() => second.observer.report(true));
    await waitFor(() => expect(second.body).toHaveAttribute('aria-busy', 'false'), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops malformed entries and links that are not https', async () => {
    await storeReviews([
      { ...liveReview, authorUrl: 'javascript:alert(1)', reportUrl: 'http://example.com' },
      { ...liveReview, id: 'bad', rating: 'five' },
    ]);
    const { observer } = renderSection();
    act(() => observer.report(true));
    await waitFor(() => expect(names()).toEqual(['Hannah Kowalski']), { timeout: 10_000 });
    expect(screen.queryByRole('link', { name: 'Hannah Kowalski' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('keeps the local list and logs when Firestore cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { body, observer } = renderSection(`127.0.0.1:${await closedPort()}`);
    act(() => observer.report(true));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Failed to load reviews', expect.anything()), {
      timeout: 10_000,
    });
    expect(body).toHaveAttribute('aria-busy', 'false');
    expect(names()).toEqual(SAMPLE_NAMES);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
