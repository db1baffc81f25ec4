import { StaffApp } from '../features/staff/StaffApp';

/**
 * The agency's back office (docs/staff.md): its own entry (staff-app.html, src/staff-main.tsx), rendered in the
 * browser only, behind staff sign-in, and never indexed. That entry lazy-loads this page, with Firebase Auth.
 */
export default function StaffPage() {
  return <StaffApp />;
}
