/** Renders a section's panel as the shell does: the theme, its route under /staff (Availability unless said), the staff context. */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import type { StaffApi } from '../../src/features/staff/api';
import { StaffContext } from '../../src/features/staff/context';
import { renderWithProviders } from './render';

// Monday 2027-04-12 08:00 Toronto, the e2e clock.
export const NOW = new Date('2027-04-12T12:00:00.000Z');

export function renderStaff(
  ui: ReactElement,
  api: StaffApi,
  onSignedOut: () => void = () => {},
  { owner = false, section = 'availability' } = {},
) {
  const value = { api, onSignedOut, owner, now: () => NOW, firestore: { projectId: 'demo-test' } };
  return renderWithProviders(
    <StaffContext.Provider value={value}>
      <Routes>
        <Route path={`/staff/${section}/*`} element={ui} />
      </Routes>
    </StaffContext.Provider>,
    { path: `/staff/${section}` },
  );
}

/** A promise settled by the test: an action's progress is seen while it is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
