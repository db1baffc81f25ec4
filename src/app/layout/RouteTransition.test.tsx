import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { HASH_SCROLL_DELAY_MS, ROUTE_SPINNER_MS, RouteTransition } from './RouteTransition';

function Harness() {
  return (
    <>
      <Link to="/services">Services</Link>
      <main>
        <h1>The page</h1>
      </main>
      <section id="cta">
        <p>Free consultation</p>
        <h2>Booking</h2>
      </section>
      <RouteTransition />
    </>
  );
}

/** The hash's delay, and the landing code's arrival (it loads only when a URL has a hash). */
async function passHashDelay() {
  await act(async () => {
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    await vi.dynamicImportSettled();
  });
}

describe('RouteTransition', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows no spinner on the first page', () => {
    renderWithProviders(<Harness />, { path: '/about' });
    expect(screen.queryByTestId('route-spinner')).not.toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('on a path change scrolls to the top behind a spinner for about 100 ms', () => {
    renderWithProviders(<Harness />, { path: '/about' });
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByTestId('route-spinner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ROUTE_SPINNER_MS - 1));
    expect(screen.getByTestId('route-spinner')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('route-spinner')).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the hash target after about 100 ms', async () => {
    renderWithProviders(<Harness />, { path: '/#cta' });
    expect(scrollIntoView).not.toHaveBeenCalled();
    await passHashDelay();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('cta'));
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as typeof window.matchMedia;
    renderWithProviders(<Harness />, { path: '/#cta' });
    await passHashDelay();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it("moves focus to the hash target's heading when the page jumps there", async () => {
    renderWithProviders(<Harness />, { path: '/#cta' });
    await passHashDelay();
    expect(screen.getByRole('heading', { name: 'Booking' })).toHaveFocus();
  });

  /** Opens /#cta with the target far below, so the page scrolls smoothly there; `during` runs before the scroll ends. */
  async function scrollFarToCta(during: () => void) {
    const root = document.documentElement;
    Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 5000 });
    Object.defineProperty(window, 'onscrollend', { configurable: true, writable: true, value: null });
    try {
      renderWithProviders(<Harness />, { path: '/#cta' });
      vi.spyOn(document.getElementById('cta')!, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
      await passHashDelay();
      during();
      act(() => void window.dispatchEvent(new Event('scrollend')));
    } finally {
      delete (root as { scrollHeight?: number }).scrollHeight;
      delete (window as { onscrollend?: unknown }).onscrollend;
    }
  }

  it('moves focus to the heading only once a smooth scroll has ended', async () => {
    await scrollFarToCta(() => expect(screen.getByRole('heading', { name: 'Booking' })).not.toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Booking' })).toHaveFocus();
  });

  it('leaves focus where the visitor put it when they click before the smooth scroll ends', async () => {
    await scrollFarToCta(() => {
      const link = screen.getByRole('link', { name: 'Services' });
      link.focus();
      fireEvent.pointerDown(link);
    });
    expect(screen.getByRole('link', { name: 'Services' })).toHaveFocus();
  });

  it('does not start the scroll when the visitor has typed before it', async () => {
    renderWithProviders(<Harness />, { path: '/#cta' });
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await passHashDelay();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Booking' })).not.toHaveFocus();
  });

  it("moves focus to the new page's main heading after a path change", () => {
    renderWithProviders(<Harness />, { path: '/about' });
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    act(() => vi.advanceTimersByTime(ROUTE_SPINNER_MS));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('announces the new page title to screen readers', () => {
    renderWithProviders(<Harness />, { path: '/' });
    document.title = 'Services | Lakeforge Digital';
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));
    act(() => vi.advanceTimersByTime(ROUTE_SPINNER_MS));
    expect(screen.getByText('Services | Lakeforge Digital')).toHaveAttribute('aria-live', 'polite');
  });
});
