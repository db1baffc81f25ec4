/**
 * The state of a form that works before the app and without it: it is a real form that posts itself to
 * `action` (the function answers with a page), and once the app has taken over it checks itself and sends
 * JSON (useFormSubmission). It holds the fields' values, keeps what was typed before the app took over
 * (useTypedValues), re-checks a flagged field as the visitor corrects it, and gives the `<form>` its props.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useIsClient } from '../../lib/useIsClient';
import { useFormSubmission, type SendAnswer, type SubmitPlan } from './useFormSubmission';
import { useTypedValues } from './useTypedValues';
import { controlError, formErrors, type ControlMessages } from './validation';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface EnhancedFormOptions<V extends Record<string, string>, F extends keyof V & string> {
  /** Every named field with its empty value (the honeypot too). */
  empty: V;
  /** The fields the browser checks, in screen order, with what each says when it is wrong. */
  rules: Readonly<Record<F, ControlMessages>>;
  /** The id of each checked field's control (focus goes to the first wrong one). */
  ids: Readonly<Record<NoInfer<F>, string>>;
  /** Where the form posts itself before the app takes over (an endpoint of src/domain/api/endpoints.ts). */
  action: string;
}

export function useEnhancedForm<V extends Record<string, string>, F extends keyof V & string>({
  empty,
  rules,
  ids,
  action,
}: EnhancedFormOptions<V, F>) {
  const [values, setValues] = useState<V>(empty);
  const submission = useFormSubmission(Object.keys(rules) as F[], (field) => ids[field]);
  const { errors, setFieldError, submit } = submission;
  /** Hydrated: the form validates itself (inline messages instead of the browser's bubbles). */
  const enhanced = useIsClient();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedValues<V>(formRef, Object.keys(empty), (typed) => setValues((current) => ({ ...current, ...typed })));

  const isChecked = (field: string): field is F => Object.hasOwn(rules, field);

  const onChange = (field: keyof V & string) => (event: ChangeEvent<Control>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A field already flagged is re-checked as the visitor corrects it.
    if (isChecked(field) && errors[field]) setFieldError(field, controlError(event.target, rules[field]));
  };

  /** Handles the form's submit event: the browser's check of `rules`, then `plan` (useFormSubmission). */
  const submitForm = <A extends SendAnswer>(
    event: FormEvent<HTMLFormElement>,
    plan: Omit<SubmitPlan<F, A>, 'found'>,
  ) => {
    event.preventDefault();
    void submit({ found: formErrors(event.currentTarget, rules), ...plan });
  };

  return {
    ...submission,
    values,
    setValues,
    onChange,
    submitForm,
    formProps: {
      ref: formRef,
      method: 'post',
      action,
      noValidate: enhanced,
      'aria-busy': submission.status === 'submitting',
    },
  };
}
