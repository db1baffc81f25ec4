import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/utils/render';
import type { ServiceRequestIntent } from './intent';
import { LazyServiceRequestDialog } from './LazyServiceRequestDialog';
import { AUTO_CLOSE_MS, ServiceRequestDialog } from './ServiceRequestDialog';
import { closedOrigin, invalid, OK, startApiServer, type ApiServer, type Reply } from '../../../tests/utils/apiServer';

// Rendering styled dialogs in jsdom takes a while on a loaded two-core machine.
vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => {
  vi.useRealTimers();
  api.reset();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const business: ServiceRequestIntent = {
  serviceType: 'Web Development',
  serviceCategory: 'Development & Technology',
  package: 'Business',
};
const posts: ServiceRequestIntent = {
  serviceType: 'Social Media Management',
  serviceCategory: 'Marketing & Advertising',
  package: 'Social Media Posts — $99 — 15 posts per month',
};
const SERVER_ERROR: Reply = { status: 500, body: { error: 'Failed to send message. Please try again later.' } };

/** A service page in miniature: two 'Get Started' buttons that open the dialog with their intent. */
function ServicePage({ origin, lazy = false }: { origin: string; lazy?: boolean }) {
  const [intent, setIntent] = useState<ServiceRequestIntent | null>(null);
  const Dialog = lazy ? LazyServiceRequestDialog : ServiceRequestDialog;
  return (
    <main>
      <button type="button" onClick={() => setIntent(business)}>
        Get Started with Business
      </button>
      <button type="button" onClick={() => setIntent(posts)}>
        Get Started with Social Media Posts
      </button>
      <Dialog intent={intent} onClose={() => setIntent(null)} apiOrigin={origin} />
    </main>
  );
}

type User = ReturnType<typeof userEvent.setup>;

const realSetTimeout = globalThis.setTimeout;
/** Waits on the real clock (whatever vi.useFakeTimers did) until `done()` holds. */
async function pollUntil(done: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('pollUntil: timed out');
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)));
  }
}

async function openDialog({
  origin = api.origin,
  opener = 'Get Started with Business',
  user = userEvent.setup(),
  lazy = false,
}: { origin?: string; opener?: string; user?: User; lazy?: boolean } = {}) {
  renderWithProviders(<ServicePage origin={origin} lazy={lazy} />);
  const button = screen.getByRole('button', { name: opener });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Request a Service' });
  const fields = {
    name: within(dialog).getByRole('textbox', { name: 'Full Name' }),
    email: within(dialog).getByRole('textbox', { name: 'Email' }),
    requirements: within(dialog).getByRole('textbox', { name: 'Requirements (optional)' }),
  };
  return { user, button, dialog, fields, submit: within(dialog).getByRole('button', { name: 'Submit Request' }) };
}

async function fill(user: User, fields: Awaited<ReturnType<typeof openDialog>>['fields'], requirements = '') {
  await user.click(fields.name);
  await user.paste('Ada Lovelace');
  await user.click(fields.email);
  await user.paste('ada@example.com');
  if (requirements) {
    await user.click(fields.requirements);
    await user.paste(requirements);
  }
}

describe('ServiceRequestDialog opening', () => {
  it('is closed (renders nothing) until Get Started is pressed', () => {
    renderWithProviders(<ServicePage origin={api.origin} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what is requested and focuses Full Name', async () => {
    const { dialog, fields } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      /Service\s*Web Development\s*Development & Technology\s*Package\s*Business/,
    );
    expect(fields.name).toHaveFocus();
  });

  it('shows a per-item choice as the package', async () => {
    const { dialog } = await openDialog({ opener: 'Get Started with Social Media Posts' });
    expect(within(dialog).getByText('Social Media Posts — $99 — 15 posts per month')).toBeInTheDocument();
    expect(within(dialog).getByText('Social Media Management')).toBeInTheDocument();
  });

  it('has the fields of docs/product.md: Full Name and Email required, Requirements optional in two rows', async () => {
    const { fields } = await openDialog();
    expect(fields.name).toBeRequired();
    expect(fields.name).toHaveAttribute('type', 'text');
    expect(fields.email).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.requirements).not.toBeRequired();
    expect(fields.requirements).toHaveAttribute('rows', '2');
    expect(fields.requirements).toHaveAttribute('placeholder', 'Brief project details...');
  });
});

