import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { IconBadge } from '../../components/Section';
import { CheckIcon } from '../../components/icons/UiIcons';
import type { ServiceRequestIntent } from './intent';
import { RequestSummary, ServiceRequestForm } from './ServiceRequestForm';
import { REQUEST_TEXT, thankYouText, type RequestSender } from './text';

export type { ServiceRequestIntent } from './intent';
export { REQUEST_TEXT } from './text';

/** The confirmation closes itself after this long (docs/product.md: 1.5 seconds). */
export const AUTO_CLOSE_MS = 1500;

export interface ServiceRequestDialogProps {
  /** What 'Get Started' asked for; the dialog is open while this is not null. */
  intent: ServiceRequestIntent | null;
  onClose: () => void;
  /** Called once the request has been received, with the address the agency will answer. */
  onSent?: (email: string) => void;
  /** Origin of the API ('' = this site). Tests point it at a local server. */
  apiOrigin?: string;
}

/**
 * The service request dialog opened by every 'Get Started' of the service pages. It shows what is
 * requested and the request form (ServiceRequestForm); on success a confirmation closes itself after
 * 1.5 s (or on 'Close'). 'Cancel' and Escape close it, and focus returns to the button that opened it.
 * Every opening starts from an empty form.
 */
export function ServiceRequestDialog({ intent, onClose, onSent, apiOrigin = '' }: ServiceRequestDialogProps) {
  // Unmounted while closed: each opening starts afresh (empty fields, no error, a new attempt id).
  if (!intent) return null;
  return <OpenServiceRequestDialog intent={intent} onClose={onClose} onSent={onSent} apiOrigin={apiOrigin} />;
}

function OpenServiceRequestDialog({
  intent,
  onClose,
  onSent,
  apiOrigin,
}: {
  intent: ServiceRequestIntent;
  onClose: () => void;
  onSent?: (email: string) => void;
  apiOrigin: string;
}) {
  const summaryId = `${useId()}-summary`;
  const [sentTo, setSentTo] = useState<RequestSender | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // The confirmation's Close button takes focus in the same frame, and its auto-close timer starts.
  useLayoutEffect(() => {
    if (!sentTo) return undefined;
    closeRef.current?.focus();
    const timer = setTimeout(() => onCloseRef.current(), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [sentTo]);

  return (
    <Dialog
      open
      onClose={onClose}
      title={sentTo ? REQUEST_TEXT.sentTitle : REQUEST_TEXT.title}
      icon={
        sentTo ? (
          <IconBadge $size={36} $icon={20} $round $tone="teal" aria-hidden="true">
            <CheckIcon />
          </IconBadge>
        ) : undefined
      }
      describedBy={summaryId}
      initialFocusRef={nameRef}
    >
      <RequestSummary intent={intent} id={summaryId} />
      {sentTo ? (
        <Confirmation>
          <p role="status">{thankYouText(sentTo)}</p>
          <Button ref={closeRef} type="button" $variant="primary" onClick={onClose}>
            {REQUEST_TEXT.close}
          </Button>
        </Confirmation>
      ) : (
        <ServiceRequestForm
          intent={intent}
          apiOrigin={apiOrigin}
          nameRef={nameRef}
          onCancel={onClose}
          onSent={(sender) => {
            setSentTo(sender);
            onSent?.(sender.email);
          }}
        />
      )}
    </Dialog>
  );
}

const Confirmation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  p {
    align-self: stretch;
    margin-bottom: ${({ theme }) => theme.space[5]};
    overflow-wrap: anywhere;
  }
`;
