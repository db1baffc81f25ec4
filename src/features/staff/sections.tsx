/**
 * The back office's sections, in navigation order: each is a path under /staff and a component. A new
 * section (say, "Availability") is one more entry here; the shell's navigation and routes follow.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { LeadsSection } from './LeadsSection';
import { MeetingsSection } from './MeetingsSection';
import { Muted } from './styles';

export interface StaffSection {
  /** The path under /staff, without slashes. */
  path: string;
  label: string;
  Component: ComponentType;
}

// Loaded when reached: the back office's first load stays within its budget (budgets.json).
const LazyAvailability = lazy(() =>
  import('./AvailabilitySection').then(({ AvailabilitySection }) => ({ default: AvailabilitySection })),
);

const LazyPrivacy = lazy(() => import('./PrivacySection').then(({ PrivacySection }) => ({ default: PrivacySection })));

function AvailabilityRoute() {
  return (
    <Suspense fallback={<Muted aria-busy="true">Loading availability…</Muted>}>
      <LazyAvailability />
    </Suspense>
  );
}

function PrivacyRoute() {
  return (
    <Suspense fallback={<Muted aria-busy="true">Loading privacy requests…</Muted>}>
      <LazyPrivacy />
    </Suspense>
  );
}

export const STAFF_SECTIONS: StaffSection[] = [
  { path: 'meetings', label: 'Meetings', Component: MeetingsSection },
  { path: 'leads', label: 'Leads', Component: LeadsSection },
  { path: 'availability', label: 'Availability', Component: AvailabilityRoute },
  { path: 'privacy', label: 'Privacy', Component: PrivacyRoute },
];
