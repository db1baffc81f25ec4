import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Line icons drawn on a 24 px grid with a 2 px stroke in the current text colour. The stroke is set by one
 * rule of the global stylesheet (`lineIconStyles`) rather than by attributes repeated on every icon of the HTML.
 */
export function LineIcon({ children, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-icon="line" {...props}>
      {children}
    </svg>
  );
}

/**
 * The line icons' stroke, at zero specificity (as the presentation attributes it replaces), so any component's
 * rule for its icons still wins.
 */
export const lineIconStyles = `
  :where(svg[data-icon='line']) {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

export const ArrowLeftIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </LineIcon>
);
export const ArrowRightIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);
export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);
export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);
export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);
export const PhoneIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 4h3.5l1.7 4.3-2.2 1.4a11 11 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
  </LineIcon>
);
export const MailIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
  </LineIcon>
);
export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </LineIcon>
);
export const MapPinIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);
export const ClockIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);
export const CheckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);
export const CalendarIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);
export const ExternalLinkIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4" />
  </LineIcon>
);
export const PlayIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
  </LineIcon>
);
