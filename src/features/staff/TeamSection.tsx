import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TeamAnswer, TeamMember } from '../../domain/api/staff';
import { useStaff } from './context';
import { instantLabel } from './format';
import { useStaffResource } from './hooks/useStaffResource';
import { ConfirmDialog } from './parts/ConfirmDialog';
import { NotificationsPanel } from './parts/NotificationsPanel';
import {
  Actions,
  Badge,
  Card,
  CardList,
  CheckField,
  Field,
  FieldError,
  Input,
  Muted,
  Name,
  Notice,
  Panel,
  SectionHeading,
  SmallButton,
  SubPanel,
  Toolbar,
} from './styles';

const ADDED: Record<NonNullable<TeamAnswer['added']>, string> = {
  created: 'now has an account with staff access',
  granted: 'now has staff access',
  already: 'had staff access already',
};

/**
 * Who works in the back office (docs/staff.md, _Roles_): every staff member sees the team; an owner adds staff
 * by email, makes or unmakes owners and removes staff. The API refuses anyone else (403); the controls are
 * only shown to owners.
 */
export function TeamSection() {
  const { api, onSignedOut, owner } = useStaff();
  const read = useCallback(() => api.team(), [api]);
  const { value, loadError, action, change } = useStaffResource(read, onSignedOut);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const busy = action.kind === 'busy';
  const refused = action.kind === 'refused' ? action.message : '';

  const remove = async (member: TeamMember) => {
    const removed = await change(
      () => api.removeStaff(member.uid),
      `${member.email} was removed; their sessions ended.`,
    );
    if (removed) setRemoving(null);
  };

  return (
    <Panel aria-labelledby="staff-team-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-team-heading">Team</SectionHeading>
          <Muted>
            Everyone with access to the back office. Owners may also add and remove staff, change roles and erase a
            person&apos;s data. Every change is recorded in the audit log.
          </Muted>
        </div>
      </Toolbar>
      <NotificationsPanel />
      {owner ? (
        <AddForm
          busy={busy}
          fieldError={action.kind === 'refused' ? action.fields.email : undefined}
          onAdd={(email, asOwner) =>
            change(
              () => api.addStaff({ email, owner: asOwner }),
              (team) => `${email} ${ADDED[team.added ?? 'granted']}. They sign in here with Google or an email link.`,
            )
          }
        />
      ) : (
        <Muted>Only an owner can add or remove staff or change roles.</Muted>
      )}
      <Announcements role="status" aria-live="polite">
        {loadError && <Notice $tone="failed">{loadError}</Notice>}
        {!removing && action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {!removing && refused && !(action.kind === 'refused' && action.fields.email) && (
          <Notice $tone="failed">{refused}</Notice>
        )}
      </Announcements>
      {value ? (
        <CardList aria-label="Staff members">
          {value.members.map((member) => (
            <li key={member.uid}>
              <MemberCard>
                <div>
                  <Name as="h3">{member.email}</Name>
                  <Meta>
                    <Badge $tone={member.owner ? 'ok' : 'neutral'}>{member.owner ? 'Owner' : 'Staff'}</Badge>
                    {member.lastSignInAt ? `Last signed in ${instantLabel(member.lastSignInAt)}` : 'Never signed in'}
                  </Meta>
                </div>
                {owner && (
                  <Actions>
                    <SmallButton
                      type="button"
                      disabled={busy}
                      aria-label={`${member.owner ? 'Remove the owner role of' : 'Make an owner:'} ${member.email}`}
                      onClick={() =>
                        void change(
                          () => api.setOwner(member.uid, !member.owner),
                          member.owner ? `${member.email} is no longer an owner.` : `${member.email} is now an owner.`,
                        )
                      }
                    >
                      {member.owner ? 'Remove owner role' : 'Make owner'}
                    </SmallButton>
                    <SmallButton
                      type="button"
                      $variant="danger"
                      disabled={busy}
                      aria-label={`Remove ${member.email}`}
                      onClick={() => setRemoving(member)}
                    >
                      Remove
                    </SmallButton>
                  </Actions>
                )}
              </MemberCard>
            </li>
          ))}
        </CardList>
      ) : (
        !loadError && <Muted aria-busy="true">Loading the team…</Muted>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.email}?`}
          busy={busy}
          error={refused}
          confirmLabel="Yes, remove"
          busyLabel="Removing…"
          keepLabel="Keep them"
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        >
          <Muted>
            They lose access to the back office at once: their sessions end on every device. Their account stays, so an
            owner can add them again later.
          </Muted>
        </ConfirmDialog>
      )}
    </Panel>
  );
}

/** An owner's form: an address and whether they are an owner too. */
function AddForm({
  busy,
  fieldError,
  onAdd,
}: {
  busy: boolean;
  fieldError: string | undefined;
  onAdd(email: string, owner: boolean): Promise<boolean>;
}) {
  const [email, setEmail] = useState('');
  const [asOwner, setAsOwner] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onAdd(email.trim(), asOwner).then((added) => {
      if (!added) return;
      setEmail('');
      setAsOwner(false);
    });
  };
  return (
    <AddPanel aria-labelledby="staff-team-add-heading">
      <h3 id="staff-team-add-heading">Add a staff member</h3>
      <AddRow onSubmit={onSubmit}>
        <Field>
          Work email
          <Input
            type="email"
            name="email"
            autoComplete="off"
            required
            value={email}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'staff-team-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <CheckField>
          <input type="checkbox" checked={asOwner} onChange={(event) => setAsOwner(event.target.checked)} />
          Owner
        </CheckField>
        <SmallButton type="submit" $variant="primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Adding…' : 'Add'}
        </SmallButton>
        {fieldError && (
          <FieldError id="staff-team-email-error" role="alert">
            {fieldError}
          </FieldError>
        )}
      </AddRow>
      <Muted>
        Their account is made if they have none. They then sign in here with Google or an email link to that address.
      </Muted>
    </AddPanel>
  );
}

const AddPanel = styled(SubPanel)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const AddRow = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  > label:first-child {
    flex: 1 1 16rem;
  }
`;

const MemberCard = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  > div:first-child {
    flex: 1 1 14rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The results of the last change, above the list: a notice takes its own room, an empty region none. */
const Announcements = styled.div`
  > * {
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;
