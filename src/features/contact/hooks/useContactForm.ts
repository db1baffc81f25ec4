/**
 * The contact form's state: idle → submitting → sent (a thank-you panel whose 'Send another message'
 * returns to an empty form). A failed send raises a failure (the 'Error' dialog) and keeps what was typed;
 * a 400 naming fields puts the server's words next to them and focus on the first instead. The retry reuses
 * the attempt's id so the server can recognise a repeat (useFormSubmission).
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useEnhancedForm } from '../../../components/form/useEnhancedForm';
import { EMAIL_MESSAGES, NAME_MESSAGES } from '../../../components/form/validation';
import type { ContactServiceValue } from '../../../content/services/types';
import { API_ENDPOINTS } from '../../../domain/api/endpoints';
import { FIELD_MESSAGES } from '../../../domain/forms/fields';
import { sendContactInquiry } from '../api';

interface ContactValues extends Record<string, string> {
  name: string;
  email: string;
  service: '' | ContactServiceValue;
  message: string;
  /** Honeypot (hidden from people). */
  website: string;
}

const EMPTY: ContactValues = { name: '', email: '', service: '', message: '', website: '' };

/** The checked fields in screen order, with what each says when it is wrong. */
const RULES = {
  name: NAME_MESSAGES,
  email: EMAIL_MESSAGES,
  service: {},
  message: { missing: FIELD_MESSAGES.messageRequired, tooLong: FIELD_MESSAGES.messageTooLong },
} as const;

/** A failed send: the server's words when a limit was reached (429), shown under the error text. */
export interface ContactFailure {
  limit?: string | undefined;
}

export interface ContactFormOptions {
  /** Origin of the API ('' = this site). Tests point it at a local server. */
  apiOrigin: string;
  /** Called as a send starts (the form fetches its error dialog's code then). */
  onSend?: () => void;
}

export function useContactForm({ apiOrigin, onSend }: ContactFormOptions) {
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    name: `${id}-name`,
    email: `${id}-email`,
    service: `${id}-service`,
    message: `${id}-message`,
    website: `${id}-website`,
    sent: `${id}-sent`,
    errorText: `${id}-error-text`,
  };
  const { values, setValues, errors, status, onChange, submitForm, focusField, reset, formProps } = useEnhancedForm({
    empty: EMPTY,
    rules: RULES,
    ids,
    action: API_ENDPOINTS.contact,
  });
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  /** 'Send another message' replaced the focused button: focus goes to the name after the render. */
  const focusNameNext = useRef(false);

  // Focus follows the view in the same frame (the element that had it may be gone).
  useLayoutEffect(() => {
    if (status === 'sent') sentHeadingRef.current?.focus();
    if (focusNameNext.current) nameRef.current?.focus();
    focusNameNext.current = false;
  }, [status]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitForm(event, {
      onSubmitting: () => {
        onSend?.();
        setFailure(null);
      },
      send: (attempt) => sendContactInquiry({ ...values, ...attempt }, apiOrigin),
      onSent: () => setValues(EMPTY),
      onRefused: (outcome, firstField) => {
        // A 400 naming fields: the server's own words are next to them; the visitor corrects and resends.
        if (outcome.status === 400 && firstField) focusField(firstField);
        else setFailure({ limit: outcome.limit });
      },
      onError: () => setFailure({}),
    });

  const sendAnother = () => {
    setValues(EMPTY);
    focusNameNext.current = true;
    reset();
  };

  return {
    ids,
    values,
    errors,
    status,
    onChange,
    formProps,
    onSubmit,
    failure,
    closeFailure: () => setFailure(null),
    sendAnother,
    sentHeadingRef,
    nameRef,
  };
}
