/**
 * The "add a closure" form: what staff typed, checked before it is sent (the server checks again and its
 * field errors are shown at the same fields), and cleared once the closure is added.
 */
import { useState } from 'react';
import type { ClosureRequest } from '../../../domain/api/staff';

export interface ClosureDraft {
  from: string;
  to: string;
  startTime: string;
  endTime: string;
  note: string;
}

export type ClosureField = keyof ClosureDraft;

const EMPTY: ClosureDraft = { from: '', to: '', startTime: '', endTime: '', note: '' };

/** A single day is sent as `{date}`, a range as `{from, to}`; empty hours and note are left out. */
export function closureRequest(
  draft: ClosureDraft,
): { request: ClosureRequest } | { errors: Partial<Record<ClosureField, string>> } {
  const errors: Partial<Record<ClosureField, string>> = {};
  if (!draft.from) errors.from = 'Choose the first day.';
  else if (draft.to && draft.to < draft.from) errors.to = 'The last day must not come before the first.';
  if (draft.startTime && draft.endTime && draft.endTime <= draft.startTime)
    errors.endTime = 'The end must come after the start.';
  if (Object.keys(errors).length > 0) return { errors };
  const days = draft.to && draft.to !== draft.from ? { from: draft.from, to: draft.to } : { date: draft.from };
  const note = draft.note.trim();
  return {
    request: {
      ...days,
      ...(draft.startTime ? { startTime: draft.startTime } : {}),
      ...(draft.endTime ? { endTime: draft.endTime } : {}),
      ...(note ? { note } : {}),
    },
  };
}

/** The server names a single day's field `date`; the form has it as the first day. */
const fieldOf = (serverField: string): string => (serverField === 'date' ? 'from' : serverField);

export function useClosureForm(
  add: (request: ClosureRequest) => Promise<boolean>,
  serverErrors: Record<string, string>,
) {
  const [draft, setDraft] = useState<ClosureDraft>(EMPTY);
  const [checked, setChecked] = useState<Partial<Record<ClosureField, string>>>({});

  const set = (field: ClosureField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const result = closureRequest(draft);
    if ('errors' in result) {
      setChecked(result.errors);
      return;
    }
    setChecked({});
    if (await add(result.request)) setDraft(EMPTY);
  };

  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverErrors)) errors[fieldOf(field)] = message;
  for (const [field, message] of Object.entries(checked)) if (message) errors[field] = message;
  return { draft, set, submit, errors, invalid: Object.keys(checked).some((field) => checked[field as ClosureField]) };
}
