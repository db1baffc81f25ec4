import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Dialog } from '../../../components/Dialog';
import type { StaffBooking } from '../../../domain/api/staff';
import type { AvailabilityRules } from '../../../domain/availability/rules';
import { availability, formatDateLabel, formatDateParts } from '../../../domain/booking/slots';
import { useStaff } from '../context';
import { clockTime, meetingTime } from '../format';
import { useLiveRules } from '../hooks/useLiveRules';
import { Actions, focusRing, Muted, Notice, SmallButton } from '../styles';

export interface MoveDialogProps {
  booking: StaffBooking;
  now: Date;
  /** Starts known to be booked (the upcoming meetings listed): not offered. The server still decides. */
  takenStarts: string[];
  /** The agency's live availability rules (closures, notice, buffer, busy times); null while they load. */
  rules: AvailabilityRules | null;
  /** The rules could not be read: nothing is offered. */
  rulesFailed?: boolean;
  busy: boolean;
  /** Why the last attempt was refused. */
  error: string;
  onMove(datetime: string): void;
  onClose(): void;
}

/** The move dialog offering what the agency's live rules allow, read when it opens. */
export function LiveMoveDialog(props: Omit<MoveDialogProps, 'rules' | 'rulesFailed'>) {
  const { firestore } = useStaff();
  const live = useLiveRules(firestore);
  return (
    <MoveDialog {...props} rules={live.kind === 'ready' ? live.rules : null} rulesFailed={live.kind === 'failed'} />
  );
}

/**
 * Choose a new time among those a visitor could book under the agency's live rules
 * (src/domain/booking/slots.ts `availability`), then move.
 */
export function MoveDialog({
  booking,
  now,
  takenStarts,
  rules,
  rulesFailed = false,
  busy,
  error,
  onMove,
  onClose,
}: MoveDialogProps) {
  const days = useMemo(
    () => (rules ? availability(now, [...takenStarts, booking.datetime], rules) : []),
    [now, takenStarts, booking.datetime, rules],
  );
  const [pickedDate, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const date = pickedDate ?? days[0]?.date ?? null;
  const day = days.find((each) => each.date === date);

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={`Move ${booking.name}'s meeting`}>
      <Body>
        <Muted>
          Now {meetingTime(booking.datetime)}. The visitor gets an email and an updated calendar invitation, and the old
          time is offered again.
        </Muted>
        {rulesFailed ? (
          <p>The agency's availability could not be read. Close this and try again.</p>
        ) : !rules ? (
          <p aria-busy="true">Reading the agency's availability…</p>
        ) : days.length === 0 ? (
          <p>There is no free time left in the next seven days.</p>
        ) : (
          <>
            <h3 id="staff-move-days">Day</h3>
            <Grid role="group" aria-labelledby="staff-move-days">
              {days.map(({ date: each }) => {
                const parts = formatDateParts(each);
                return (
                  <Chip
                    key={each}
                    type="button"
                    aria-pressed={each === date}
                    aria-label={formatDateLabel(each)}
                    data-date={each}
                    onClick={() => {
                      setDate(each);
                      setChosen(null);
                    }}
                  >
                    {parts.weekday} {parts.month} {parts.day}
                  </Chip>
                );
              })}
            </Grid>
            {day && (
              <>
                <h3 id="staff-move-times">Time on {formatDateLabel(day.date)} (Eastern Time)</h3>
                <Grid role="group" aria-labelledby="staff-move-times">
                  {day.slots.map((start) => {
                    const iso = start.toISOString();
                    return (
                      <Chip
                        key={iso}
                        type="button"
                        aria-pressed={iso === chosen}
                        data-start={iso}
                        onClick={() => setChosen(iso)}
                      >
                        {clockTime(iso)}
                      </Chip>
                    );
                  })}
                </Grid>
              </>
            )}
          </>
        )}
        <div role="alert">{error && <Notice $tone="failed">{error}</Notice>}</div>
        <Actions>
          <SmallButton
            type="button"
            $variant="primary"
            disabled={!chosen || busy}
            aria-busy={busy}
            onClick={() => chosen && onMove(chosen)}
          >
            {busy ? 'Moving…' : chosen ? `Move to ${clockTime(chosen)}` : 'Choose a time'}
          </SmallButton>
          <SmallButton type="button" disabled={busy} onClick={onClose}>
            Keep the current time
          </SmallButton>
        </Actions>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Chip = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
`;
