/**
 * The agency's availability rules as they stand now (closures, notice, buffer, busy calendar times), read
 * from the public documents the booking wizard reads, so the move dialog offers only times a visitor could
 * book. Reads once, when the component using it mounts; the server still decides every move.
 */
import { useEffect, useState } from 'react';
import type { AvailabilityRules } from '../../../domain/availability/rules';
import { fetchAvailabilityRules } from '../../../lib/availabilityRules';
import type { FirestoreTarget } from '../../../lib/firestoreTarget';

export type LiveRules = { kind: 'loading' } | { kind: 'ready'; rules: AvailabilityRules } | { kind: 'failed' };

export function useLiveRules(firestore: FirestoreTarget): LiveRules {
  const [state, setState] = useState<LiveRules>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    fetchAvailabilityRules(firestore).then(
      (rules) => current && setState({ kind: 'ready', rules }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [firestore]);
  return state;
}
