/**
 * The back office's sections, in navigation order: each is a path under /staff and a component. A new
 * section (say, "Availability") is one more entry here; the shell's navigation and routes follow.
 */
import type { ComponentType } from 'react';
import { LeadsSection } from './LeadsSection';
import { MeetingsSection } from './MeetingsSection';

export interface StaffSection {
  /** The path under /staff, without slashes. */
  path: string;
  label: string;
  Component: ComponentType;
}

export const STAFF_SECTIONS: StaffSection[] = [
  { path: 'meetings', label: 'Meetings', Component: MeetingsSection },
  { path: 'leads', label: 'Leads', Component: LeadsSection },
];
