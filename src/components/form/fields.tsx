/**
 * The fields the site's forms share: the visitor's name and email, a select with a placeholder
 * option, a text area, and the honeypot. Each is a labelled control (FormField.tsx) with the server's
 * limits (src/domain/forms/fields.ts).
 */
import type { ChangeEventHandler, Ref } from 'react';
import { HONEYPOT_FIELD, LIMITS } from '../../domain/forms/fields';
import { ChevronDownIcon } from '../icons/UiIcons';
import { Field, Input, Select, SelectWrap, TextArea, describedBy } from './FormField';

interface ControlProps<E extends HTMLElement> {
  id: string;
  value: string;
  error?: string | undefined;
  onChange: ChangeEventHandler<E>;
}

type PersonField = 'name' | 'email';

/** The visitor's name (one line) and email address (the browser's email check): required, the server's limits. */
const PERSON_INPUTS = {
  name: { type: 'text', autoComplete: 'name', maxLength: LIMITS.name },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false, maxLength: LIMITS.email },
} as const;

interface PersonFieldsProps {
  ids: Record<PersonField, string>;
  values: Record<PersonField, string>;
  errors: Partial<Record<PersonField, string>>;
  onChange(field: PersonField): ChangeEventHandler<HTMLInputElement>;
  labels: Record<PersonField, string>;
  /** Shows the red asterisk after the labels. */
  marked?: boolean;
  nameRef?: Ref<HTMLInputElement>;
}

/** The name and email fields, side by side in the caller's layout. */
export function PersonFields({ ids, values, errors, onChange, labels, marked, nameRef }: PersonFieldsProps) {
  return (['name', 'email'] as const).map((field) => (
    <Field key={field} id={ids[field]} label={labels[field]} marked={marked} error={errors[field]}>
      <Input
        ref={field === 'name' ? nameRef : undefined}
        id={ids[field]}
        name={field}
        required
        {...PERSON_INPUTS[field]}
        value={values[field]}
        onChange={onChange(field)}
        {...describedBy(ids[field], errors[field])}
      />
    </Field>
  ));
}

interface SelectFieldProps extends ControlProps<HTMLSelectElement> {
  name: string;
  label: string;
  note?: string;
  marked?: boolean;
  required?: boolean;
  /** The first option, whose value is '' (no choice). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A native select under a drawn chevron, with a placeholder option first. */
export function SelectField({
  id,
  name,
  label,
  note,
  marked,
  required,
  placeholder,
  options,
  value,
  error,
  onChange,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} note={note} marked={marked} error={error}>
      <SelectWrap>
        <Select id={id} name={name} required={required} value={value} onChange={onChange} {...describedBy(id, error)}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDownIcon />
      </SelectWrap>
    </Field>
  );
}

interface TextAreaFieldProps extends ControlProps<HTMLTextAreaElement> {
  name: string;
  label: string;
  note?: string;
  required?: boolean;
  rows: number;
  maxLength: number;
  placeholder: string;
}

/** A text area for the visitor's own words (a message, a project's details). */
export function TextAreaField({ id, label, note, error, ...control }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} note={note} error={error}>
      <TextArea id={id} {...control} {...describedBy(id, error)} />
    </Field>
  );
}

/** The honeypot: hidden from people and assistive technology; bots that fill it are ignored. */
export function HoneypotField({ id, value, onChange }: Omit<ControlProps<HTMLInputElement>, 'error'>) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
