import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconBadge } from '../../components/Section';
import { CheckIcon } from '../../components/icons/UiIcons';
import { Field, TextArea, describedBy } from '../../components/form/FormField';
import { HoneypotField, PersonFields } from '../../components/form/fields';
import { useFormSubmission } from '../../components/form/useFormSubmission';
import { EMAIL_MESSAGES, NAME_MESSAGES, controlError, formErrors } from '../../components/form/validation';
import { FIELD_MESSAGES, LIMITS } from '../../domain/forms/fields';
import { sendServiceRequest, thrownErrorMessage } from './api';
import type { ServiceRequestIntent } from './intent';

export type { ServiceRequestIntent } from './intent';

/** The confirmation closes itself after this long (spec: 1.5 seconds). */
export const AUTO_CLOSE_MS = 1500;

export const REQUEST_TEXT = {
  title: 'Request a Service',
  sentTitle: 'Request Sent',
  submit: 'Submit Request',
  submitting: 'Sending...',
  cancel: 'Cancel',
  close: 'Close',
  requirementsPlaceholder: 'Brief project details...',
  failedStatus: 'Order submission failed',
} as const;

export interface ServiceRequestDialogProps {
  /** What 'Get Started' asked for; the dialog is open while this is not null. */
  intent: ServiceRequestIntent | null;
  onClose: () => void;
  /** Called once the request has been received, with the address the agency will answer. */
  onSent?: (email: string) => void;
  /** Origin of the API ('' = this site). Tests point it at a local server. */
  apiOrigin?: string;
}

/**
 * The service request dialog opened by every 'Get Started' of the service pages. It shows what is
 * requested, asks for a name, an email and optional requirements, and sends them. While sending the
 * button reads 'Sending...'; on success a confirmation closes itself after 1.5 s (or on 'Close'); on
 * failure an error line shows and the form stays. 'Cancel' and Escape close it, and focus returns to
 * the button that opened it. Every opening starts from an empty form.
 */
export function ServiceRequestDialog({ intent, onClose, onSent, apiOrigin = '' }: ServiceRequestDialogProps) {
  // Unmounted while closed: each opening starts afresh (empty fields, no error, a new attempt id).
  if (!intent) return null;
  return <OpenServiceRequestDialog intent={intent} onClose={onClose} onSent={onSent} apiOrigin={apiOrigin} />;
}

/** The checked fields in screen order, with what each says when it is wrong. */
const RULES = {
  name: NAME_MESSAGES,
  email: EMAIL_MESSAGES,
  requirements: { tooLong: FIELD_MESSAGES.requirementsTooLong },
} as const;
type RequestField = keyof typeof RULES;
const REQUEST_FIELDS = Object.keys(RULES) as RequestField[];

function OpenServiceRequestDialog({
  intent,
  onClose,
  onSent,
  apiOrigin,
}: {
  intent: ServiceRequestIntent;
  onClose: () => void;
  onSent?: (email: string) => void;
  apiOrigin: string;
}) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    email: `${id}-email`,
    requirements: `${id}-requirements`,
    website: `${id}-website`,
    summary: `${id}-summary`,
  };
  const [values, setValues] = useState({ name: '', email: '', requirements: '', website: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const { status, errors, setFieldError, submit } = useFormSubmission(REQUEST_FIELDS, (field) => ids[field]);
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** A failure re-enabled the submit button that had focus: it gets focus back once on screen. */
  const focusSubmitNext = useRef(false);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus follows the view in the same frame: the confirmation's Close button (and its auto-close
  // timer starts), or after a failure without a field to correct, the submit button.
  useLayoutEffect(() => {
    if (focusSubmitNext.current) submitRef.current?.focus();
    focusSubmitNext.current = false;
    if (status === 'sent') {
      closeRef.current?.focus();
      const timer = setTimeout(() => onCloseRef.current(), AUTO_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
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
      onSent: () => onSent?.(values.email.trim()),
      // A reached limit (429) is explained in the server's words after the spec's line.
      onRefused: (outcome, firstField) =>
        fail(outcome.limit ? `${REQUEST_TEXT.failedStatus}. ${outcome.limit}` : REQUEST_TEXT.failedStatus, firstField),
      onError: (error) => fail(thrownErrorMessage(error)),
    });

  const sending = status === 'submitting';
  const sent = status === 'sent';

  return (
    <Dialog
      open
      onClose={onClose}
      title={sent ? REQUEST_TEXT.sentTitle : REQUEST_TEXT.title}
      icon={
        sent ? (
          <IconBadge $size={36} $icon={20} $round $tone="teal" aria-hidden="true">
            <CheckIcon />
          </IconBadge>
        ) : undefined
      }
      describedBy={ids.summary}
      initialFocusRef={nameRef}
    >
      <Summary id={ids.summary}>
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

      {sent ? (
        <Confirmation>
          <p role="status">
            Thank you{values.name.trim() ? `, ${values.name.trim()}` : ''}! We've received your request and will be in
            touch at {values.email.trim()} shortly.
          </p>
          <Button ref={closeRef} type="button" $variant="primary" onClick={onClose}>
            {REQUEST_TEXT.close}
          </Button>
        </Confirmation>
      ) : (
        <Form
          method="post"
          noValidate
          aria-busy={sending}
          onSubmit={(event) => {
            event.preventDefault();
            void onSubmit(event);
          }}
        >
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
            <Button type="button" $variant="secondary" onClick={onClose}>
              {REQUEST_TEXT.cancel}
            </Button>
            <Button ref={submitRef} type="submit" $variant="primary" disabled={sending}>
              {sending ? REQUEST_TEXT.submitting : REQUEST_TEXT.submit}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
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

const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  p {
    align-self: stretch;
    margin-bottom: ${({ theme }) => theme.space[5]};
    overflow-wrap: anywhere;
  }
`;
