import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../components/Dialog';
import { useStaff } from '../context';
import { useStaffResource } from '../hooks/useStaffResource';
import { Actions, Muted, Notice, SmallButton } from '../styles';
import { Block } from './SettingsPanel';

/** The bookings feed: its secret address, how to subscribe, and regenerating it. */
export function FeedPanel() {
  const { api, onSignedOut } = useStaff();
  const read = useCallback(() => api.feed(), [api]);
  const { value, loadError, action, change } = useStaffResource(read, onSignedOut);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);
  const busy = action.kind === 'busy';

  const copy = (url: string) =>
    void navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <Block aria-labelledby="staff-feed-heading">
      <h3 id="staff-feed-heading">Bookings feed</h3>
      <Muted>
        Every booked meeting in your own calendar app. In Google Calendar choose Other calendars → + → From URL; in
        Outlook, Add calendar → Subscribe from web; then paste the address. Keep it private: whoever has it sees the
        bookings.
      </Muted>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      {value ? (
        <Address>
          <code aria-label="Feed address">{value.url}</code>
          <SmallButton type="button" onClick={() => copy(value.url)}>
            {copied ? 'Copied' : 'Copy address'}
          </SmallButton>
        </Address>
      ) : (
        !loadError && <Muted aria-busy="true">Reading the address…</Muted>
      )}
      <Actions>
        <SmallButton type="button" $variant="danger" disabled={!value || busy} onClick={() => setConfirming(true)}>
          Regenerate address
        </SmallButton>
      </Actions>
      <div role="status" aria-live="polite">
        {!confirming && action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {action.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </div>
      {confirming && (
        <Dialog open size="sm" title="Regenerate the feed address?" onClose={() => busy || setConfirming(false)}>
          <Muted>
            The current address stops working at once: every calendar subscribed to it stops updating until it is
            subscribed to the new one.
          </Muted>
          <Actions>
            <SmallButton
              type="button"
              $variant="danger"
              disabled={busy}
              aria-busy={busy}
              onClick={() =>
                void change(() => api.rotateFeed(), 'New address made; the old one no longer works.').then(() => {
                  setCopied(false);
                  setConfirming(false);
                })
              }
            >
              {busy ? 'Regenerating…' : 'Yes, regenerate'}
            </SmallButton>
            <SmallButton type="button" disabled={busy} onClick={() => setConfirming(false)}>
              Keep the current address
            </SmallButton>
          </Actions>
        </Dialog>
      )}
    </Block>
  );
}

const Address = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  code {
    flex: 1 1 16rem;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;
