import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/** False while rendering on the server and while hydrating, true afterwards. */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
