/**
 * The bookings feed's secret address: read on mount, copied to the clipboard, and regenerated (the old address
 * stops working at once, so the panel asks first).
 */
import { useCallback, useState } from 'react';
import type { StaffApi } from '../api';
import { useStaffResource } from './useStaffResource';

export type CopyState = 'idle' | 'copied' | 'failed';

export function useFeed(api: StaffApi, onSignedOut: () => void) {
  const read = useCallback(() => api.feed(), [api]);
  const { value, loadError, action, change } = useStaffResource(read, onSignedOut);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyAddress = async () => {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value.url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const rotate = async () => {
    const rotated = await change(() => api.rotateFeed(), 'New address made: the old one no longer works.');
    if (rotated) setCopy('idle');
    return rotated;
  };

  return { url: value?.url ?? null, loadError, action, copy, copyAddress, rotate };
}
