import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckIcon } from '../../components/icons/UiIcons';
import { LIMITS } from '../../domain/forms/fields';
import { newAttemptId } from '../../lib/api';
import { useFillTimer } from '../../lib/fillTime';
import { sendServiceRequest, thrownErrorMessage } from './api';
import { Field, Input, TextArea, describedBy } from '../../components/FormField';
import type { ServiceRequestIntent } from './intent';
import { REQUEST_FIELDS, controlError, formErrors, type RequestField } from './validation';

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

type Status = 'editing' | 'sending' | 'sent';
type Errors = Partial<Record<RequestField, string>>;

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
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const fillTimer = useFillTimer();
  const attemptId = useRef<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the next status change is on screen (the disabled button lost it). */
  const focusNext = useRef<RequestField | 'submit' | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus follows the view in the same frame: the confirmation's Close button (and its auto-close
  // timer starts), or after a failure the field to correct or the (re-enabled) submit button.
  useLayoutEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'submit') submitRef.current?.focus();
    else if (next) document.getElementById(ids[next])?.focus();
    if (status === 'sent') {
      closeRef.current?.focus();
      const timer = setTimeout(() => onCloseRef.current(), AUTO_CLOSE_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
    // ids never change; only a new status moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const onChange = (field: keyof typeof values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) {
      setErrors((current) => ({ ...current, [field]: controlError(event.target, field) }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = formErrors(event.currentTarget);
    setErrors(found);
    const firstInvalid = REQUEST_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }

    attemptId.current ??= newAttemptId();
    setFailure(null);
    setStatus('sending');
    try {
      const outcome = await sendServiceRequest(
        {
          serviceType: intent.serviceType,
          serviceCategory: intent.serviceCategory,
          package: intent.package,
          name: values.name,
          email: values.email,
          requirements: values.requirements,
          website: values.website,
          attemptId: attemptId.current,
          fillMs: fillTimer.elapsed(),
        },
        apiOrigin,
      );
      if (outcome.ok) {
        attemptId.current = null;
        setStatus('sent');
        onSent?.(values.email.trim());
        return;
      }
      const serverErrors: Errors = {};
      for (const field of REQUEST_FIELDS) {
        if (outcome.fields[field]) serverErrors[field] = outcome.fields[field];
      }
      setErrors(serverErrors);
      // A reached limit (429) is explained in the server's words after the spec's line.
      setFailure(outcome.limit ? `${REQUEST_TEXT.failedStatus}. ${outcome.limit}` : REQUEST_TEXT.failedStatus);
      focusNext.current = REQUEST_FIELDS.find((field) => serverErrors[field]) ?? 'submit';
      setStatus('editing');
    } catch (error) {
      setFailure(thrownErrorMessage(error));
      focusNext.current = 'submit';
      setStatus('editing');
    }
  };

  const sending = status === 'sending';
  const sent = status === 'sent';

  return (
    <Dialog
      open
      onClose={onClose}
      title={sent ? REQUEST_TEXT.sentTitle : REQUEST_TEXT.title}
      icon={
        sent ? (
          <SentMark aria-hidden="true">
            <CheckIcon />
          </SentMark>
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
        <Form method="post" noValidate aria-busy={sending} onSubmit={(event) => void onSubmit(event)}>
          <Field id={ids.name} label="Full Name" error={errors.name}>
            <Input
              ref={nameRef}
              id={ids.name}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS.name}
              value={values.name}
              onChange={onChange('name')}
              {...describedBy(ids.name, errors.name)}
            />
          </Field>
          <Field id={ids.email} label="Email" error={errors.email}>
            <Input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              maxLength={LIMITS.email}
              value={values.email}
              onChange={onChange('email')}
              {...describedBy(ids.email, errors.email)}
            />
          </Field>
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
          {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={ids.website}>Website</label>
            <input
              id={ids.website}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={onChange('website')}
            />
          </div>
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

const SentMark = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: rgba(18, 181, 165, 0.16);
  color: ${({ theme }) => theme.colors.teal};
  svg {
    width: 20px;
    height: 20px;
  }
`;
