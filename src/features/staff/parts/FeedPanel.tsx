import { useState } from 'react';
import styled from 'styled-components';
import { useStaff } from '../context';
import { useFeed } from '../hooks/useFeed';
import { Actions, Muted, Notice, SmallButton, SubPanel } from '../styles';
import { ConfirmDialog } from './ConfirmDialog';

/** The bookings feed: its secret address, how to subscribe, and regenerating it after a confirmation. */
export function FeedPanel() {
  const { api, onSignedOut } = useStaff();
  const { url, loadError, action, copy, copyAddress, rotate } = useFeed(api, onSignedOut);
  const [confirming, setConfirming] = useState(false);
  const busy = action.kind === 'busy';
  const refused = action.kind === 'refused' ? action.message : '';

  return (
    <SubPanel aria-labelledby="staff-feed-heading">
      <h3 id="staff-feed-heading">Bookings feed</h3>
      <Muted>
        Every upcoming meeting in your own calendar app, updated when one is moved or cancelled. In Google Calendar
        choose Other calendars, +, From URL; in Outlook, Add calendar, Subscribe from web; then paste the address. Keep
        it private: whoever has it sees the visitors&apos; names and emails.
      </Muted>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      {url ? (
        <Address>
          <code aria-label="Feed address">{url}</code>
          <SmallButton type="button" onClick={() => void copyAddress()}>
            {copy === 'copied' ? 'Copied' : 'Copy address'}
          </SmallButton>
        </Address>
      ) : (
        !loadError && <Muted aria-busy="true">Reading the address…</Muted>
      )}
      <div role="status">
        {copy === 'copied' && <span className="visually-hidden">Address copied.</span>}
        {copy === 'failed' && (
          <Notice $tone="failed">This browser did not copy it: select the address and copy it.</Notice>
        )}
        {!confirming && action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {!confirming && refused && <Notice $tone="failed">{refused}</Notice>}
      </div>
      <Actions>
        <SmallButton type="button" $variant="danger" disabled={!url || busy} onClick={() => setConfirming(true)}>
          Regenerate address
        </SmallButton>
      </Actions>
      {confirming && (
        <ConfirmDialog
          title="Regenerate the feed address?"
          busy={busy}
          error={refused}
          confirmLabel="Yes, regenerate"
          busyLabel="Regenerating…"
          keepLabel="Keep the current address"
          onConfirm={() => void rotate().then((rotated) => rotated && setConfirming(false))}
          onClose={() => setConfirming(false)}
        >
          <Muted>
            The current address stops working at once: every calendar subscribed to it stops updating until it is
            subscribed to the new one.
          </Muted>
        </ConfirmDialog>
      )}
    </SubPanel>
  );
}

const Address = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  code {
    flex: 1 1 16rem;
    min-width: 0;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
