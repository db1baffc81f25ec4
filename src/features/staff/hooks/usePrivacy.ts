/**
 * A privacy request (docs/privacy.md): find what is held about an address, download it as one JSON file, and
 * (owners) erase it. After an erasure the address is not read again: a look-up is audited with the address
 * it names, and the erasure's report says what is left.
 */
import { useCallback, useRef, useState } from 'react';
import type { ErasureReport, PrivacyRecord } from '../../../domain/api/staff';
import type { StaffApi, StaffOutcome } from '../api';
import { saveDownload } from './useExport';
import { useSignedOut } from './useSignedOut';

export type PrivacyLookup =
  | { kind: 'idle' }
  | { kind: 'loading'; email: string }
  | { kind: 'found'; record: PrivacyRecord }
  | { kind: 'failed'; message: string; fields: Record<string, string> };

export type PrivacyAction =
  | { kind: 'idle' }
  | { kind: 'busy'; what: 'export' | 'erase' }
  | { kind: 'exported'; filename: string }
  | { kind: 'erased'; report: ErasureReport }
  | { kind: 'failed'; message: string; fields: Record<string, string> };

const NO_ANSWER = 'The back office did not answer. Check your connection and try again.';

export function usePrivacy(api: StaffApi, onSignedOut: () => void, save = saveDownload) {
  const signedOut = useSignedOut(onSignedOut);
  const [lookup, setLookup] = useState<PrivacyLookup>({ kind: 'idle' });
  const [action, setAction] = useState<PrivacyAction>({ kind: 'idle' });
  /** The latest look-up: an older answer arriving late is dropped. */
  const latest = useRef(0);

  const refusedBy = useCallback(
    (outcome: Extract<StaffOutcome<unknown>, { ok: false }>) => {
      if (outcome.status === 401) signedOut();
      return { kind: 'failed' as const, message: outcome.message, fields: outcome.fields };
    },
    [signedOut],
  );

  const find = useCallback(
    async (email: string) => {
      const asked = ++latest.current;
      setLookup({ kind: 'loading', email });
      let outcome;
      try {
        outcome = await api.privacy(email);
      } catch {
        if (asked === latest.current) setLookup({ kind: 'failed', message: NO_ANSWER, fields: {} });
        return;
      }
      if (asked !== latest.current) return;
      setLookup(outcome.ok ? { kind: 'found', record: outcome.value } : refusedBy(outcome));
    },
    [api, refusedBy],
  );

  const lookUp = useCallback(
    async (email: string) => {
      setAction({ kind: 'idle' });
      await find(email);
    },
    [find],
  );

  const exportRecord = useCallback(
    async (email: string) => {
      setAction({ kind: 'busy', what: 'export' });
      try {
        const outcome = await api.exportPrivacy(email);
        if (!outcome.ok) return setAction(refusedBy(outcome));
        save(outcome.value);
        setAction({ kind: 'exported', filename: outcome.value.filename });
      } catch {
        setAction({ kind: 'failed', message: NO_ANSWER, fields: {} });
      }
    },
    [api, refusedBy, save],
  );

  const erase = useCallback(
    async (email: string, confirm: string) => {
      setAction({ kind: 'busy', what: 'erase' });
      try {
        const outcome = await api.erase({ email, confirm });
        if (!outcome.ok) return setAction(refusedBy(outcome));
        latest.current += 1;
        setLookup({ kind: 'idle' });
        setAction({ kind: 'erased', report: outcome.value.erasure });
      } catch {
        setAction({ kind: 'failed', message: NO_ANSWER, fields: {} });
      }
    },
    [api, refusedBy],
  );

  return { lookup, action, lookUp, exportRecord, erase };
}

/** What an erasure did, in a sentence. */
export function erasureSummary(report: ErasureReport): string {
  const parts = [
    `${report.cancelledBookings} upcoming meeting(s) cancelled, with the cancellation emails`,
    `${report.deletedLeads} lead(s), ${report.deletedBookings} past meeting(s) and ${report.deletedNotices} change email record(s) deleted`,
    `${report.anonymisedAuditEntries} audit entr${report.anonymisedAuditEntries === 1 ? 'y' : 'ies'} anonymised`,
  ];
  const owed =
    report.status === 'awaitingEmails'
      ? ` ${report.noticesAwaitingEmails} cancellation email record(s) are kept until their emails are sent, then deleted automatically.`
      : ' Nothing held names this address any more.';
  return `Erased: ${parts.join('; ')}.${owed}`;
}
