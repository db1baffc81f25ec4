import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { initialsAvatarDataUri } from '../../domain/reviews/reviews';
import { TestimonialCarousel } from './TestimonialCarousel';
import type { Testimonial } from './model';
import { sampleTestimonials } from './testimonials';

/** jsdom has no matchMedia: answer width queries as a window `width` pixels wide would. */
function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: minWidth ? width >= Number(minWidth[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
afterEach(() => vi.unstubAllGlobals());

const LONG_A =
  'Our booking requests doubled after the relaunch, and the team explained every step in plain language from the first call to the final handover.';
const LONG_B =
  'They rebuilt our catalogue, wrote product copy that actually sounds like us, and trained two of our staff to keep it up to date without help.';

function testimonial(n: number, overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: `t${n}`,
    name: `Client Number${n}`,
    avatar: null,
    rating: 5,
    date: 'January 5, 2026',
    fullQuote: `Short review ${n}.`,
    ...overrides,
  };
}
const seven = Array.from({ length: 7 }, (_, i) => testimonial(i + 1));

const pageStatus = () => screen.getByTestId('carousel-page');
const left = () => screen.getByRole('button', { name: 'Scroll testimonials left' });
const right = () => screen.getByRole('button', { name: 'Scroll testimonials right' });
/** A card's 'Read more' / 'Read less' summary (a native disclosure, which Testing Library gives no role). */
const readMore = (card: HTMLElement) => card.querySelector('summary')!;

describe('TestimonialCarousel pages', () => {
  it.each([
    [375, 7, 3],
    [640, 4, 2],
    [800, 4, 2],
    [1024, 3, 1],
    [1280, 3, 1],
  ])('at %i px wide has %i pages of seven (and %i of the three samples)', (width, ofSeven, ofSamples) => {
    stubViewport(width);
    const { unmount } = renderWithProviders(<TestimonialCarousel testimonials={seven} />);
    expect(pageStatus()).toHaveTextContent(`Page 1 of ${ofSeven}`);
    unmount();
    renderWithProviders(<TestimonialCarousel testimonials={sampleTestimonials()} />);
    expect(pageStatus()).toHaveTextContent(`Page 1 of ${ofSamples}`);
  });

  it('shows one card per view where the window size is unknown', () => {
    renderWithProviders(<TestimonialCarousel testimonials={seven} />);
    expect(pageStatus()).toHaveTextContent('Page 1 of 7');
  });

  it('has arrow buttons labelled for screen readers that move a page and wrap at both ends', async () => {
    stubViewport(800);
    const user = userEvent.setup();
    renderWithProviders(<TestimonialCarousel testimonials={seven} />);
    expect(left()).toHaveAttribute('type', 'button');
    expect(right()).toHaveAttribute('type', 'button');

    await user.click(left());
    expect(pageStatus()).toHaveTextContent('Page 4 of 4');
    await user.click(right());
    expect(pageStatus()).toHaveTextContent('Page 1 of 4');
    await user.click(right());
    await user.click(right());
    expect(pageStatus()).toHaveTextContent('Page 3 of 4');
    await user.click(right());
    await user.click(right());
    expect(pageStatus()).toHaveTextContent('Page 1 of 4');
    await user.click(left());
    await user.click(left());
    expect(pageStatus()).toHaveTextContent('Page 3 of 4');
  });

  it("finishes an arrow's scroll that the browser cut short, once, and follows where a visitor swipes", async () => {
    stubViewport(375);
    const user = userEvent.setup();
    renderWithProviders(<TestimonialCarousel testimonials={seven} />);
    // jsdom lays nothing out: cards 300 px apart in a row 300 px wide, and a row that records where it is sent.
    const cards = [...document.querySelectorAll<HTMLElement>('[data-card]')];
    cards.forEach((card, index) => Object.defineProperty(card, 'offsetLeft', { value: index * 300 }));
    const row = cards[0]!.parentElement!.parentElement!;
    Object.defineProperty(row, 'scrollWidth', { value: 2100 });
    Object.defineProperty(row, 'clientWidth', { value: 300 });
    Object.defineProperty(row, 'scrollLeft', { value: 0, writable: true });
    const scrollTo = vi.fn();
    row.scrollTo = scrollTo as typeof row.scrollTo;
    const comeToRest = (left: number) => {
      row.scrollLeft = left;
      fireEvent(row, new Event('scrollend'));
    };

    await user.click(right());
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    comeToRest(0);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    expect(pageStatus()).toHaveTextContent('Page 2 of 7');
    // Cut short again: the row is where it is, and the status says so.
    comeToRest(0);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(pageStatus()).toHaveTextContent('Page 1 of 7');

    await user.click(right());
    fireEvent.pointerDown(row);
    comeToRest(900);
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(pageStatus()).toHaveTextContent('Page 4 of 7');
  });

  it('brings the page of a card into view when keyboard focus enters it', async () => {
    stubViewport(375);
    const user = userEvent.setup();
    renderWithProviders(
      <TestimonialCarousel testimonials={[testimonial(1), testimonial(2), testimonial(3, { fullQuote: LONG_A })]} />,
    );
    await user.tab();
    expect(screen.getByText('Read more').closest('summary')).toHaveFocus();
    expect(pageStatus()).toHaveTextContent('Page 3 of 3');
  });
});

describe('TestimonialCarousel cards', () => {
  it('cuts quotes over 100 characters to 100 plus "..." and offers Read more only for those', () => {
    renderWithProviders(<TestimonialCarousel testimonials={[testimonial(1, { fullQuote: LONG_A }), testimonial(2)]} />);
    const [long, short] = screen.getAllByRole('article');
    expect(within(long!).getByText(`${LONG_A.slice(0, 100).trimEnd()}...`)).toBeVisible();
    expect(within(long!).getByText(LONG_A)).not.toBeVisible();
    expect(readMore(long!)).toBeVisible();
    expect(readMore(long!).closest('details')).not.toHaveAttribute('open');
    expect(within(short!).getByText('Short review 2.')).toBeVisible();
    expect(short!.querySelector('summary')).toBeNull();
  });

  // One at a time is the browser's (details sharing a name; jsdom does not implement it): tests/e2e/home.spec.ts.
  it('expands a card with Read more and collapses it with Read less, one disclosure group for all', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TestimonialCarousel
        testimonials={[testimonial(1, { fullQuote: LONG_A }), testimonial(2, { fullQuote: LONG_B })]}
      />,
    );
    const [first, second] = screen.getAllByRole('article');

    await user.click(readMore(first!));
    expect(within(first!).getByText(LONG_A)).toBeVisible();
    expect(within(first!).getByText('Read less')).toBeVisible();

    await user.click(within(first!).getByText('Read less'));
    expect(within(first!).getByText(LONG_A)).not.toBeVisible();
    expect(within(first!).getByText('Read more')).toBeVisible();

    const groups = [first!, second!].map((card) => card.querySelector('details')!.getAttribute('name'));
    expect(groups[0]).toBeTruthy();
    expect(groups[1]).toBe(groups[0]);
  });

  it("shows the reviewer's photo, or the initials avatar when there is none or it fails", () => {
    renderWithProviders(
      <TestimonialCarousel
        testimonials={[
          testimonial(1, { name: 'Melissa Okafor', avatar: '/images/reviewers/reviewer-1.svg' }),
          testimonial(2, { name: 'Jordan Whitfield', avatar: null }),
        ]}
      />,
    );
    const [withPhoto, withoutPhoto] = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(withPhoto).toHaveAttribute('src', '/images/reviewers/reviewer-1.svg');
    expect(withoutPhoto).toHaveAttribute('src', initialsAvatarDataUri('Jordan Whitfield'));
    expect(decodeURIComponent(withoutPhoto!.getAttribute('src')!)).toContain('>JW</text>');

    fireEvent.error(withPhoto!);
    expect(withPhoto).toHaveAttribute('src', initialsAvatarDataUri('Melissa Okafor'));
  });

  it('shows the rating as five stars, that many of them filled, with a text equivalent', () => {
    renderWithProviders(
      <TestimonialCarousel
        testimonials={[testimonial(1), testimonial(2, { rating: 3 }), testimonial(3, { rating: 9 })]}
      />,
    );
    const [five, three, clamped] = screen.getAllByRole('article');
    const stars = within(five!).getByRole('img', { name: 'Rated 5 out of 5' });
    expect(stars.style.getPropertyValue('--rating')).toBe('5');
    const threeStars = within(three!).getByRole('img', { name: 'Rated 3 out of 5' });
    expect(threeStars.style.getPropertyValue('--rating')).toBe('3');
    const clampedStars = within(clamped!).getByRole('img', { name: 'Rated 5 out of 5' });
    expect(clampedStars.style.getPropertyValue('--rating')).toBe('5');
  });

  it('shows each sample review with its name, long US date and the Google source label', () => {
    renderWithProviders(<TestimonialCarousel testimonials={sampleTestimonials()} />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Melissa Okafor',
      'Jordan Whitfield',
      'Amir Haddad',
    ]);
    expect(within(cards[0]!).getByText('February 12, 2026')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('November 4, 2025')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('August 19, 2025')).toBeInTheDocument();
    cards.forEach((card) => expect(within(card).getByText('Google Review')).toBeInTheDocument());
    cards.forEach((card) => expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument());
  });
});
