/**
 * The service request form's state for the chosen package. While sending the button reads 'Sending...';
 * a refusal or an error puts a failure line above the buttons and keeps the form, with focus on the
 * first field the server refused or back on the submit button, which was disabled while sending.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useEnhancedForm } from '../../../components/form/useEnhancedForm';
import { EMAIL_MESSAGES, NAME_MESSAGES } from '../../../components/form/validation';
import { API_ENDPOINTS } from '../../../domain/api/endpoints';
import { FIELD_MESSAGES } from '../../../domain/forms/fields';
import { sendServiceRequest, thrownErrorMessage } from '../api';
import type { ServiceRequestIntent } from '../intent';
import { REQUEST_TEXT, type RequestSender } from '../text';

const EMPTY = { name: '', email: '', requirements: '', website: '' };

/** The checked fields in screen order, with what each says when it is wrong. */
const RULES = {
  name: NAME_MESSAGES,
  email: EMAIL_MESSAGES,
  requirements: { tooLong: FIELD_MESSAGES.requirementsTooLong },
} as const;

export interface ServiceRequestFormOptions {
  intent: ServiceRequestIntent;
  /** The request went through. */
  onSent: (sender: RequestSender) => void;
  /** Origin of the API ('' = this site). Tests point it at a local server. */
  apiOrigin: string;
}

export function useServiceRequestForm({ intent, onSent, apiOrigin }: ServiceRequestFormOptions) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    requirements: `${id}-requirements`,
    website: `${id}-website`,
  };
  const { values, errors, status, onChange, submitForm, focusField, formProps } = useEnhancedForm({
    empty: EMPTY,
    rules: RULES,
    ids,
    action: API_ENDPOINTS.serviceRequest,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  /** A failure re-enabled the submit button that had focus: it gets focus back once on screen. */
  const focusSubmitNext = useRef(false);

  useLayoutEffect(() => {
    if (focusSubmitNext.current) submitRef.current?.focus();
    focusSubmitNext.current = false;
  }, [status]);

  const fail = (message: string, firstField?: keyof typeof RULES) => {
    setFailure(message);
    if (firstField) focusField(firstField);
    else focusSubmitNext.current = true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submitForm(event, {
      onSubmitting: () => setFailure(null),
      send: (attempt) => {
        const { serviceType, serviceCategory, package: servicePackage } = intent;
        return sendServiceRequest(
          { serviceType, serviceCategory, package: servicePackage, ...values, ...attempt },
          apiOrigin,
        );
      },
      onSent: () => onSent({ name: values.name.trim(), email: values.email.trim() }),
      // A reached limit (429) is explained in the server's words after the failure line.
      onRefused: (outcome, firstField) =>
        fail(outcome.limit ? `${REQUEST_TEXT.failedStatus}. ${outcome.limit}` : REQUEST_TEXT.failedStatus, firstField),
      onError: (error) => fail(thrownErrorMessage(error)),
    });

  return {
    ids,
    values,
    errors,
    sending: status === 'submitting',
    onChange,
    formProps,
    onSubmit,
    failure,
    submitRef,
  };
}
