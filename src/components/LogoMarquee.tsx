import { useId, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';

export interface MarqueeItem {
  readonly id: string;
  readonly name: string;
  readonly logo: string;
}

interface LogoMarqueeProps {
  items: readonly MarqueeItem[];
  /** Accessible name of the strip, e.g. 'Client brands'. */
  label: string;
}

/** The list is drawn this many times so the strip can loop without a gap (docs/product.md: repeated 3 times). */
export const MARQUEE_COPIES = 3;
const SECONDS_PER_ITEM = 5;

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(calc(-100% / ${MARQUEE_COPIES})); }
`;

/**
 * An endlessly scrolling row of logos with their names. The list is rendered three times and the
 * row moves by one third before starting over, so the loop is seamless. Screen readers hear each
 * name once (the copies are hidden from them). The motion pauses on hover, on keyboard focus, with
 * the pause button, and never runs under prefers-reduced-motion (then the first copy wraps).
 */
export function LogoMarquee({ items, label }: LogoMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const trackId = useId();
  const copies = Array.from({ length: MARQUEE_COPIES }, (_, copy) => copy);

  return (
    <Region role="region" aria-label={label}>
      <Viewport>
        <Track id={trackId} $paused={paused} style={{ animationDuration: `${items.length * SECONDS_PER_ITEM}s` }}>
          {copies.map((copy) => (
            <List key={copy} aria-hidden={copy > 0 ? 'true' : undefined} data-copy={copy + 1}>
              {items.map((item) => (
                <Item key={item.id}>
                  <img src={item.logo} alt="" width={200} height={60} loading="lazy" decoding="async" />
                  <Name>{item.name}</Name>
                </Item>
              ))}
            </List>
          ))}
        </Track>
      </Viewport>
      <PauseButton
        type="button"
        aria-controls={trackId}
        aria-label={`${paused ? 'Play' : 'Pause'} scrolling logos`}
        onClick={() => setPaused((value) => !value)}
        data-replay=""
      >
        {paused ? 'Play' : 'Pause'}
      </PauseButton>
    </Region>
  );
}

const Region = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Viewport = styled.div`
  width: 100%;
  overflow: hidden;
  mask-image: linear-gradient(to right, transparent, #000 12%, #000 88%, transparent);
  ${({ theme }) => theme.media.reducedMotion} {
    mask-image: none;
  }
`;

const Track = styled.div<{ $paused: boolean }>`
  display: flex;
  width: max-content;
  animation: ${scroll} linear infinite;
  ${({ $paused }) =>
    $paused &&
    css`
      animation-play-state: paused;
    `}
  ${Region}:hover &,
  ${Region}:focus-within & {
    animation-play-state: paused;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    display: block;
    width: 100%;
    animation: none;
  }
`;

const List = styled.ul`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[7]};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[7]} 0 0;
  list-style: none;

  ${({ theme }) => theme.media.reducedMotion} {
    flex-wrap: wrap;
    justify-content: center;
    row-gap: ${({ theme }) => theme.space[5]};
    padding: 0;
    &[aria-hidden='true'] {
      display: none;
    }
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  img {
    width: 160px;
    height: 48px;
    object-fit: contain;
    filter: grayscale(1);
    opacity: 0.75;
    transition:
      filter 200ms ease,
      opacity 200ms ease;
  }
  &:hover img {
    filter: none;
    opacity: 1;
  }
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

const PauseButton = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    display: none;
  }
`;
