/** The kit's form state, driven without markup: the submit handler is given a form element to check. */
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useEnhancedForm } from './useEnhancedForm';
import { NAME_MESSAGES } from './validation';

const EMPTY = { name: '', website: '' };
const RULES = { name: NAME_MESSAGES };

function setup() {
  const form = document.body.appendChild(document.createElement('form'));
  onTestFinished(() => form.remove());
  const name = form.appendChild(document.createElement('input'));
  name.name = 'name';
  name.required = true;
  const hook = renderHook(() => useEnhancedForm({ empty: EMPTY, rules: RULES, ids: { name: 'n' }, action: '/api/x' }));
  const type = (control: HTMLInputElement, field: keyof typeof EMPTY, value: string) => {
    control.value = value;
    act(() => hook.result.current.onChange(field)({ target: control } as ChangeEvent<HTMLInputElement>));
  };
  const submit = () =>
    act(() =>
      hook.result.current.submitForm({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>, {
        send: vi.fn(),
      }),
    );
  return { ...hook, name, type, submit };
}

describe('useEnhancedForm', () => {
  it('gives the form its native post, and checks it itself once the app runs', () => {
    const { result } = setup();
    expect(result.current.formProps).toMatchObject({
      method: 'post',
      action: '/api/x',
      noValidate: true,
      'aria-busy': false,
    });
  });

  it('flags a wrong field on submit and re-checks it as the visitor corrects it', () => {
    const { result, name, type, submit } = setup();
    submit();
    expect(result.current.errors.name).toBe(NAME_MESSAGES.missing);
    type(name, 'name', 'Ada');
    expect(result.current.values.name).toBe('Ada');
    expect(result.current.errors.name).toBeUndefined();
  });

  it('keeps an unchecked field (the honeypot) without checking it', () => {
    const { result, type } = setup();
    type(document.createElement('input'), 'website', 'spam');
    expect(result.current.values).toEqual({ name: '', website: 'spam' });
    expect(result.current.errors).toEqual({});
  });
});
