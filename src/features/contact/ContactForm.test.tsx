import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SiteTheme, renderWithProviders } from '../../../tests/utils/render';
import { ContactForm } from './ContactForm';
import {
  closedOrigin,
  invalid,
  OK,
  SERVER_ERROR,
  startApiServer,
  type ApiServer,
} from '../../../tests/utils/apiServer';

// Rendering styled forms in jsdom takes a while on a loaded two-core machine.
vi.setConfig({ testTimeout: 20_000 });

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
  // The Error dialog's code loads on demand (the form prefetches it on focus); compiling it for the
  // first time in this test runner can take longer than a visitor's download, so it is warmed here.
  await import('../../components/Dialog');
});
afterAll(() => api.close());
afterEach(() => {
  api.reset();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderForm({ path = '/contact', origin = api.origin } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm apiOrigin={origin} />, { path });
  const fields = {
    name: screen.getByRole('textbox', { name: 'Full Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    service: screen.getByRole('combobox', { name: 'Service (optional)' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
  const submit = screen.getByRole('button', { name: 'Send Message' });
  return { user, fields, submit };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, fields: ReturnType<typeof renderForm>['fields']) {
  // Pasting keeps these tests quick; typing is exercised where it matters.
  await user.click(fields.name);
  await user.paste('Ada Lovelace');
  await user.click(fields.email);
  await user.paste('ada@example.com');
  await user.selectOptions(fields.service, screen.getByRole('option', { name: 'SEO & Content Marketing' }));
  await user.click(fields.message);
  await user.paste('We need a new website by spring.');
}

describe('ContactForm without JavaScript (prerendered)', () => {
  it('renders every field labelled, with native constraints, and no dialog', () => {
    const sheet = new ServerStyleSheet();
    const html = renderToString(
      sheet.collectStyles(
        <SiteTheme>
          <MemoryRouter initialEntries={['/contact']}>
            <ContactForm />
          </MemoryRouter>
        </SiteTheme>,
      ),
    );
    sheet.seal();
    const container = document.body.appendChild(document.createElement('div'));
    onTestFinished(() => container.remove());
    container.innerHTML = html;

    const name = screen.getByRole('textbox', { name: 'Full Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxlength', '100');
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxlength', '254');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('maxlength', '5000');

    const service = screen.getByRole('combobox', { name: 'Service (optional)' });
    expect(service).not.toBeRequired();
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Select a service'],
      ['seo', 'SEO & Content Marketing'],
      ['ppc', 'PPC & Paid Advertising'],
      ['social', 'Social Media Marketing'],
      ['web', 'Web Design & Development'],
    ]);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Without JavaScript it posts itself to the function (nothing personal ends up in a URL).
    expect(document.querySelector('form')).toHaveAttribute('method', 'post');
    expect(document.querySelector('form')).toHaveAttribute('action', '/api/contactEmail');
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('name', 'name');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('name', 'message');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** The form as the prerendered /contact page has it, in a container of the document. */
function prerenderedForm() {
  const page = (
    <SiteTheme>
      <MemoryRouter initialEntries={['/contact']}>
        <ContactForm apiOrigin={api.origin} />
      </MemoryRouter>
    </SiteTheme>
  );
  const container = document.body.appendChild(document.createElement('div'));
  onTestFinished(() => container.remove());
  container.innerHTML = renderToString(page);
  return { page, container };
}

describe('ContactForm typed into before the app took over', () => {
  it('keeps the typed text through hydration and later renders, and sends it', async () => {
    const { page, container } = prerenderedForm();
    // The visitor types into the prerendered page: only the DOM changes, no React handler exists yet.
    const typed = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Typed before the app took over.' };
    for (const [field, value] of Object.entries(typed)) {
      (container.querySelector(`[name="${field}"]`) as HTMLInputElement | HTMLTextAreaElement).value = value;
    }
    (container.querySelector('[name="service"]') as HTMLSelectElement).value = 'ppc';

    const root = await act(async () => hydrateRoot(container, page));
    onTestFinished(() => act(() => root.unmount()));
    const user = userEvent.setup();
    // The submit re-renders every field ('Processing...'): a controlled field would get its empty state back.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]!.body).toMatchObject({ ...typed, service: 'ppc' });
    await screen.findByRole('heading', { name: 'Thank you for reaching out!' });
  });

  it('keeps it when the app re-renders before anything is sent', async () => {
    const { page, container } = prerenderedForm();
    const message = container.querySelector('textarea')!;
    message.value = 'Half a message';

    const root = await act(async () => hydrateRoot(container, page));
    onTestFinished(() => act(() => root.unmount()));
    const user = userEvent.setup();
    // An unrelated update: the missing name and email are flagged, which renders the whole form again.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Half a message');
    expect(api.requests).toEqual([]);
  });
});

describe('ContactForm inside a page panel', () => {
  it("is named by the page's heading and draws no heading of its own", () => {
    renderWithProviders(
      <section>
        <h2 id="page-form-heading">Send us a message</h2>
        <ContactForm labelledBy="page-form-heading" />
      </section>,
    );
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Send us a message' })).toHaveLength(1);
  });
});

describe('ContactForm validation', () => {
  it('names every missing required field inline and sends nothing', async () => {
    const { user, fields, submit } = renderForm();
    await user.click(submit);

    expect(fields.name).toHaveAccessibleDescription('Please enter your name.');
    expect(fields.name).toBeInvalid();
    expect(fields.email).toHaveAccessibleDescription('Please enter your email address.');
    expect(fields.message).toHaveAccessibleDescription('Please tell us a little about your project.');
    expect(fields.service).toBeValid();
    expect(fields.name).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('treats a name of only spaces as missing', async () => {
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    await user.clear(fields.name);
    await user.type(fields.name, '   ');
    await user.click(submit);
    expect(fields.name).toHaveAccessibleDescription('Please enter your name.');
    expect(api.requests).toEqual([]);
  });

  it('checks the email format (type=email) and clears the message once corrected', async () => {
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    await user.clear(fields.email);
    await user.type(fields.email, 'ada.example.com');
    await user.click(submit);

    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(fields.email).toHaveFocus();
    expect(api.requests).toEqual([]);

    await user.clear(fields.email);
    await user.type(fields.email, 'ada@example.com');
    expect(fields.email).toBeValid();
    expect(fields.email).not.toHaveAccessibleDescription();
  });

  it("shows the server's field errors next to the fields (400), keeping the values", async () => {
    api.reply(
      invalid({
        email: 'Please enter a valid email address.',
        message: 'Your message contains characters we cannot accept.',
      }),
    );
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    await user.click(submit);

    await waitFor(() => expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(fields.message).toHaveAccessibleDescription('Your message contains characters we cannot accept.');
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveValue('ada@example.com');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toBeEnabled();
  });
});

describe('ContactForm sending', () => {
  it("posts the inquiry as JSON, shows 'Processing...' while in flight, then the thank-you panel", async () => {
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    api.hold();
    await user.click(submit);

    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    api.release();

    const thanks = await screen.findByRole('heading', { name: 'Thank you for reaching out!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/reply within 24 hours/);
    expect(screen.queryByRole('textbox', { name: 'Full Name' })).toBeNull();

    const [request] = api.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/api/contactEmail', contentType: 'application/json' });
    expect(request!.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: 'seo',
      message: 'We need a new website by spring.',
      website: '',
      attemptId: expect.stringMatching(UUID),
      fillMs: expect.any(Number),
    });
  });

  it('sends an empty service when none is chosen', async () => {
    const { user, fields, submit } = renderForm();
    await user.type(fields.name, 'Grace Hopper');
    await user.type(fields.email, 'grace@example.com');
    await user.type(fields.message, 'Hello');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Thank you for reaching out!' });
    expect(api.requests[0]!.body).toMatchObject({ service: '', website: '' });
  });

  it("'Send another message' returns to an empty form, focused on Full Name, with a new attempt id", async () => {
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));

    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Service (optional)' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await user.type(name, 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A second question.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Send another message' });

    const [first, second] = api.requests.map((request) => (request.body as { attemptId: string }).attemptId);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});

describe('ContactForm failure', () => {
  it("opens the 'Error' dialog on a failed answer, keeps the values, and the retry reuses the attempt id", async () => {
    api.reply(SERVER_ERROR, OK);
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Failed to send message. Please try again later.');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit).toHaveFocus();
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.email).toHaveValue('ada@example.com');
    expect(fields.service).toHaveValue('seo');
    expect(fields.message).toHaveValue('We need a new website by spring.');

    await user.click(submit);
    await screen.findByRole('heading', { name: 'Thank you for reaching out!' });
    const [first, retry] = api.requests.map((request) => request.body as Record<string, unknown>);
    expect(first!.attemptId).toMatch(UUID);
    // The same submission again; only the time the form has been on screen grew.
    expect({ ...retry, fillMs: 0 }).toEqual({ ...first, fillMs: 0 });
    expect(retry!.fillMs).toBeGreaterThanOrEqual(first!.fillMs as number);
  });

  it('traps focus in the Error dialog, closes it with Escape and returns focus to the submit button', async () => {
    api.reply(SERVER_ERROR);
    const { user, fields, submit } = renderForm();
    await fillValid(user, fields);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    const close = within(dialog).getByRole('button', { name: 'Close' });

    // The form behind is inert while the dialog is open.
    expect(submit.closest('[inert]')).not.toBeNull();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submit.closest('[inert]')).toBeNull();
    expect(submit).toHaveFocus();
    expect(fields.message).toHaveValue('We need a new website by spring.');
  });

  it("opens the 'Error' dialog when the request cannot be made (connection refused)", async () => {
    const { user, fields, submit } = renderForm({ origin: await closedOrigin() });
    await fillValid(user, fields);
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to send message. Please try again later.');
    expect(screen.getByRole('button', { name: 'Send Message', hidden: true })).toBeEnabled();
  });
});

describe('ContactForm honeypot', () => {
  it('is hidden from people: no accessible field, not in the tab order, no autofill, sent empty', async () => {
    const { user, fields, submit } = renderForm();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');

    await user.click(fields.name);
    await user.tab();
    expect(fields.email).toHaveFocus();
    await fillValid(user, fields);
    await user.click(submit);
    await screen.findByRole('status');
    expect(api.requests[0]!.body).toMatchObject({ website: '' });
  });
});
