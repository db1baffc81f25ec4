import styled from 'styled-components';
import { useStaff } from './context';
import { useExport, type ExportKind } from './hooks/useExport';
import { SmallButton } from './styles';

const EXPORTS: { kind: ExportKind; label: string }[] = [
  { kind: 'bookings', label: 'Export bookings (CSV)' },
  { kind: 'inquiries', label: 'Export leads (CSV)' },
];

/** Both CSV exports; the outcome is announced. */
export function ExportButtons() {
  const { api, onSignedOut } = useStaff();
  const { state, download } = useExport(api, onSignedOut);
  return (
    <Group>
      {EXPORTS.map(({ kind, label }) => {
        const busy = state.kind === 'busy' && state.what === kind;
        return (
          <SmallButton
            key={kind}
            type="button"
            aria-busy={busy}
            disabled={state.kind === 'busy'}
            onClick={() => void download(kind)}
          >
            {busy ? 'Preparing…' : label}
          </SmallButton>
        );
      })}
      <Status role="status" aria-live="polite">
        {state.kind === 'done' && `Downloaded ${state.filename}.`}
        {state.kind === 'failed' && state.message}
      </Status>
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Status = styled.p`
  margin: 0;
  flex-basis: 100%;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &:empty {
    display: none;
  }
`;
