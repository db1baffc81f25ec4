import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls the latest `onSignedOut`: a hook's reads depend on it without reading again
 * when a parent passes a new callback.
 */
export function useSignedOut(onSignedOut: () => void): () => void {
  const latest = useRef(onSignedOut);
  useEffect(() => {
    latest.current = onSignedOut;
  });
  return useCallback(() => latest.current(), []);
}
