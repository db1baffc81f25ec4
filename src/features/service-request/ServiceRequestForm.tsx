import type { Ref } from 'react';
import styled from 'styled-components';
import { Button, ButtonAnchor } from '../../components/Button';
import { HoneypotField, PersonFields, TextAreaField } from '../../components/form/fields';
import { LIMITS } from '../../domain/forms/fields';
import { useServiceRequestForm } from './hooks/useServiceRequestForm';
import type { ServiceRequestIntent } from './intent';
import { REQUEST_TEXT, type RequestSender } from './text';

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
  const { ids, values, errors, sending, onChange, formProps, onSubmit, failure, submitRef } = useServiceRequestForm({
    intent,
    onSent,
    apiOrigin,
  });
  return (
    <Form {...formProps} onSubmit={onSubmit}>
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
      <TextAreaField
        id={ids.requirements}
        label="Requirements"
        note="(optional)"
        error={errors.requirements}
        name="requirements"
        rows={2}
        maxLength={LIMITS.requirements}
        placeholder={REQUEST_TEXT.requirementsPlaceholder}
        value={values.requirements}
        onChange={onChange('requirements')}
      />
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
