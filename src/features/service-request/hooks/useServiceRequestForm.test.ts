/**
 * The service request form's state without its markup: values typed through `onChange`, the submit handler
 * given a filled form element, over HTTP to the local API server (tests/utils/apiServer.ts).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { closedOrigin, invalid, startApiServer, type ApiServer } from '../../../../tests/utils/apiServer';
import { REQUEST_TEXT } from '../text';
import { useServiceRequestForm } from './useServiceRequestForm';
import { PageSeenAMinuteAgo } from '../../../../tests/utils/render';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => api.reset());

const intent = {
  serviceType: 'Search Engine Optimization',
  serviceCategory: 'Marketing & Advertising',
  package: 'Growth',
};
const FILLED = { name: '  Grace Hopper ', email: 'grace@example.com', requirements: 'Rank locally.' };

/** The hook with FILLED typed in, and the form element its submit handler reads (the browser's check). */
function filled(apiOrigin = api.origin) {
  const onSent = vi.fn();
  const form = document.body.appendChild(document.createElement('form'));
  onTestFinished(() => form.remove());
  const hook = renderHook(() => useServiceRequestForm({ intent, onSent, apiOrigin }), {
    wrapper: PageSeenAMinuteAgo,
  });
  for (const name of Object.keys(FILLED) as (keyof typeof FILLED)[]) {
    const control = form.appendChild(document.createElement('input'));
    control.name = name;
    control.value = FILLED[name];
    act(() => hook.result.current.onChange(name)({ target: control } as ChangeEvent<HTMLInputElement>));
  }
  const submit = () =>
    hook.result.current.onSubmit({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>);
  return { ...hook, submit, onSent };
}

describe('useServiceRequestForm', () => {
  it('sends the package with the typed values, then hands over who the agency will answer', async () => {
    const { result, submit, onSent } = filled();
    expect(result.current.formProps).toMatchObject({ method: 'post', action: '/api/servicesEmail' });
    act(submit);
    expect(result.current.sending).toBe(true);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith({ name: 'Grace Hopper', email: 'grace@example.com' }));
    expect(api.requests[0]!.body).toMatchObject({ ...intent, ...FILLED, website: '', attemptId: expect.any(String) });
  });

  it("shows the failure line, with a reached limit in the server's words", async () => {
    api.reply({ status: 429, body: { error: 'Please try again tomorrow.' } });
    const { result, submit } = filled();
    act(submit);
    await waitFor(() =>
      expect(result.current.failure).toBe(`${REQUEST_TEXT.failedStatus}. Please try again tomorrow.`),
    );
    expect(result.current.sending).toBe(false);
  });

  it("shows the failure line alone for a 400, and the server's words next to the field", async () => {
    api.reply(invalid({ email: 'Please enter a valid email address.' }));
    const { result, submit } = filled();
    act(submit);
    await waitFor(() => expect(result.current.failure).toBe(REQUEST_TEXT.failedStatus));
    expect(result.current.errors.email).toBe('Please enter a valid email address.');
  });

  it('shows the thrown error when the request cannot be made', async () => {
    const { result, submit, onSent } = filled(await closedOrigin());
    act(submit);
    await waitFor(() => expect(result.current.failure).not.toBeNull());
    expect(result.current.failure).not.toBe(REQUEST_TEXT.failedStatus);
    expect(onSent).not.toHaveBeenCalled();
  });
});
