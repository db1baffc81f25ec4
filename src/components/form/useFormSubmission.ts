/**
 * The submit flow the site's forms share: check in the browser (focus on the first invalid field),
 * send with an attempt id that a retry of the same submission reuses (so the server recognises a
 * repeat), the time the visitor has had the page (a visitor faster than the minimum waits it out here,
 * already shown as submitting: src/lib/fillTime.ts) and where the visit came from
 * (src/lib/attribution.ts), then show the server's refusals next to the fields.
 * Status: idle → submitting → sent (or back to idle on a refusal or error).
 */
import { useCallback, useContext, useRef, useState } from 'react';
import type { LeadSource } from '../../domain/attribution/source';
import { newAttemptId } from '../../lib/api';
import { storedLeadSource } from '../../lib/attribution';
import { fillTimeToSend, PageClockContext } from '../../lib/fillTime';

export type SubmissionStatus = 'idle' | 'submitting' | 'sent';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What one send carries besides the form's values. */
export interface Attempt {
  attemptId: string;
  /** Milliseconds the visitor has had the page, at least the minimum (src/lib/fillTime.ts). */
  fillMs: number;
  /** The visit's first page, referring site and campaign, when the tab kept them. */
  source: LeadSource | undefined;
}

/** What a send answers: received or not, and the fields the server refused (its 400's `fields`). */
export interface SendAnswer {
  ok: boolean;
  fields?: Record<string, string>;
}

export interface SubmitPlan<F extends string, A extends SendAnswer> {
  /** What the browser found wrong; when anything, nothing is sent. */
  found: FieldErrors<F>;
  /** The submission's identity: the attempt id is reused while it stays the same (default: one attempt until sent). */
  key?: string;
  /** Runs as the status becomes 'submitting', before any wait for the minimum fill time. */
  onSubmitting?(): void;
  send(attempt: Attempt): Promise<A>;
  /** Received: runs in the same update as the status becoming 'sent'. */
  onSent?(answer: A): void;
  /** Not received: the server's field errors are shown; `firstField` is the first of them. */
  onRefused?(answer: Exclude<A, { ok: true }>, firstField: F | undefined): void;
  /** `send` threw (e.g. no network). */
  onError?(error: unknown): void;
}

/**
 * `fields`: the form's fields in screen order; `controlId`: the id of each field's control.
 */
export function useFormSubmission<F extends string>(fields: readonly F[], controlId: (field: F) => string) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const attempt = useRef<{ key: string; id: string } | null>(null);
  const pageClock = useContext(PageClockContext);
  /** Set from the press to the answer, so a second press while the first waits or sends is ignored. */
  const inFlight = useRef(false);

  const focusField = (field: F) => {
    document.getElementById(controlId(field))?.focus();
  };

  /** Sets (or clears, with undefined) one field's message, e.g. while the visitor corrects it. */
  const setFieldError = useCallback((field: F, message: string | undefined) => {
    setErrors((current) => ({ ...current, [field]: message }));
  }, []);

  const submit = async <A extends SendAnswer>(plan: SubmitPlan<F, A>): Promise<void> => {
    if (inFlight.current) return;
    setErrors(plan.found);
    const firstInvalid = fields.find((field) => plan.found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }

    const key = plan.key ?? '';
    if (attempt.current?.key !== key) attempt.current = { key, id: newAttemptId() };
    const attemptId = attempt.current.id;
    inFlight.current = true;
    setStatus('submitting');
    plan.onSubmitting?.();
    const source = storedLeadSource();
    let answer: A;
    try {
      answer = await plan.send({ attemptId, fillMs: await fillTimeToSend(pageClock), source });
    } catch (error) {
      setStatus('idle');
      plan.onError?.(error);
      return;
    } finally {
      inFlight.current = false;
    }
    if (answer.ok) {
      attempt.current = null;
      plan.onSent?.(answer);
      setStatus('sent');
      return;
    }
    const serverErrors: FieldErrors<F> = {};
    for (const field of fields) {
      const message = answer.fields?.[field];
      if (message) serverErrors[field] = message;
    }
    setErrors(serverErrors);
    setStatus('idle');
    plan.onRefused?.(
      answer as Exclude<A, { ok: true }>,
      fields.find((field) => serverErrors[field]),
    );
  };

  /** Back to an empty start: idle, no messages, a new attempt. */
  const reset = () => {
    attempt.current = null;
    setErrors({});
    setStatus('idle');
  };

  return { status, errors, setFieldError, focusField, submit, reset };
}
