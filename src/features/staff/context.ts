import { createContext, useContext } from 'react';
import type { FirestoreTarget } from '../../lib/firestoreTarget';
import type { StaffApi } from './api';

/** What every section of the back office works with: the API, and what to do when it says "signed out". */
export interface StaffContextValue {
  api: StaffApi;
  onSignedOut(): void;
  /** The signed-in staff member is an owner (may erase a person's data; the server checks it too). */
  owner: boolean;
  /** The current time (the move dialog's bookable window); a function so tests can fix it. */
  now(): Date;
  /** The public Firestore the agency's live availability rules are read from (the move dialog's offer). */
  firestore: FirestoreTarget;
}

export const StaffContext = createContext<StaffContextValue | null>(null);

export function useStaff(): StaffContextValue {
  const value = useContext(StaffContext);
  if (!value) throw new Error('A back-office section must be inside <StaffApp>');
  return value;
}
