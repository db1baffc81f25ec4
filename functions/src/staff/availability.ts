/**
 * The staff's side of availability (docs/staff.md, "Availability"): the agency's closures and its notice,
 * buffer and busy-calendar addresses. Public rules go to `availability/rules`; what only staff read (a
 * closure's note, who added it and when; the secret iCal addresses) goes to deny-by-default documents
 * (functions/src/store/availability.ts). Adding a closure reads the window's slots it closes in the same
 * transaction, so the answer names every booking and hold that came before it; any claim after it sees it.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { AvailabilitySettingsView, StaffClosure } from '../../../src/domain/api/staff.js';
import { slotsClosedBy } from '../../../src/domain/availability/closedSlots.js';
import type { ClosureRule } from '../../../src/domain/availability/model.js';
import { rulesFromDocuments } from '../../../src/domain/availability/rules.js';
import { calendarDateOf, slotId } from '../../../src/domain/booking/slots.js';
import { availabilityRefs } from '../store/availability.js';
import { COLLECTIONS, stamp, toDate } from '../store/firestore.js';
import type { StaffActor } from './auth.js';

/** The rules document holds at most this many closures that have not ended (about a year of days off). */
export const MAX_CLOSURES = 200;
/** Attempts of the transaction that adds a closure (the SDK retries contended transactions; its default is 5). */
const CLOSURE_ATTEMPTS = 8;

export interface NewClosure {
  from: string;
  to: string;
  startTime?: string;
  endTime?: string;
  note: string;
}

export type AddedClosure =
  | { ok: true; closure: StaffClosure; bookedSlotIds: string[]; heldStarts: string[] }
  | { ok: false; reason: 'ended' | 'full' };

export interface AvailabilityStore {
  /** Closures that have not ended at `now` (current and upcoming), by first day, with the bookings inside each. */
  listClosures(now: Date): Promise<StaffClosure[]>;
  addClosure(closure: NewClosure, actor: StaffActor, now: Date): Promise<AddedClosure>;
  /** The removed closure, or undefined when there is none with this id. */
  removeClosure(id: string, now: Date): Promise<StaffClosure | undefined>;
  settings(): Promise<AvailabilitySettingsView>;
  saveSettings(settings: AvailabilitySettingsView, actor: StaffActor, now: Date): Promise<AvailabilitySettingsView>;
}

const storedClosures = (data: DocumentData | undefined): ClosureRule[] =>
  rulesFromDocuments(data, undefined).closures as ClosureRule[];

/** What is stored of a closure in the public document: the rule only. */
const ruleOf = ({ id, from, to, startTime, endTime }: StaffClosure | ClosureRule): ClosureRule => ({
  id,
  from,
  to,
  ...(startTime ? { startTime } : {}),
  ...(endTime ? { endTime } : {}),
});

