import type { ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { Actions, Notice, SmallButton } from '../styles';

interface ConfirmDialogProps {
  title: string;
  /** What the change does, in words. */
  children: ReactNode;
  /** The change is under way: both buttons wait, and the dialog stays open. */
  busy: boolean;
  /** The change's refusal, read out inside the dialog. */
  error: string;
  confirmLabel: string;
  busyLabel: string;
  keepLabel: string;
  onConfirm(): void;
  onClose(): void;
}

/** A confirmation before a change that cannot be taken back: what it does, its button, and a way out. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { busy, error } = props;
  return (
    <Dialog open size="sm" title={props.title} onClose={() => busy || props.onClose()}>
      {props.children}
      <div role="alert">{error && <Notice $tone="failed">{error}</Notice>}</div>
      <Actions>
        <SmallButton type="button" $variant="danger" disabled={busy} aria-busy={busy} onClick={props.onConfirm}>
          {busy ? props.busyLabel : props.confirmLabel}
        </SmallButton>
        <SmallButton type="button" disabled={busy} onClick={props.onClose}>
          {props.keepLabel}
        </SmallButton>
      </Actions>
    </Dialog>
  );
}
