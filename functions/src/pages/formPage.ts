/**
 * A site form rendered by the functions, filled with what the visitor sent: the answer to a natively
 * posted form that cannot be acted on yet (invalid fields, a limit, storage down). It posts again to
 * the same endpoint, natively, and names each field's problem in the schemas' own words.
 */
import { HONEYPOT_FIELD, LIMITS } from '../../../src/domain/forms/fields.js';
import { escapeMarkup } from '../../../src/domain/markup.js';

interface ControlBase {
  name: string;
  label: string;
  /** After the label, e.g. '(optional)'. */
  note?: string;
}

export type FormControl =
  | (ControlBase & { kind: 'text' | 'email'; autocomplete: string; maxLength: number })
  | (ControlBase & { kind: 'select'; placeholder: string; options: readonly { value: string; label: string }[] })
  | (ControlBase & { kind: 'textarea'; rows: number; maxLength: number; required: boolean; placeholder: string });

export interface NativeForm {
  /** The endpoint it posts to, e.g. '/api/contactEmail'. */
  action: string;
  submitLabel: string;
  /** Rows of controls; two in a row sit side by side from 640 px. */
  rows: readonly (readonly FormControl[])[];
  /** Fields carried unchanged and shown as a summary above the form (the service request's choice). */
  carried?: readonly { name: string; label: string }[];
  /** A secondary action, e.g. back to the service page. */
  back?: { href: string; label: string };
}

/** What a field of the posted form holds, as text: a repeated field shows its first value. */
export function postedText(input: Record<string, unknown>, name: string): string {
  const value = input[name];
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof first === 'string' ? first : '';
}

const controlId = (name: string) => `field-${name}`;
const errorId = (name: string) => `${controlId(name)}-error`;

function renderControl(control: FormControl, value: string, error: string | undefined): string {
  const id = controlId(control.name);
  const invalid = error ? ` aria-invalid="true" aria-describedby="${errorId(control.name)}"` : '';
  const note = control.note ? ` <span class="note">${escapeMarkup(control.note)}</span>` : '';
  const common = `id="${id}" name="${escapeMarkup(control.name)}"${invalid}`;
  let element: string;
  switch (control.kind) {
    case 'text':
    case 'email':
      element =
        `<input ${common} type="${control.kind}" required maxlength="${control.maxLength}" ` +
        `autocomplete="${control.autocomplete}"${control.kind === 'email' ? ' spellcheck="false"' : ''} value="${escapeMarkup(value)}">`;
      break;
    case 'select': {
      const options = [{ value: '', label: control.placeholder }, ...control.options]
        .map(
          (option) =>
            `<option value="${escapeMarkup(option.value)}"${option.value === value ? ' selected' : ''}>${escapeMarkup(option.label)}</option>`,
        )
        .join('');
      element = `<select ${common}>${options}</select>`;
      break;
    }
    case 'textarea':
      element =
        `<textarea ${common} rows="${control.rows}" maxlength="${control.maxLength}"${control.required ? ' required' : ''} ` +
        `placeholder="${escapeMarkup(control.placeholder)}">\n${escapeMarkup(value)}</textarea>`;
      break;
  }
  const message = error
    ? `<p class="error" id="${errorId(control.name)}"><span aria-hidden="true">!</span>${escapeMarkup(error)}</p>`
    : '';
  return `<div class="field"><label for="${id}">${escapeMarkup(control.label)}${note}</label>${element}${message}</div>`;
}

/** The fields' messages as a list, each linking to its field (plain when the field is not on the form). */
export function renderErrorList(form: NativeForm, errors: Record<string, string>): string {
  const visible = new Set(form.rows.flat().map((control) => control.name));
  const items = Object.entries(errors).map(([name, message]) =>
    visible.has(name)
      ? `<li><a href="#${controlId(name)}">${escapeMarkup(message)}</a></li>`
      : `<li>${escapeMarkup(message)}</li>`,
  );
  return items.length ? `<ul>${items.join('')}</ul>` : '';
}

/** The form refilled with `input`, each field's message (`errors`, by field name) under it. */
export function renderForm(form: NativeForm, input: Record<string, unknown>, errors: Record<string, string>): string {
  const carried = form.carried ?? [];
  const summary = carried.length
    ? `<dl class="summary">${carried
        .map(
          (field) =>
            `<div><dt>${escapeMarkup(field.label)}</dt><dd>${escapeMarkup(postedText(input, field.name))}</dd></div>`,
        )
        .join('')}</dl>`
    : '';
  const hidden = carried
    .map(
      (field) =>
        `<input type="hidden" name="${escapeMarkup(field.name)}" value="${escapeMarkup(postedText(input, field.name))}">`,
    )
    .join('');
  const rows = form.rows
    .map((row) => {
      const controls = row
        .map((control) => renderControl(control, postedText(input, control.name), errors[control.name]))
        .join('');
      return row.length > 1 ? `<div class="row">${controls}</div>` : controls;
    })
    .join('\n');
  const honeypot =
    `<div class="hp" aria-hidden="true"><label for="field-${HONEYPOT_FIELD}">Website</label>` +
    `<input id="field-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>`;
  const back = form.back
    ? `<a class="button secondary" href="${form.back.href}">${escapeMarkup(form.back.label)}</a>`
    : '';
  return (
    summary +
    `<form method="post" action="${form.action}">${hidden}\n${rows}\n${honeypot}` +
    `<div class="actions"><button class="button" type="submit">${escapeMarkup(form.submitLabel)}</button>${back}</div></form>`
  );
}

/** The visitor's name and email, side by side: the first row of both forms. */
export const PERSON_ROW: readonly FormControl[] = [
  { kind: 'text', name: 'name', label: 'Full Name', autocomplete: 'name', maxLength: LIMITS.name },
  { kind: 'email', name: 'email', label: 'Email', autocomplete: 'email', maxLength: LIMITS.email },
];
