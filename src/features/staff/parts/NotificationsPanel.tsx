import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useStaff } from '../context';
import { useStaffResource } from '../hooks/useStaffResource';
import { CheckField, Muted, Notice, SubPanel } from '../styles';

/** The signed-in member's own email notifications (docs/staff.md, _Email notifications_), saved as it is ticked. */
export function NotificationsPanel() {
  const { api, onSignedOut } = useStaff();
  const read = useCallback(() => api.preferences(), [api]);
  const { value, loadError, action, change } = useStaffResource(read, onSignedOut);
  const busy = action.kind === 'busy';
  /** The choice being saved, shown at once; the saved one (or, if refused, the old one) once answered. */
  const [choosing, setChoosing] = useState<boolean | null>(null);

  const choose = async (leadEmails: boolean) => {
    setChoosing(leadEmails);
    await change(
      () => api.savePreferences({ leadEmails }),
      leadEmails
        ? 'Saved: you will be emailed about the leads you own.'
        : 'Saved: you will no longer be emailed about the leads you own.',
    );
    setChoosing(null);
  };

  return (
    <Panel aria-labelledby="staff-notifications-heading">
      <h3 id="staff-notifications-heading">Your email notifications</h3>
      {value ? (
        <CheckField>
          <input
            type="checkbox"
            checked={choosing ?? value.leadEmails}
            disabled={busy}
            aria-busy={busy}
            onChange={(event) => void choose(event.target.checked)}
          />
          Email me when someone else gives me a lead, or changes a lead I own
        </CheckField>
      ) : (
        !loadError && <Muted aria-busy="true">Reading your settings…</Muted>
      )}
      <div role="status">
        {loadError && <Notice $tone="failed">{loadError}</Notice>}
        {action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {action.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </div>
    </Panel>
  );
}

const Panel = styled(SubPanel)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;
