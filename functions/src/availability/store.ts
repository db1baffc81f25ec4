/**
 * What the busy-calendar import reads and writes on Firestore through firebase-admin:
 *
 * - `staffSettings/availability` (staff-only, written by the staff API): `calendarUrls`, the secret iCal
 *   addresses staff entered in the back office;
 * - `busyCalendarSources/{sha256 of the address}` (staff-only; firestore.rules deny every browser): one
 *   source's state, never its address: `{host, intervals, coveredUntil?, etag?, lastModified?, failures,
 *   lastError?: {kind, status?, at}, lastSuccessAt?, alertedAt?, checkedAt}`;
 * - `availability/busy` (public): `{intervals: {start, end}[], updatedAt}`, what the wizard and the booking
 *   function read.
 *
 * `save` writes the public document and every source's state in one batch: readers see the previous import
 * or this one, never a mix.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AVAILABILITY_COLLECTION, BUSY_DOC, type BusyInterval } from '../../../src/domain/availability/model.js';
import { SETTINGS_COLLECTION, stamp, toDate } from '../store/firestore.js';
import type { CalendarFailureKind, Validators } from './calendarFetch.js';

/** `staffSettings/availability`: the back office's availability settings, `calendarUrls` among them. */
export const AVAILABILITY_SETTINGS_DOC = 'availability';
/** Each source's state, kept while it is listed (no TTL: a source no longer listed is deleted by the import). */
export const BUSY_SOURCES_COLLECTION = 'busyCalendarSources';

/** One busy calendar, stored under `id`, the hash of its address (`sourceOf` in import.ts). */
export interface Source {
  id: string;
  address: string;
  /** `host #abcd1234`: how logs and alerts name the source. */
  label: string;
  host: string;
}

export interface SourceState {
  /** The address's host, to name the source in logs and alerts (the address itself is a secret). */
  host: string;
  /** The last good busy intervals, up to `coveredUntil`. */
  intervals: BusyInterval[];
  coveredUntil?: Date;
  validators: Validators;
  /** Failed fetches since the last good one. */
  failures: number;
  lastError?: { kind: CalendarFailureKind; status?: number; at: Date };
  lastSuccessAt?: Date;
  /** When the agency was emailed about this run of failures (once per run). */
  alertedAt?: Date;
  checkedAt: Date;
}

export interface BusyStore {
  /** The addresses staff set in the back office. */
  settingsUrls(): Promise<string[]>;
  /** Every stored source state, by source id. */
  sources(): Promise<Map<string, SourceState>>;
  /** In one batch: the public busy intervals, these sources' states, and the removal of `removed` sources. */
  save(busy: BusyInterval[], states: Map<string, SourceState>, removed: string[], now: Date): Promise<void>;
}

const intervalsData = (intervals: BusyInterval[]) =>
  intervals.map(({ start, end }) => ({ start: stamp(start), end: stamp(end) }));

function intervalsOf(value: unknown): BusyInterval[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: { start?: unknown; end?: unknown }) => {
    const start = toDate(entry?.start);
    const end = toDate(entry?.end);
    return start && end ? [{ start, end }] : [];
  });
}

function stateData(state: SourceState): DocumentData {
  return {
    host: state.host,
    intervals: intervalsData(state.intervals),
    failures: state.failures,
    checkedAt: stamp(state.checkedAt),
    ...(state.coveredUntil ? { coveredUntil: stamp(state.coveredUntil) } : {}),
    ...(state.validators.etag ? { etag: state.validators.etag } : {}),
    ...(state.validators.lastModified ? { lastModified: state.validators.lastModified } : {}),
    ...(state.lastError
      ? {
          lastError: {
            kind: state.lastError.kind,
            at: stamp(state.lastError.at),
            ...(state.lastError.status ? { status: state.lastError.status } : {}),
          },
        }
      : {}),
    ...(state.lastSuccessAt ? { lastSuccessAt: stamp(state.lastSuccessAt) } : {}),
    ...(state.alertedAt ? { alertedAt: stamp(state.alertedAt) } : {}),
  };
}

function stateOf(data: DocumentData): SourceState {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const etag = text(data.etag);
  const lastModified = text(data.lastModified);
  const coveredUntil = toDate(data.coveredUntil);
  const lastSuccessAt = toDate(data.lastSuccessAt);
  const alertedAt = toDate(data.alertedAt);
  const errorAt = toDate(data.lastError?.at);
  return {
    host: text(data.host) ?? '',
    intervals: intervalsOf(data.intervals),
    validators: { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) },
    failures: typeof data.failures === 'number' ? data.failures : 0,
    checkedAt: toDate(data.checkedAt) ?? new Date(0),
    ...(coveredUntil ? { coveredUntil } : {}),
    ...(errorAt
      ? {
          lastError: {
            kind: data.lastError.kind as CalendarFailureKind,
            at: errorAt,
            ...(typeof data.lastError.status === 'number' ? { status: data.lastError.status as number } : {}),
          },
        }
      : {}),
    ...(lastSuccessAt ? { lastSuccessAt } : {}),
    ...(alertedAt ? { alertedAt } : {}),
  };
}

export function createBusyStore(db: Firestore): BusyStore {
  const sources = db.collection(BUSY_SOURCES_COLLECTION);
  return {
    async settingsUrls() {
      const settings = await db.collection(SETTINGS_COLLECTION).doc(AVAILABILITY_SETTINGS_DOC).get();
      const urls: unknown = settings.get('calendarUrls');
      return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
    },

    async sources() {
      const snapshot = await sources.get();
      return new Map(snapshot.docs.map((doc) => [doc.id, stateOf(doc.data())]));
    },

    async save(busy, states, removed, now) {
      const batch = db.batch();
      batch.set(db.collection(AVAILABILITY_COLLECTION).doc(BUSY_DOC), {
        intervals: intervalsData(busy),
        updatedAt: stamp(now),
      });
      for (const [id, state] of states) batch.set(sources.doc(id), stateData(state));
      for (const id of removed) batch.delete(sources.doc(id));
      await batch.commit();
    },
  };
}