export function createAvailabilityStore(db: Firestore): AvailabilityStore {
  const refs = availabilityRefs(db);

  /** Which of these slots (ids: their starts, ISO) hold a confirmed booking: one read of at most the window's slots. */
  async function confirmedAmong(ids: string[]): Promise<Set<string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const slots = await db.getAll(...unique.map((id) => db.collection(COLLECTIONS.slots).doc(id)));
    return new Set(unique.filter((_, index) => slots[index]!.get('state') === 'confirmed'));
  }

  async function withNotes(closures: ClosureRule[]): Promise<StaffClosure[]> {
    if (closures.length === 0) return [];
    const notes = await db.getAll(...closures.map((closure) => refs.note(closure.id)));
    return closures.map((closure, index) => {
      const note = notes[index]!;
      const view: StaffClosure = { ...closure, note: typeof note.get('note') === 'string' ? note.get('note') : '' };
      const createdAt = toDate(note.get('createdAt'))?.toISOString();
      if (createdAt) view.createdAt = createdAt;
      if (typeof note.get('createdBy') === 'string') view.createdBy = note.get('createdBy') as string;
      return view;
    });
  }

  return {
    async listClosures(now) {
      const today = calendarDateOf(now);
      const rules = await refs.rules.get();
      const open = storedClosures(rules.data()).filter((closure) => closure.to >= today);
      const listed = await withNotes(open.sort((a, b) => a.from.localeCompare(b.from) || a.id.localeCompare(b.id)));
      const booked = await confirmedAmong(listed.flatMap((closure) => slotsClosedBy(closure, now).map(slotId)));
      return listed.map((closure) => ({
        ...closure,
        bookedStarts: slotsClosedBy(closure, now)
          .map(slotId)
          .filter((id) => booked.has(id)),
      }));
    },

    addClosure(input, actor, now) {
      const today = calendarDateOf(now);
      const closure: StaffClosure = {
        id: randomUUID(),
        from: input.from,
        to: input.to,
        ...(input.startTime ? { startTime: input.startTime } : {}),
        ...(input.endTime ? { endTime: input.endTime } : {}),
        note: input.note,
        createdAt: now.toISOString(),
        createdBy: actor.email,
      };
      if (closure.to < today) return Promise.resolve({ ok: false as const, reason: 'ended' as const });
      const closed = slotsClosedBy(closure, now).map(slotId);
      // Every booking claim reads the rules in its transaction, so a closure landing among a crowd of claims waits
      // for their locks. In the end-to-end suite a dozen claims overlapped one: Google's Firestore emulator timed
      // out its locks ("Transaction lock timeout") until the SDK's five attempts ran out, and staff were told to
      // try again. A staff action can wait out a crowd: eight attempts back off about 30 s, within the function's 60 s.
      return db.runTransaction(
        async (tx): Promise<AddedClosure> => {
          const slotRefs = closed.map((id) => db.collection(COLLECTIONS.slots).doc(id));
          const [rules, ...slots] = await tx.getAll(refs.rules, ...slotRefs);
          // Closures that have ended are dropped as the document is rewritten.
          const kept = storedClosures(rules!.data()).filter((stored) => stored.to >= today);
          if (kept.length >= MAX_CLOSURES) return { ok: false, reason: 'full' };
          const bookedSlotIds: string[] = [];
          const heldStarts: string[] = [];
          slots.forEach((slot, index) => {
            if (!slot.exists) return;
            if (slot.get('state') === 'confirmed') bookedSlotIds.push(closed[index]!);
            else if ((toDate(slot.get('heldUntil')) ?? now) > now) heldStarts.push(closed[index]!);
          });
          tx.set(refs.rules, { closures: [...kept, ruleOf(closure)], updatedAt: stamp(now) }, { merge: true });
          tx.set(refs.note(closure.id), {
            note: closure.note,
            createdAt: stamp(now),
            createdBy: actor.email,
            createdByUid: actor.uid,
          });
          return { ok: true, closure, bookedSlotIds, heldStarts };
        },
        { maxAttempts: CLOSURE_ATTEMPTS },
      );
    },

    removeClosure(id, now) {
      return db.runTransaction(async (tx) => {
        const [rules, note] = await tx.getAll(refs.rules, refs.note(id));
        const closures = storedClosures(rules!.data());
        const removed = closures.find((closure) => closure.id === id);
        if (!removed) return undefined;
        tx.set(
          refs.rules,
          { closures: closures.filter((closure) => closure !== removed), updatedAt: stamp(now) },
          { merge: true },
        );
        tx.delete(refs.note(id));
        return { ...removed, note: typeof note!.get('note') === 'string' ? (note!.get('note') as string) : '' };
      });
    },

    async settings() {
      const [rules, secret] = await db.getAll(refs.rules, refs.staffSettings);
      const { noticeMinutes, bufferMinutes } = rulesFromDocuments(rules!.data(), undefined);
      const urls = secret!.get('calendarUrls');
      return {
        noticeMinutes,
        bufferMinutes,
        calendarUrls: Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [],
      };
    },

    async saveSettings(settings, actor, now) {
      const batch = db.batch();
      batch.set(
        refs.rules,
        { noticeMinutes: settings.noticeMinutes, bufferMinutes: settings.bufferMinutes, updatedAt: stamp(now) },
        { merge: true },
      );
      batch.set(refs.staffSettings, {
        calendarUrls: settings.calendarUrls,
        updatedAt: stamp(now),
        updatedBy: actor.email,
      });
      await batch.commit();
      return settings;
    },
  };
}
