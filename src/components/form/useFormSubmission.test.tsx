/**
 * The shared submit flow, driven through a small form built from the kit's fields, sending over real
 * HTTP to the local API server (tests/utils/apiServer.ts) with the site's own `postJson`.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState, type FormEvent } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closedOrigin,
  invalid,
  OK,
  SERVER_ERROR,
  startApiServer,
  type ApiServer,
} from '../../../tests/utils/apiServer';
import { renderWithProviders } from '../../../tests/utils/render';
import { MIN_FILL_MS } from '../../domain/forms/fields';
import type { PageClock } from '../../lib/fillTime';
import { postJson, type PostOutcome } from '../../lib/api';
import { PersonFields } from './fields';
import { useFormSubmission } from './useFormSubmission';
import { EMAIL_MESSAGES, NAME_MESSAGES, formErrors } from './validation';

const RULES = { name: NAME_MESSAGES, email: EMAIL_MESSAGES };
const FIELDS = ['name', 'email'] as const;

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => api.reset());

/** A form on the kit; `keyed` makes the attempt follow the email (as the booking's follows the booking). */
function TestForm({ origin, keyed = false }: { origin: string; keyed?: boolean }) {
  const id = useId();
  const ids = { name: `${id}-name`, email: `${id}-email` };
  const [values, setValues] = useState({ name: '', email: '' });
  const [note, setNote] = useState('');
  const { status, errors, submit, reset } = useFormSubmission(FIELDS, (field) => ids[field]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit<PostOutcome>({
      found: formErrors(event.currentTarget, RULES),
      ...(keyed ? { key: values.email } : {}),
      send: (attempt) => postJson(`${origin}/api/test`, { ...values, ...attempt }),
      onSent: () => setNote('sent'),
      onRefused: (answer, first) => setNote(`refused ${answer.status} ${first ?? '-'}`),
      onError: () => setNote('error'),
    });
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      <PersonFields
        ids={ids}
        values={values}
        errors={errors}
        onChange={(field) => (event) => setValues({ ...values, [field]: event.target.value })}
        labels={{ name: 'Name', email: 'Email' }}
      />
      <button type="submit" disabled={status === 'submitting'}>
        Send
      </button>
      <button type="button" onClick={reset}>
        Start again
      </button>
      <output aria-label="status">{status}</output>
      <output aria-label="note">{note}</output>
    </form>
  );
}

async function renderForm(options: { origin?: string; keyed?: boolean; pageClock?: PageClock } = {}) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<TestForm origin={options.origin ?? api.origin} keyed={options.keyed} />, {
    ...(options.pageClock ? { pageClock: options.pageClock } : {}),
  });
  const name = screen.getByRole('textbox', { name: 'Name' });
  const email = screen.getByRole('textbox', { name: 'Email' });
  const fill = async (nameValue = 'Ada', emailValue = 'ada@example.com') => {
    await user.clear(name);
    await user.type(name, nameValue);
    await user.clear(email);
    await user.type(email, emailValue);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send' }));
  return { user, name, email, fill, send };
}

/** A page the visitor has had for `shownMs`; time moves only when the test advances it. */
function pageClockAt(shownMs: number) {
  let now = shownMs;
  let pending: { until: number; ms: number; resolve: () => void }[] = [];
  const clock: PageClock = {
    sinceShown: () => now,
    wait: (ms) => new Promise((resolve) => pending.push({ until: now + ms, ms, resolve })),
  };
  return {
    clock,
    /** The waits asked for and not over yet, in ms. */
    waiting: () => pending.map((wait) => wait.ms),
    advance(ms: number) {
      now += ms;
      for (const wait of pending.filter((each) => each.until <= now)) wait.resolve();
      pending = pending.filter((each) => each.until > now);
    },
  };
}

const statusText = () => screen.getByRole('status', { name: 'status' }).textContent;
const noteText = () => screen.getByRole('status', { name: 'note' }).textContent;
const attemptIds = () => api.requests.map((request) => (request.body as { attemptId: string }).attemptId);

describe('useFormSubmission', () => {
  it('sends nothing while the browser finds errors, shows them and focuses the first', async () => {
    const { email, name, send, user } = await renderForm();
    await user.type(email, 'not-an-address');
    await send();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(api.requests).toHaveLength(0);
    expect(statusText()).toBe('idle');
  });

  it("is 'submitting' while the request is out, then 'sent', with the attempt id and fill time sent", async () => {
    api.hold();
    const { fill, send } = await renderForm();
    await fill();
    await send();
    expect(statusText()).toBe('submitting');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    api.release();
    await waitFor(() => expect(statusText()).toBe('sent'));
    expect(noteText()).toBe('sent');
    expect(api.requests[0]!.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      attemptId: expect.any(String),
      fillMs: 60_000,
    });
  });

  it('holds a visitor faster than the minimum fill time as submitting until it has passed, then sends once', async () => {
    const page = pageClockAt(1200);
    const { fill, name, send, user } = await renderForm({ pageClock: page.clock });
    await fill();
    await send();
    expect(statusText()).toBe('submitting');
    // Enter in a field submits the form again while the first press waits: still one send.
    await user.type(name, '{Enter}');
    expect(page.waiting()).toEqual([MIN_FILL_MS - 1200]);
    page.advance(MIN_FILL_MS - 1201);
    await Promise.resolve();
    expect(api.requests).toHaveLength(0);
    page.advance(1);
    await waitFor(() => expect(statusText()).toBe('sent'));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.body).toMatchObject({ fillMs: MIN_FILL_MS });
  });

  it('shows the server’s field errors and names the first; the retry reuses the attempt id', async () => {
    api.reply(invalid({ email: 'Please enter a valid email address.', other: 'ignored' }), OK);
    const { email, fill, send } = await renderForm();
    await fill();
    await send();
    await waitFor(() => expect(noteText()).toBe('refused 400 email'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(statusText()).toBe('idle');

    await send();
    await waitFor(() => expect(statusText()).toBe('sent'));
    expect(email).not.toHaveAttribute('aria-invalid');
    const [first, second] = attemptIds();
    expect(second).toBe(first);
  });

  it('a sent submission ends its attempt: the next one gets a new id', async () => {
    const { fill, send, user } = await renderForm();
    await fill();
    await send();
    await waitFor(() => expect(statusText()).toBe('sent'));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(statusText()).toBe('idle');
    await send();
    await waitFor(() => expect(api.requests).toHaveLength(2));
    const [first, second] = attemptIds();
    expect(second).not.toBe(first);
  });

  it('with a key, a changed submission is a new attempt and an unchanged one is a retry', async () => {
    api.reply(SERVER_ERROR, SERVER_ERROR, SERVER_ERROR);
    const { fill, send } = await renderForm({ keyed: true });
    await fill();
    await send();
    await waitFor(() => expect(noteText()).toBe('refused 502 -'));
    await send();
    await waitFor(() => expect(api.requests).toHaveLength(2));
    await waitFor(() => expect(statusText()).toBe('idle'));
    await fill('Ada', 'ada@lovelace.example');
    await send();
    await waitFor(() => expect(api.requests).toHaveLength(3));
    const [first, retry, changed] = attemptIds();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });

  it('a request that cannot be made returns to idle and reports the error', async () => {
    const { fill, send } = await renderForm({ origin: await closedOrigin() });
    await fill();
    await send();
    await waitFor(() => expect(noteText()).toBe('error'));
    expect(statusText()).toBe('idle');
  });
});
