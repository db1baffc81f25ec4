import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import styled from 'styled-components';
import { Button, ButtonAnchor } from '../../components/Button';
import { Field, TextArea, describedBy } from '../../components/form/FormField';
import { HoneypotField, PersonFields } from '../../components/form/fields';
import { useFormSubmission } from '../../components/form/useFormSubmission';
import { useTypedValues } from '../../components/form/useTypedValues';
import { EMAIL_MESSAGES, NAME_MESSAGES, controlError, formErrors } from '../../components/form/validation';
import { API_ENDPOINTS } from '../../domain/api/endpoints';
import { FIELD_MESSAGES, FORM_TEXT, LIMITS } from '../../domain/forms/fields';
import { useIsClient } from '../../lib/useIsClient';
import { sendServiceRequest, thrownErrorMessage } from './api';
import type { ServiceRequestIntent } from './intent';

export const REQUEST_TEXT = {
  title: 'Request a Service',
  sentTitle: FORM_TEXT.requestSentTitle,
  submit: FORM_TEXT.requestSubmit,
  submitting: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  requirementsPlaceholder: FORM_TEXT.requirementsPlaceholder,
  failedStatus: 'Order submission failed',
} as const;

/** Who the agency will answer, once a request went through. */
export interface RequestSender {
  name: string;
  email: string;
}

/** The confirmation's words (the dialog's and the request page's). */
export function thankYouText({ name, email }: RequestSender): string {
  return `Thank you${name ? `, ${name}` : ''}! We've received your request and will be in touch at ${email} shortly.`;
}

/** The checked fields in screen order, with what each says when it is wrong. */
const RULES = {
  name: NAME_MESSAGES,
  email: EMAIL_MESSAGES,
  requirements: { tooLong: FIELD_MESSAGES.requirementsTooLong },
} as const;
type RequestField = keyof typeof RULES;
const REQUEST_FIELDS = Object.keys(RULES) as RequestField[];
const EMPTY = { name: '', email: '', requirements: '', website: '' };
const VALUE_FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[];

export interface ServiceRequestFormProps {
  intent: ServiceRequestIntent;
  /** The request went through. */
  onSent: (sender: RequestSender) => void;
  /** 'Cancel': a button calling this (the dialog), or a link to `cancelHref` (the request page). */
  onCancel?: () => void;
  cancelHref?: string;
  /** Origin of the API ('' = this site). Tests point it at a local server. */
  apiOrigin?: string;
  nameRef?: Ref<HTMLInputElement>;
}

/**
 * The service request's fields (name, email, optional requirements) for the chosen package. It is a
 * real form that posts the package with it: without scripts the function answers with the thank-you
 * page; with them it sends JSON. While sending the button reads 'Sending...'; on failure an error
 * line shows and the form stays, focus on the first field to correct or back on the button.
 */
export function ServiceRequestForm({
  intent,
  onSent,
  onCancel,
  cancelHref,
  apiOrigin = '',
  nameRef,
}: ServiceRequestFormProps) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    requirements: `${id}-requirements`,
    website: `${id}-website`,
  };
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const { status, errors, setFieldError, submit } = useFormSubmission(REQUEST_FIELDS, (field) => ids[field]);
  /** Hydrated: the form validates itself (inline messages instead of the browser's bubbles). */
  const enhanced = useIsClient();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useTypedValues(formRef, VALUE_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));
  /** A failure re-enabled the submit button that had focus: it gets focus back once on screen. */
  const focusSubmitNext = useRef(false);

  useLayoutEffect(() => {
    if (focusSubmitNext.current) submitRef.current?.focus();
    focusSubmitNext.current = false;
  }, [status]);

  const onChange = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) setFieldError(field, controlError(event.target, RULES[field]));
  };

  const fail = (message: string, firstField?: RequestField) => {
    setFailure(message);
    if (firstField) document.getElementById(ids[firstField])?.focus();
    else focusSubmitNext.current = true;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit({
      found: formErrors(event.currentTarget, RULES),
      send: ({ attemptId, fillMs }) => {
        setFailure(null);
        const { serviceType, serviceCategory, package: servicePackage } = intent;
        return sendServiceRequest(
          { serviceType, serviceCategory, package: servicePackage, ...values, attemptId, fillMs },
          apiOrigin,
        );
      },
      onSent: () => onSent({ name: values.name.trim(), email: values.email.trim() }),
      // A reached limit (429) is explained in the server's words after the spec's line.
      onRefused: (outcome, firstField) =>
        fail(outcome.limit ? `${REQUEST_TEXT.failedStatus}. ${outcome.limit}` : REQUEST_TEXT.failedStatus, firstField),
      onError: (error) => fail(thrownErrorMessage(error)),
    });

  const sending = status === 'submitting';
  return (
    <Form
      ref={formRef}
      method="post"
      action={API_ENDPOINTS.serviceRequest}
      noValidate={enhanced}
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      <input type="hidden" name="serviceType" value={intent.serviceType} />
      <input type="hidden" name="serviceCategory" value={intent.serviceCategory} />
      <input type="hidden" name="package" value={intent.package} />
      <PersonFields
        ids={ids}
        values={values}
        errors={errors}
        onChange={onChange}
        labels={{ name: 'Full Name', email: 'Email' }}
        nameRef={nameRef}
      />
      <Field id={ids.requirements} label="Requirements" note="(optional)" error={errors.requirements}>
        <TextArea
          id={ids.requirements}
          name="requirements"
          rows={2}
          maxLength={LIMITS.requirements}
          placeholder={REQUEST_TEXT.requirementsPlaceholder}
          value={values.requirements}
          onChange={onChange('requirements')}
          {...describedBy(ids.requirements, errors.requirements)}
        />
      </Field>
      <HoneypotField id={ids.website} value={values.website} onChange={onChange('website')} />
      {failure && <Failure role="alert">{failure}</Failure>}
      <Actions>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {REQUEST_TEXT.cancel}
          </Button>
        ) : (
          cancelHref && (
            <ButtonAnchor href={cancelHref} $variant="secondary">
              {REQUEST_TEXT.cancel}
            </ButtonAnchor>
          )
        )}
        <Button ref={submitRef} type="submit" $variant="primary" disabled={sending}>
          {sending ? REQUEST_TEXT.submitting : REQUEST_TEXT.submit}
        </Button>
      </Actions>
    </Form>
  );
}

/** What is requested: the service (with its category) and the package. */
export function RequestSummary({ intent, id }: { intent: ServiceRequestIntent; id?: string }) {
  return (
    <Summary id={id}>
      <div>
        <dt>Service</dt>
        <dd>
          {intent.serviceType}
          {intent.serviceCategory && <Category>{intent.serviceCategory}</Category>}
        </dd>
      </div>
      <div>
        <dt>Package</dt>
        <dd>{intent.package}</dd>
      </div>
    </Summary>
  );
}

const Summary = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
  }
`;

const Category = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.body};
  font-weight: 400;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Failure = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fef3f2;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
