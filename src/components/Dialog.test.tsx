import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SiteTheme, renderWithProviders } from '../../tests/utils/render';
import { Dialog } from './Dialog';

vi.setConfig({ testTimeout: 20_000 });

// jsdom has no matchMedia: a MediaQueryList whose prefers-reduced-motion answer a test can change.
let reduceMotion = false;
const motionListeners = new Set<() => void>();
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query.includes('prefers-reduced-motion') && reduceMotion;
      },
      addEventListener: (_type: string, listener: () => void) => motionListeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => motionListeners.delete(listener),
      addListener: (listener: () => void) => motionListeners.add(listener),
      removeListener: (listener: () => void) => motionListeners.delete(listener),
    }) as unknown as MediaQueryList;
});
function setReducedMotion(value: boolean) {
  reduceMotion = value;
  motionListeners.forEach((listener) => listener());
}

interface HarnessProps {
  withInitialFocus?: boolean;
  withReturnFocus?: boolean;
  onClose?: () => void;
}

/** A page with content around an opener button and a dialog holding a small form. */
function Harness({ withInitialFocus = false, withReturnFocus = false, onClose }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const elsewhereRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <a href="#before">Link before</a>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <button type="button" ref={elsewhereRef}>
        Elsewhere
      </button>
      <Dialog
        open={open}
        onClose={close}
        title="Request a quote"
        describedBy="dialog-help"
        {...(withInitialFocus ? { initialFocusRef: emailRef } : {})}
        {...(withReturnFocus ? { returnFocusRef: elsewhereRef } : {})}
      >
        <p id="dialog-help">Tell us how to reach you.</p>
        <label>
          Name <input name="name" />
        </label>
        <label>
          Email <input ref={emailRef} name="email" type="email" />
        </label>
        <button type="button" disabled>
          Unavailable
        </button>
        <button type="button" onClick={close}>
          Done
        </button>
      </Dialog>
    </main>
  );
}

async function openHarness(props: HarnessProps = {}) {
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Open dialog' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Request a quote' });
  return { user, opener, dialog };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Request a quote' })).toBeNull();
  });

  it('is a modal dialog named by its title and described by its text, in a portal on the body', async () => {
    const { dialog } = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Request a quote');
    expect(dialog).toHaveAccessibleDescription('Tell us how to reach you.');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Request a quote' })).toBeInTheDocument();
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveAttribute('open');
  });

  it('moves focus to the first field each time it opens', async () => {
    const { dialog } = await openHarness();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    screen.getByRole('button', { name: 'Done' }).click();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the initialFocusRef element when given', async () => {
    const { dialog } = await openHarness({ withInitialFocus: true });
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside, skipping disabled controls', async () => {
    const { user, dialog } = await openHarness();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const done = within(dialog).getByRole('button', { name: 'Done' });

    await user.tab();
    expect(email).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    expect(email).toHaveFocus();
  });

  it('brings focus back inside when it escapes to the page', async () => {
    const { dialog } = await openHarness();
    const outside = screen.getByRole('button', { name: 'Elsewhere', hidden: true });
    act(() => outside.focus());
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('makes the page behind inert and unscrollable while open, and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    onTestFinished(() => {
      document.body.style.overflow = '';
    });
    const { user, opener, dialog } = await openHarness();
    const page = opener.closest('main')!.parentElement!;
    expect(page.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(page.closest('[inert]')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('asks to close on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('asks to close on the native cancel event (platform close request)', async () => {
    const onClose = vi.fn();
    const { dialog } = await openHarness({ onClose });
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the opener when closed by its own button', async () => {
    const { user, opener } = await openHarness();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('returns focus to returnFocusRef when given', async () => {
    const { user } = await openHarness({ withReturnFocus: true });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('rises in gently, and simply appears under prefers-reduced-motion', async () => {
    const { dialog } = await openHarness();
    const panel = dialog.firstElementChild as HTMLElement;
    expect(Number(panel.style.opacity)).toBeLessThan(1);
    await waitFor(() => expect(panel.style.opacity).toBe('1'));

    await userEvent.setup().keyboard('{Escape}');
    setReducedMotion(true);
    onTestFinished(() => setReducedMotion(false));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open dialog' }));
    const still = screen.getByRole('dialog').firstElementChild as HTMLElement;
    expect(still.style.opacity).toBe('1');
    expect(still.style.transform).toBe('none');
  });
});

describe('Dialog on the server', () => {
  function App({ open }: { open: boolean }) {
    return (
      <SiteTheme>
        <p>Page</p>
        <Dialog open={open} onClose={() => {}} title="Hello">
          <button type="button">OK</button>
        </Dialog>
      </SiteTheme>
    );
  }

  it('renders nothing on the server, even when open, and hydrates without a mismatch before opening', async () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(sheet.collectStyles(<App open />));
    sheet.seal();
    expect(html).not.toContain('dialog');
    expect(html).not.toContain('Hello');

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, <App open />, { onRecoverableError: recoverable }));
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // After hydration the open dialog appears in the browser.
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
  });
});
