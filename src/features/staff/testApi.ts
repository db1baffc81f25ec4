/**
 * An in-memory staff API for the hooks' tests: lists served from arrays, answers queued per call. The real
 * API is exercised end to end (tests/e2e/staff.spec.ts).
 */
import type { Page, StaffBooking, StaffLead } from '../../domain/api/staff';
import type { StaffApi, StaffOutcome } from './api';

export function booking(overrides: Partial<StaffBooking> = {}): StaffBooking {
  return {
    slotId: '2027-04-13T14:00:00.000Z',
    bookingId: 'b1',
    datetime: '2027-04-13T14:00:00.000Z',
    status: 'upcoming',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    purpose: 'Website Development',
    sequence: 0,
    ...overrides,
  };
}

export function lead(overrides: Partial<StaffLead> = {}): StaffLead {
  return {
    kind: 'contact',
    id: 'l1',
    createdAt: '2027-04-12T12:00:00.000Z',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    fields: { service: 'SEO', message: 'Hello' },
    delivery: { status: 'sent', attempts: 1 },
    handled: false,
    note: '',
    ...overrides,
  };
}

export const refused = (
  status: number,
  reason: Extract<StaffOutcome<never>, { ok: false }>['reason'],
  message: string = reason,
) => ({ ok: false, status, reason, message, fields: {} }) as const;

type Handler<K extends keyof StaffApi> = (...args: Parameters<StaffApi[K]>) => ReturnType<StaffApi[K]>;

/** A StaffApi whose methods are the given handlers; the calls are recorded. */
export function fakeApi(handlers: Partial<{ [K in keyof StaffApi]: Handler<K> }>) {
  const calls: { method: keyof StaffApi; args: unknown[] }[] = [];
  const missing = (method: keyof StaffApi) => () => Promise.reject(new Error(`unexpected call: ${method}`));
  const api = Object.fromEntries(
    (['me', 'bookings', 'leads', 'updateLead', 'retryDelivery', 'move', 'cancel', 'exportCsv'] as const).map(
      (method) => [
        method,
        (...args: unknown[]) => {
          calls.push({ method, args });
          const handler = handlers[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
          return (handler ?? missing(method))(...args);
        },
      ],
    ),
  ) as unknown as StaffApi;
  return { api, calls };
}

export const page = <T>(items: T[], nextCursor: string | null = null): Promise<StaffOutcome<Page<T>>> =>
  Promise.resolve({ ok: true, value: { items, nextCursor } });
