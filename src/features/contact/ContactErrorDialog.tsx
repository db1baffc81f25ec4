import type { RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconBadge } from '../../components/Section';

export interface ContactErrorDialogProps {
  title: string;
  text: string;
  /** The server's words when a limit was reached, under the text. */
  limit?: string | undefined;
  closeLabel: string;
  textId: string;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/** The 'Error' dialog of a failed send; loaded after the page (ContactFailureDialog.tsx). */
export function ContactErrorDialog({
  title,
  text,
  limit,
  closeLabel,
  textId,
  returnFocusRef,
  onClose,
}: ContactErrorDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      icon={
        <ErrorMark $size={36} $round $tone="danger" aria-hidden="true">
          !
        </ErrorMark>
      }
      describedBy={textId}
      returnFocusRef={returnFocusRef}
      size="sm"
    >
      <ErrorText id={textId}>
        {text}
        {limit && (
          <>
            <br />
            {limit}
          </>
        )}
      </ErrorText>
      <DialogActions>
        <Button type="button" $variant="primary" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const ErrorMark = styled(IconBadge)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ErrorText = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.text};
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
