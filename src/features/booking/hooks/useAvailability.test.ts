/**
 * Availability against Google's Firestore emulator (seeded as the booking
 * function writes `slots`). The clock is fixed: Tuesday 14 July 2026, 10:00 in Toronto.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slotsOf } from '../../../domain/booking/slots';
import { closedPort, startFirestore, testConfig, type TestFirestore } from '../../../../tests/utils/bookingBackend';
import { BOOKING_TOASTS } from '../toasts';
import { useAvailability } from './useAvailability';

setLogLevel('silent');

const NOW = new Date('2026-07-14T14:00:00Z');
const WED = '2026-07-15';

let firestore: TestFirestore;
beforeAll(async () => {
  firestore = await startFirestore(0, NOW);
});
afterAll(() => firestore.close());
beforeEach(() => firestore.reset());

function renderAvailability(firestoreHost = firestore.emulatorHost) {
  const notified: string[] = [];
  const config = testConfig({ firestoreHost, apiOrigin: 'http://127.0.0.1:9', now: NOW });
  const hook = renderHook(() => useAvailability(config, (message) => notified.push(message)));
  return { ...hook, notified };
}

describe('useAvailability', () => {
  it('loads the offered weekdays, leaving out taken times and full days', async () => {
    await firestore.takeSlots([...slotsOf('2026-07-16'), slotsOf(WED)[0]!]);
    const { result, notified } = renderAvailability();
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.today).toBe('2026-07-14');
    expect(result.current.days.map((day) => day.date)).toEqual(['2026-07-14', WED, '2026-07-17', '2026-07-20']);
    expect(result.current.timesOf(WED)).toHaveLength(15);
    expect(result.current.timesOf(null)).toEqual([]);
    expect(notified).toEqual([]);
  });

  it('a failed read is an error with the given message; a reload after recovery is ready', async () => {
    const port = await closedPort();
    const { result, notified } = renderAvailability(`127.0.0.1:${port}`);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(notified).toEqual([BOOKING_TOASTS.datesFailed]);

    const late = await startFirestore(port, NOW);
    try {
      let fresh: Awaited<ReturnType<typeof result.current.reload>> = null;
      await act(async () => {
        fresh = await result.current.reload(BOOKING_TOASTS.timesFailed);
      });
      expect(result.current.status).toBe('ready');
      expect(fresh).toEqual(result.current.days);
      expect(notified).toEqual([BOOKING_TOASTS.datesFailed]);
    } finally {
      await late.close();
    }
  });

  it('keeps a time this visitor learnt is taken out, even when the read does not have it yet', async () => {
    const { result } = renderAvailability();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.timesOf(WED)).toHaveLength(16);
    act(() => result.current.markTaken(slotsOf(WED)[3]!));
    await act(() => result.current.reload(BOOKING_TOASTS.timesFailed));
    expect(result.current.timesOf(WED)).toHaveLength(15);
    expect(result.current.timesOf(WED)).not.toContainEqual(slotsOf(WED)[3]);
  });
});