describe('ServiceRequestDialog validation', () => {
  it('names missing required fields inline and sends nothing', async () => {
    const { user, fields, submit } = await openDialog();
    await user.click(submit);
    expect(fields.name).toHaveAccessibleDescription('Please enter your name.');
    expect(fields.email).toHaveAccessibleDescription('Please enter your email address.');
    expect(fields.requirements).toBeValid();
    expect(fields.name).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('checks the email format', async () => {
    const { user, fields, submit } = await openDialog();
    await user.type(fields.name, 'Ada');
    await user.type(fields.email, 'ada@');
    await user.click(submit);
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(fields.email).toHaveFocus();
    expect(api.requests).toEqual([]);
  });
});

describe('ServiceRequestDialog sending', () => {
  it("posts the request as JSON with 'Sending...' disabled meanwhile, then confirms", async () => {
    const { user, fields, submit, dialog } = await openDialog();
    await fill(user, fields, 'A five-page site for our bakery.');
    api.hold();
    await user.click(submit);

    const busy = within(dialog).getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    api.release();

    const confirmation = await screen.findByRole('dialog', { name: 'Request Sent' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent(
      /Thank you, Ada Lovelace!.*received your request/,
    );
    expect(within(confirmation).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(confirmation).queryByRole('textbox')).toBeNull();

    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/servicesEmail',
      contentType: 'application/json',
    });
    expect(api.requests[0]!.body).toEqual({
      serviceType: 'Web Development',
      serviceCategory: 'Development & Technology',
      package: 'Business',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      requirements: 'A five-page site for our bakery.',
      website: '',
      attemptId: expect.stringMatching(UUID),
      fillMs: expect.any(Number),
    });
  });

  it('sends empty requirements when none are given', async () => {
    const { user, fields, submit } = await openDialog({ opener: 'Get Started with Social Media Posts' });
    await fill(user, fields);
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Request Sent' });
    expect(api.requests[0]!.body).toMatchObject({ package: posts.package, requirements: '', website: '' });
  });

  it(`closes the confirmation by itself after ${AUTO_CLOSE_MS} ms and returns focus to Get Started`, async () => {
    expect(AUTO_CLOSE_MS).toBe(1500);
    const { user, fields, submit, button } = await openDialog();
    await fill(user, fields);
    api.hold();
    await user.click(submit);
    // The clock is faked from here on, so it drives the timer the confirmation starts. (Testing
    // Library's async helpers and vi.waitFor would move or wait on that clock: poll on the real one.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.release();
    await pollUntil(() => screen.queryByRole('dialog', { name: 'Request Sent' }) !== null);

    act(() => vi.advanceTimersByTime(AUTO_CLOSE_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Request Sent' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("closes at once on 'Close' and returns focus to Get Started", async () => {
    const { user, fields, submit, button } = await openDialog();
    await fill(user, fields);
    await user.click(submit);
    const confirmation = await screen.findByRole('dialog', { name: 'Request Sent' });
    await user.click(within(confirmation).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});

describe('ServiceRequestDialog failure', () => {
  it.each([
    ['500', SERVER_ERROR],
    ['429', { status: 429, body: { error: 'Too many submissions from your connection.' } }],
  ])("shows 'Order submission failed' in red on a %s answer, keeping the form", async (_status, reply) => {
    api.reply(reply);
    const { user, fields, submit, dialog } = await openDialog();
    await fill(user, fields, 'Details');
    await user.click(submit);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Order submission failed');
    expect(alert).toHaveStyle({ color: 'rgb(180, 35, 24)' });
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.email).toHaveValue('ada@example.com');
    expect(fields.requirements).toHaveValue('Details');
    expect(submit).toBeEnabled();
    expect(submit).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Request a Service' })).toBeInTheDocument();
  });

  it("shows the server's field errors inline on a 400, with the failure line", async () => {
    api.reply(invalid({ email: 'Please enter a valid email address.' }));
    const { user, fields, submit, dialog } = await openDialog();
    await fill(user, fields);
    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order submission failed');
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(fields.email).toHaveFocus();
  });

  it('retries with the same attempt id, then confirms', async () => {
    api.reply(SERVER_ERROR, OK);
    const { user, fields, submit, dialog } = await openDialog();
    await fill(user, fields);
    await user.click(submit);
    await within(dialog).findByRole('alert');
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Request Sent' });

    const [first, retry] = api.requests.map((request) => request.body as Record<string, unknown>);
    expect(first!.attemptId).toMatch(UUID);
    // The same submission again; only the time the form has been on screen grew.
    expect({ ...retry, fillMs: 0 }).toEqual({ ...first, fillMs: 0 });
    expect(retry!.fillMs).toBeGreaterThanOrEqual(first!.fillMs as number);
  });

  it('shows the error’s own message when the request cannot be made (connection refused)', async () => {
    const origin = await closedOrigin();
    const expected = await fetch(`${origin}/api/servicesEmail`, { method: 'POST' }).then(
      () => 'no error',
      (error: Error) => error.message,
    );
    expect(expected).not.toBe('no error');

    const { user, fields, submit, dialog } = await openDialog({ origin });
    await fill(user, fields);
    await user.click(submit);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(expected);
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(submit).toBeEnabled();
  });
});

describe('ServiceRequestDialog closing and reopening', () => {
  it("closes on 'Cancel' without sending and returns focus to Get Started", async () => {
    const { user, fields, dialog, button } = await openDialog();
    await fill(user, fields);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('closes on Escape and returns focus to Get Started', async () => {
    const { user, button } = await openDialog({ opener: 'Get Started with Social Media Posts' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, fields, dialog } = await openDialog();
    const submitButton = within(dialog).getByRole('button', { name: 'Submit Request' });
    await user.tab({ shift: true });
    expect(submitButton).toHaveFocus();
    await user.tab();
    expect(fields.name).toHaveFocus();
  });

  it('starts empty every time it opens, without the last error', async () => {
    api.reply(SERVER_ERROR);
    const { user, fields, submit, dialog, button } = await openDialog();
    await fill(user, fields, 'Some details');
    await user.click(submit);
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(button);
    const reopened = screen.getByRole('dialog', { name: 'Request a Service' });
    expect(within(reopened).getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(reopened).getByRole('textbox', { name: 'Requirements (optional)' })).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).toBeNull();

    // A new opening is a new attempt.
    await fill(user, {
      name: within(reopened).getByRole('textbox', { name: 'Full Name' }),
      email: within(reopened).getByRole('textbox', { name: 'Email' }),
      requirements: within(reopened).getByRole('textbox', { name: 'Requirements (optional)' }),
    });
    await user.click(within(reopened).getByRole('button', { name: 'Submit Request' }));
    await screen.findByRole('dialog', { name: 'Request Sent' });
    const [first, second] = api.requests.map((request) => (request.body as { attemptId: string }).attemptId);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('hides the honeypot from people and sends it empty', async () => {
    const { user, fields, submit, dialog } = await openDialog();
    expect(within(dialog).queryByRole('textbox', { name: 'Website' })).toBeNull();
    const honeypot = dialog.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    await fill(user, fields);
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Request Sent' });
    expect(api.requests[0]!.body).toMatchObject({ website: '' });
  });
});

describe('LazyServiceRequestDialog', () => {
  it('loads the dialog on the first Get Started and behaves the same', async () => {
    const { user, fields, submit, button } = await openDialog({ lazy: true });
    expect(fields.name).toHaveFocus();
    await fill(user, fields);
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(api.requests).toHaveLength(1);
  });
});
