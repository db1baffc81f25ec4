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

/**
 * A section loaded when reached (a chunk of its own): the back office's first load stays within its budget
 * (budgets.json).
 */
function lazySection(load: () => Promise<ComponentType>, loading: string): ComponentType {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  return function LazyRoute() {
    return (
      <Suspense fallback={<Muted aria-busy="true">{loading}</Muted>}>
        <Lazy />
      </Suspense>
    );
  };
}

export const STAFF_SECTIONS: StaffSection[] = [
  { path: 'meetings', label: 'Meetings', Component: MeetingsSection },
  { path: 'leads', label: 'Leads', Component: LeadsSection },
  {
    path: 'report',
    label: 'Report',
    Component: lazySection(
      () => import('./ReportSection').then(({ ReportSection }) => ReportSection),
      'Loading the report…',
    ),
  },
  {
    path: 'availability',
    label: 'Availability',
    Component: lazySection(
      () => import('./AvailabilitySection').then(({ AvailabilitySection }) => AvailabilitySection),
      'Loading availability…',
    ),
  },
  {
    path: 'privacy',
    label: 'Privacy',
    Component: lazySection(
      () => import('./PrivacySection').then(({ PrivacySection }) => PrivacySection),
      'Loading privacy requests…',
    ),
  },
  {
    path: 'team',
    label: 'Team',
    Component: lazySection(() => import('./TeamSection').then(({ TeamSection }) => TeamSection), 'Loading the team…'),
  },
  {
    path: 'audit',
    label: 'Audit log',
    Component: lazySection(
      () => import('./AuditSection').then(({ AuditSection }) => AuditSection),
      'Loading the audit log…',
    ),
  },
];
