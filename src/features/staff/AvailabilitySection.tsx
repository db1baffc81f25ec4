import styled from 'styled-components';
import { ClosuresPanel } from './parts/ClosuresPanel';
import { FeedPanel } from './parts/FeedPanel';
import { SettingsPanel } from './parts/SettingsPanel';
import { Muted, Panel, SectionHeading, Toolbar } from './styles';

/** When visitors may book: closures, notice, buffer and busy calendars; and the bookings feed. */
export function AvailabilitySection() {
  return (
    <Panel aria-labelledby="staff-availability-heading">
      <Toolbar>
        <div>
          <SectionHeading id="staff-availability-heading">Availability</SectionHeading>
          <Muted>
            What visitors may book. Changes reach the booking calendar at once. Times are Eastern Time (Toronto).
          </Muted>
        </div>
      </Toolbar>
      <Stack>
        <ClosuresPanel />
        <SettingsPanel />
        <FeedPanel />
      </Stack>
    </Panel>
  );
}

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  > section + section {
    padding-top: ${({ theme }) => theme.space[5]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
