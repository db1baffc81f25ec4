/**
 * The CSV exports: the API wants the bearer token, so the file is fetched, then handed to the browser as
 * a download under the server's filename.
 */
import { useCallback, useState } from 'react';
import type { FileDownload, StaffApi } from '../api';

export type ExportKind = 'bookings' | 'inquiries';
export type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy'; what: ExportKind }
  | { kind: 'done'; filename: string }
  | { kind: 'failed'; message: string };

/** Saves a blob as a download (an object URL on a temporary link). */
export function saveDownload({ blob, filename }: FileDownload): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExport(api: StaffApi, onSignedOut: () => void, save = saveDownload) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const download = useCallback(
    async (what: ExportKind) => {
      setState({ kind: 'busy', what });
      try {
        const outcome = await api.exportCsv(what);
        if (!outcome.ok) {
          if (outcome.status === 401) onSignedOut();
          setState({ kind: 'failed', message: outcome.message });
          return;
        }
        save(outcome.value);
        setState({ kind: 'done', filename: outcome.value.filename });
      } catch {
        setState({ kind: 'failed', message: 'The export did not arrive. Try again.' });
      }
    },
    [api, onSignedOut, save],
  );
  return { state, download };
}
