import { LazyMotion, domAnimation, m, useReducedMotion } from 'framer-motion';
import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useIsClient } from '../lib/useIsClient';
import { brandColors, withAlpha } from '../domain/brand';

export interface DialogProps {
  /** Whether the dialog is shown. A closed dialog renders nothing (on the server as well). */
  open: boolean;
  /** Asked to close: Escape (or the platform's close request). The owner decides and sets `open`. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  children: ReactNode;
  /** A decorative mark shown beside the title (e.g. a status icon). */
  icon?: ReactNode;
  /** Focused when the dialog opens; by default the first focusable element of its content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Focused again when the dialog closes; by default the element that had focus when it opened
   * (the button that opened it).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element that describes the dialog (read out after its name). */
  describedBy?: string;
  /** 'sm' for short messages, 'md' (default) for forms. */
  size?: 'sm' | 'md';
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements of `root` that Tab reaches, in order (no positive tabindex is used on this site). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [hidden], [aria-hidden="true"]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * An accessible modal dialog: a native `<dialog>` opened with `showModal()` (top layer, background
 * inert), rendered in a portal on `document.body` and only in the browser.
 *
 * On top of what the platform gives, and in browsers without `showModal()`:
 * - `role="dialog"`, `aria-modal`, named by its title;
 * - focus moves into it on open and is trapped there (Tab and Shift+Tab cycle), the rest of the page
 *   is `inert` and does not scroll;
 * - Escape (and the platform's close request) calls `onClose`;
 * - on close, focus returns to the element that opened it.
 * The panel rises in gently; under prefers-reduced-motion it simply appears.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  icon,
  initialFocusRef,
  returnFocusRef,
  describedBy,
  size = 'md',
}: DialogProps) {
  const isClient = useIsClient();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = open && isClient;

  // The latest callbacks and refs, read by the listeners without re-running the open effect.
  const latest = useRef({ onClose, initialFocusRef, returnFocusRef });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocusRef, returnFocusRef };
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!shown || !dialog || !panel) return;

    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closeRequested = false;
    const requestClose = () => {
      if (closeRequested) return;
      closeRequested = true;
      latest.current.onClose();
    };

    // Open modally; browsers without showModal() get the open attribute and the inert siblings below.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }

    // Everything else on the page becomes inert (unreachable by focus, clicks and assistive technology).
    const madeInert = Array.from(document.body.children).filter(
      (element) => element !== dialog && !element.hasAttribute('inert'),
    );
    madeInert.forEach((element) => element.setAttribute('inert', ''));

    // No scrolling behind the dialog; the scrollbar's width is kept so that nothing shifts.
    const body = document.body;
    const previousOverflow = body.style.overflow;
    const previousPaddingRight = body.style.paddingRight;
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;

    const focusFirst = () => (tabbables(panel)[0] ?? panel).focus();
    (latest.current.initialFocusRef?.current ?? tabbables(panel)[0] ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = tabbables(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (event.shiftKey && (!inside || active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that lands outside (e.g. a browser without inert) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) focusFirst();
    };
    // The native close request (Escape, Android's back gesture) is the owner's decision too.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    dialog.addEventListener('cancel', onCancel);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      madeInert.forEach((element) => element.removeAttribute('inert'));
      body.style.overflow = previousOverflow;
      body.style.paddingRight = previousPaddingRight;
      const target = latest.current.returnFocusRef?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [shown]);

  if (!shown) return null;

  return createPortal(
    <Overlay ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy}>
      <MotionPanel ref={panelRef} size={size}>
        <Header>
          {icon}
          <h2 id={titleId}>{title}</h2>
        </Header>
        {children}
      </MotionPanel>
    </Overlay>,
    document.body,
  );
}

/** The panel; mounted on each opening, so it follows the visitor's current motion preference. */
function MotionPanel({
  ref,
  size,
  children,
}: {
  ref: RefObject<HTMLDivElement | null>;
  size: 'sm' | 'md';
  children: ReactNode;
}) {
  const reduceMotion = useReducedMotion();
  return (
    <LazyMotion features={domAnimation} strict>
      <Panel
        ref={ref}
        tabIndex={-1}
        $size={size}
        initial={reduceMotion ? false : { opacity: 0, y: 16, scale: 0.98 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        transition={{ duration: 0.22, ease: [0.22, 1, 0.36, 1] }}
      >
        {children}
      </Panel>
    </LazyMotion>
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/** The `<dialog>` covers the viewport and dims the page itself, so both opening paths look alike. */
const Overlay = styled.dialog`
  position: fixed;
  inset: 0;
  z-index: 1000;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  background: ${withAlpha(brandColors.ink, 0.62)};
  color: ${({ theme }) => theme.colors.text};
  overflow-y: auto;
  overscroll-behavior: contain;
  animation: ${fadeIn} 180ms ease-out;
  &[open] {
    display: flex;
  }
  &::backdrop {
    background: transparent;
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Panel = styled(m.div)<{ $size: 'sm' | 'md' }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'sm' ? '420px' : '540px')};
  /* auto margins centre the panel and let a tall one scroll from its top */
  margin: auto;
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: 0 24px 64px ${withAlpha(brandColors.ink, 0.28)};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
  }
`;
