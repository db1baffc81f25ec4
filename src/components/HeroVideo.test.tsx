import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/utils/render';
import { HeroVideo } from './HeroVideo';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

// jsdom has no media playback: play() is observed, never run.
const startPlayback = () => vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
let play: ReturnType<typeof startPlayback>;
beforeEach(() => {
  play = startPlayback();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderHero = () =>
  renderWithProviders(
    <HeroVideo video="about" label="About us">
      <h1>Headline</h1>
    </HeroVideo>,
  );

describe('HeroVideo', () => {
  it('is a labelled section with a decorative, muted, looping video that loads nothing up front', () => {
    stubReducedMotion(false);
    renderHero();
    const section = screen.getByRole('region', { name: 'About us' });
    expect(section).toContainElement(screen.getByRole('heading', { name: 'Headline' }));
    const video = section.querySelector('video')!;
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video).toHaveAttribute('poster', '/media/hero-about-poster.webp');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video.muted).toBe(true);
    expect(video.disablePictureInPicture).toBe(true);
    expect(video.disableRemotePlayback).toBe(true);
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/hero-about.webm', 'video/webm'],
      ['/media/hero-about.mp4', 'video/mp4'],
    ]);
  });

  it('starts the video after hydration when motion is welcome', () => {
    stubReducedMotion(false);
    renderHero();
    const video = document.querySelector('video')!;
    expect(video.autoplay).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('offers a button that pauses the playing video and names what it will do next', () => {
    stubReducedMotion(false);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    renderHero();
    const video = document.querySelector('video')!;
    fireEvent.play(video);
    const button = screen.getByRole('button', { name: 'Pause background video' });
    expect(button).toHaveAttribute('aria-controls', video.id);
    vi.spyOn(video, 'paused', 'get').mockReturnValue(false);
    fireEvent.click(button);
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.pause(video);
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeInTheDocument();
  });

  it('keeps the still poster under prefers-reduced-motion', () => {
    stubReducedMotion(true);
    renderHero();
    const video = document.querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video).not.toHaveAttribute('autoplay');
    expect(play).not.toHaveBeenCalled();
  });
});
