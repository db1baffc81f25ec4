/**
 * The contact form's state without its markup: values typed through `onChange`, the submit handler given a
 * filled form element, over HTTP to the local API server (tests/utils/apiServer.ts).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { invalid, OK, SERVER_ERROR, startApiServer, type ApiServer } from '../../../../tests/utils/apiServer';
import { LEAD_SOURCE_KEY } from '../../../domain/attribution/source';
import { useContactForm } from './useContactForm';
import { PageSeenAMinuteAgo } from '../../../../tests/utils/render';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => api.reset());

const FILLED = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'web', message: 'A new website.' } as const;

/** The hook with FILLED typed in, and the form element its submit handler reads (the browser's check). */
function filled(onSend = vi.fn()) {
  const form = document.body.appendChild(document.createElement('form'));
  onTestFinished(() => form.remove());
  const hook = renderHook(() => useContactForm({ apiOrigin: api.origin, onSend }), { wrapper: PageSeenAMinuteAgo });
  for (const [name, value] of Object.entries(FILLED)) {
    const control = form.appendChild(document.createElement('input'));
    control.name = name;
    control.value = value;
    act(() => hook.result.current.onChange(name)({ target: control } as ChangeEvent<HTMLInputElement>));
  }
  const submit = () =>
    hook.result.current.onSubmit({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>);
  return { ...hook, submit, onSend };
}

describe('useContactForm', () => {
  it('starts idle and empty, posting natively to the contact endpoint', () => {
    const { result } = renderHook(() => useContactForm({ apiOrigin: '' }));
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual({ name: '', email: '', service: '', message: '', website: '' });
    expect(result.current.formProps).toMatchObject({ method: 'post', action: '/api/contactEmail' });
  });

  it('sends the typed values with an attempt id and the fill time, then is sent with empty values', async () => {
    const { result, submit, onSend } = filled();
    act(submit);
    expect(result.current.status).toBe('submitting');
    expect(onSend).toHaveBeenCalledOnce();
    await waitFor(() => expect(result.current.status).toBe('sent'));
    expect(api.requests[0]!.body).toMatchObject({
      ...FILLED,
      website: '',
      attemptId: expect.any(String),
      fillMs: 60_000,
    });
    expect(result.current.values.name).toBe('');
    expect(result.current.failure).toBeNull();
  });

  it('sends where the visit came from, as the tab kept it', async () => {
    const source = { landingPage: '/?utm_source=newsletter', utm: { utm_source: 'newsletter' } };
    sessionStorage.setItem(LEAD_SOURCE_KEY, JSON.stringify(source));
    onTestFinished(() => sessionStorage.clear());
    const { result, submit } = filled();
    act(submit);
    await waitFor(() => expect(result.current.status).toBe('sent'));
    expect(api.requests[0]!.body).toMatchObject({ ...FILLED, source });
  });

  it("raises a failure with the server's words on a 429, keeps the values, and closes it", async () => {
    api.reply({ status: 429, body: { error: 'Too many messages today.' } });
    const { result, submit } = filled();
    act(submit);
    await waitFor(() => expect(result.current.failure).toEqual({ limit: 'Too many messages today.' }));
    expect(result.current.status).toBe('idle');
    expect(result.current.values.name).toBe(FILLED.name);
    act(() => result.current.closeFailure());
    expect(result.current.failure).toBeNull();
  });

  it('raises a failure without words on a server error', async () => {
    api.reply(SERVER_ERROR);
    const { result, submit } = filled();
    act(submit);
    await waitFor(() => expect(result.current.failure).toEqual({ limit: undefined }));
  });

  it("puts a 400's words next to the fields and raises no failure", async () => {
    api.reply(invalid({ email: 'Please enter a valid email address.' }));
    const { result, submit } = filled();
    act(submit);
    await waitFor(() => expect(result.current.errors.email).toBe('Please enter a valid email address.'));
    expect(result.current.failure).toBeNull();
  });

  it("'send another' returns to an empty, idle form", async () => {
    api.reply(OK);
    const { result, submit } = filled();
    act(submit);
    await waitFor(() => expect(result.current.status).toBe('sent'));
    act(() => result.current.sendAnother());
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual({ name: '', email: '', service: '', message: '', website: '' });
  });
});
