/**
 * The pipeline's counts (GET /pipeline) and the staff who can own a lead (GET /team), read when the leads
 * section opens and again after each change to a lead (`refresh`). Either read failing leaves the filters
 * usable without their counts or owners.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PipelineSummary } from '../../../domain/api/staff';
import type { StaffApi } from '../api';
import { useSignedOut } from './useSignedOut';

export function usePipeline(api: StaffApi, onSignedOutProp: () => void) {
  const onSignedOut = useSignedOut(onSignedOutProp);
  const [summary, setSummary] = useState<PipelineSummary | null>(null);
  const [members, setMembers] = useState<string[]>([]);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void api.pipeline().then(
      (outcome) => {
        if (!current) return;
        if (outcome.ok) setSummary(outcome.value);
        else if (outcome.status === 401) onSignedOut();
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, onSignedOut, version]);

  useEffect(() => {
    let current = true;
    void api.team().then(
      (outcome) => {
        if (current && outcome.ok) setMembers(outcome.value.members.map((member) => member.email));
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api]);

  const refresh = useCallback(() => setVersion((count) => count + 1), []);
  return { summary, members, refresh };
}
