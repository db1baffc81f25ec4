import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Field, FieldError, Notice, SmallButton } from '../styles';

export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid': boolean;
}

interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The control (or a control with its neighbours), given the props that tie it to the label, hint and error. */
  children(control: ControlProps): ReactNode;
}

/** A labelled control with its hint and error under it, described by both (the label stays the name alone). */
export function FormField({ label, hint, error = '', children }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <Field as="div">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': !!error })}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  );
}

interface SubmitRowProps {
  /** Whether a field is marked wrong: the row then says so, for those who did not see the marks. */
  invalid: boolean;
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A form's submit button, with its progress, and a pointer to the fields marked wrong. */
export function SubmitRow({ invalid, busy, label, busyLabel }: SubmitRowProps) {
  return (
    <>
      <div role="status">{invalid && <Notice $tone="failed">Check the fields marked above.</Notice>}</div>
      <Actions>
        <SmallButton type="submit" $variant="primary" disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : label}
        </SmallButton>
      </Actions>
    </>
  );
}

const Hint = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
