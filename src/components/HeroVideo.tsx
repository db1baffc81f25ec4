import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { brandColors, withAlpha } from '../domain/brand';

export type HeroVideoName = 'home' | 'about' | 'portfolio';

interface HeroVideoProps {
  video: HeroVideoName;
  /** Accessible name of the hero section. */
  label: string;
  children: ReactNode;
}

/**
 * A dark hero band over a looping, muted background video.
 *
 * The poster paints at once and the video loads nothing until the page has hydrated, so it never
 * delays the first paint. Under prefers-reduced-motion the poster stays as a still image.
 */
export function HeroVideo({ video, label, children }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const videoId = useId();
  // Follows the element's own play and pause events, so the button always tells the truth.
  const [playing, setPlaying] = useState(false);

  const togglePlayback = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) {
      element.play()?.catch(() => {});
    } else {
      element.pause();
    }
  };

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return;
    // Properties, not attributes: HTML has no such attributes, so the markup stays valid.
    element.disablePictureInPicture = true;
    element.disableRemotePlayback = true;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (reduced?.matches) return;
    // Autoplay policies require the muted property (React does not reliably set the attribute).
    element.muted = true;
    element.autoplay = true;
    element.play()?.catch(() => {
      // Autoplay refused (e.g. data saver): the poster stays, which is fine.
    });
    const stopIfReduced = (event: MediaQueryListEvent) => {
      if (event.matches) element.pause();
    };
    reduced?.addEventListener?.('change', stopIfReduced);
    return () => reduced?.removeEventListener?.('change', stopIfReduced);
  }, []);

  return (
    <Hero aria-label={label} $poster={`/media/hero-${video}-poster.webp`}>
      <Video
        ref={videoRef}
        id={videoId}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        aria-hidden="true"
        tabIndex={-1}
        muted
        loop
        playsInline
        preload="none"
        poster={`/media/hero-${video}-poster.webp`}
        width={1280}
        height={720}
      >
        <source src={`/media/hero-${video}.webm`} type="video/webm" />
        <source src={`/media/hero-${video}.mp4`} type="video/mp4" />
      </Video>
      <Overlay aria-hidden="true" />
      <Content>{children}</Content>
      {/* WCAG 2.2.2: moving content that plays for more than five seconds can be paused. */}
      <PlaybackButton type="button" aria-controls={videoId} onClick={togglePlayback}>
        {playing ? <PauseIcon /> : <PlayIcon />}
        {playing ? 'Pause background video' : 'Play background video'}
      </PlaybackButton>
    </Hero>
  );
}

/**
 * Without scripts the video can never play, and a browser then shows its own player controls on it: the hero
 * paints the poster itself instead, and hides the video and its pause button.
 */
const Hero = styled.section<{ $poster: string }>`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: 560px;
  min-height: clamp(560px, 82svh, 800px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.white};
  ${({ theme }) => theme.media.withoutScripts} {
    background-image: url(${({ $poster }) => $poster});
    background-position: center;
    background-size: cover;
  }
`;

function PauseIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M4 3h3v10H4zM9 3h3v10H9z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M5 3l8 5-8 5z" fill="currentColor" />
    </svg>
  );
}

/** Under reduced motion the video never plays, so there is nothing to pause. */
const PlaybackButton = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid rgba(255, 255, 255, 0.4);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${withAlpha(brandColors.ink, 0.55)};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${withAlpha(brandColors.ink, 0.8)};
  }
  svg {
    width: 12px;
    height: 12px;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    display: none;
  }
  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const Video = styled.video`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  pointer-events: none;
  ${({ theme }) => theme.media.withoutScripts} {
    display: none;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background:
    linear-gradient(
      180deg,
      ${withAlpha(brandColors.ink, 0.3)} 0%,
      ${withAlpha(brandColors.ink, 0)} 30%,
      ${withAlpha(brandColors.ink, 0.55)} 100%
    ),
    linear-gradient(
      100deg,
      ${withAlpha(brandColors.ink, 0.8)} 0%,
      ${withAlpha(brandColors.ink, 0.55)} 50%,
      ${withAlpha(brandColors.ink, 0.15)} 100%
    );
`;

const Content = styled(Container)`
  position: relative;
  padding-block: ${({ theme }) => theme.space[8]};
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
`;
