import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import { company } from '../../content/company';
import { Testimonials } from './Testimonials';
import { loadTestimonials, type TestimonialSource } from './testimonials';

afterEach(() => vi.restoreAllMocks());

describe('Testimonials', () => {
  it('is headed exactly as docs/product.md spells it, with its subtitle', () => {
    renderWithProviders(<Testimonials />);
    expect(screen.getByRole('heading', { level: 2, name: 'Businusses that Trust Us' })).toHaveAttribute(
      'id',
      'testimonials-heading',
    );
    expect(screen.getByText('What our clients say about us on Google')).toBeInTheDocument();
  });

  // The prerendered HTML is checked end to end (tests/e2e/home.spec.ts).
  it('renders the local sample reviews straight away, without a loading state', () => {
    renderWithProviders(<Testimonials />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('shows a spinner while a source is loading, then the testimonials', async () => {
    const source: TestimonialSource = { load: loadTestimonials };
    renderWithProviders(<Testimonials source={source} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces the list with the error text when loading fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('reviews unavailable');
    const failing: TestimonialSource = { load: () => Promise.reject(failure) };
    renderWithProviders(<Testimonials source={failing} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews. Please try again later.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scroll testimonials/ })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it("links to the company's Google review form in a new tab", () => {
    renderWithProviders(<Testimonials />);
    const link = screen.getByRole('link', { name: /Leave us a review/ });
    expect(link).toHaveAccessibleName('Leave us a review (opens in a new tab)');
    expect(link).toHaveAttribute('href', company.googleReviewUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
