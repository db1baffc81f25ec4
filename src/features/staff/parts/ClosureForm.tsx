import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ClosureRequest } from '../../../domain/api/staff';
import { useClosureForm, type ClosureField } from '../hooks/useClosureForm';
import { FieldRow, Input, Muted } from '../styles';
import { FormField, SubmitRow } from './FormField';

interface ClosureFormProps {
  adding: boolean;
  serverErrors: Record<string, string>;
  onAdd(request: ClosureRequest): Promise<boolean>;
}

/** Adds a closure: a day or a range of days, all day or between two times. */
export function ClosureForm({ adding, serverErrors, onAdd }: ClosureFormProps) {
  const { draft, set, submit, errors, invalid } = useClosureForm(onAdd, serverErrors);
  const id = useId();
  const input = (field: ClosureField) => ({
    value: draft[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Form onSubmit={onSubmit} aria-labelledby={`${id}-heading`} noValidate>
      <h4 id={`${id}-heading`}>Add a closure</h4>
      <FieldRow>
        <FormField label="First day" error={errors.from}>
          {(control) => <Input type="date" required {...input('from')} {...control} />}
        </FormField>
        <FormField label="Last day (for a range)" error={errors.to}>
          {(control) => <Input type="date" min={draft.from || undefined} {...input('to')} {...control} />}
        </FormField>
      </FieldRow>
      <FieldRow>
        <FormField label="Closed from (optional)" error={errors.startTime}>
          {(control) => <Input type="time" {...input('startTime')} {...control} />}
        </FormField>
        <FormField label="Closed until (optional)" error={errors.endTime}>
          {(control) => <Input type="time" {...input('endTime')} {...control} />}
        </FormField>
      </FieldRow>
      <Muted>
        Times are Eastern Time (Toronto). Without times the whole day is closed; with only &ldquo;from&rdquo; it is
        closed until the end of the day, with only &ldquo;until&rdquo; from the start.
      </Muted>
      <FormField label="Note for the team (optional)" error={errors.note}>
        {(control) => <Input type="text" maxLength={200} {...input('note')} {...control} />}
      </FormField>
      <SubmitRow invalid={invalid} busy={adding} label="Add closure" busyLabel="Adding…" />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;
