/**
 * An in-memory staff API for the hooks' tests: lists served from arrays, answers queued per call. The real
 * API is exercised end to end (tests/e2e/staff.spec.ts).
 */
import {
  STAFF_MESSAGES,
  type Page,
  type StaffBooking,
  type StaffClosure,
  type StaffLead,
} from '../../src/domain/api/staff';
import type { StaffApi, StaffOutcome } from '../../src/features/staff/api';

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
    status: 'new',
    owner: null,
    channel: 'direct',
    notes: [],
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
    (
      [
        'me',
        'bookings',
        'leads',
        'updateLead',
        'addNote',
        'pipeline',
        'team',
        'retryDelivery',
        'retryTeamNotice',
        'move',
        'cancel',
        'exportCsv',
        'closures',
        'addClosure',
        'removeClosure',
        'availabilitySettings',
        'saveAvailabilitySettings',
        'feed',
        'rotateFeed',
        'audit',
        'privacy',
        'exportPrivacy',
        'erase',
        'team',
        'addStaff',
        'setOwner',
        'removeStaff',
        'preferences',
        'savePreferences',
      ] as const
    ).map((method) => [
      method,
      (...args: unknown[]) => {
        calls.push({ method, args });
        const handler = handlers[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
        return (handler ?? missing(method))(...args);
      },
    ]),
  ) as unknown as StaffApi;
  return { api, calls };
}

/** A successful answer. */
export const ok = <T>(value: T): Promise<StaffOutcome<T>> => Promise.resolve({ ok: true, value });

/** An invalid request: the server's message and its field errors. */
export const invalid = (fields: Record<string, string>) =>
  ({ ok: false, status: 400, reason: 'invalid', message: STAFF_MESSAGES.invalid, fields }) as const;

export function closure(overrides: Partial<StaffClosure> = {}): StaffClosure {
  return { id: 'c1', from: '2027-04-16', to: '2027-04-16', note: '', ...overrides };
}

export const page = <T>(items: T[], nextCursor: string | null = null): Promise<StaffOutcome<Page<T>>> =>
  Promise.resolve({ ok: true, value: { items, nextCursor } });
