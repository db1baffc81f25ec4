import type { ReactNode } from 'react';
import { LineIcon } from '../../components/icons/UiIcons';

/** Line icons for the perks, in the order careers.ts lists them; extra perks get a check mark. */
export const perkIcons: readonly ReactNode[] = [
  // Hybrid: a house beside a building.
  <LineIcon key="hybrid">
    <path d="M3 11l5-4 5 4v9H3z" />
    <path d="M6.5 20v-4h3v4" />
    <path d="M13 20h8V5h-6v4" />
    <path d="M17 9h1M17 13h1M17 17h1" />
  </LineIcon>,
  // Health: a heart with a pulse.
  <LineIcon key="health">
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10z" />
    <path d="M7.5 12h2.5l1.2-2 1.6 4 1.2-2h2.5" />
  </LineIcon>,
  // Time off: the sun.
  <LineIcon key="time-off">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </LineIcon>,
  // Growth: an open book.
  <LineIcon key="growth">
    <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
    <path d="M12 6.5v13" />
  </LineIcon>,
  // Retirement: coins stacking up.
  <LineIcon key="retirement">
    <ellipse cx="9" cy="7" rx="5" ry="2.5" />
    <path d="M4 7v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5V7" />
    <path d="M10 16.4c.6 1.2 2.6 2.1 5 2.1 2.8 0 5-1.1 5-2.5v-4c0-1.4-2.2-2.5-5-2.5" />
    <path d="M20 12c0 1.4-2.2 2.5-5 2.5" />
  </LineIcon>,
  // Setup: a laptop.
  <LineIcon key="setup">
    <rect x="4" y="5" width="16" height="11" rx="1.5" />
    <path d="M2 19.5h20" />
  </LineIcon>,
];
