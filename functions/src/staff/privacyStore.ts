/**
 * A person's data, found by email address (docs/privacy.md): what the privacy view and export read, and the
 * steps of an erasure, each one method so that a test can fail any of them. Every step reads what is left
 * and acts on it, so running the erasure again after a fault resumes it.
 */
import type { DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import type {
  LeadKind,
  PrivacyDelivery,
  PrivacyNotice,
  PrivacyRecord,
  StaffBooking,
} from '../../../src/domain/api/staff.js';
import { emailKey, holdIsLive, noticeOf, storedOf } from '../booking/store/documents.js';
import { ERASE_WHEN_SETTLED, noticeSettled } from '../booking/store/notices.js';
import { COLLECTIONS, toDate } from '../store/firestore.js';
import { normaliseText, searchField } from '../store/search.js';
import { tallyChange, tallyPlaceOf } from '../store/tallies.js';
import { auditViewOf, bookingOf, cancelledOf, deliveryView, leadOf } from './store.js';

/** How addresses are matched: trimmed, case and accents ignored (as the leads' search index stores them). */
export const addressOf = (email: string) => normaliseText(email.trim());

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;
const LEAD_KINDS: LeadKind[] = ['contact', 'service'];

export interface PrivacyStore {
  record(address: string, now: Date): Promise<PrivacyRecord>;
  /** Whether a visitor with the address is booking right now (a live hold). */
  bookingInProgress(address: string, now: Date): Promise<boolean>;
  /** The slots of the address's upcoming bookings. */
  upcomingBookings(address: string, now: Date): Promise<string[]>;
  /** Replaces the before/after of every audit entry that names the address or its leads; how many. */
  anonymiseAudit(address: string): Promise<number>;
  /** Deletes the address's leads, each with its count in the pipeline's tallies. */
  deleteLeads(address: string): Promise<number>;
  /** Deletes the address's bookings that have started (the upcoming ones were cancelled first). */
  deletePastBookings(address: string, now: Date): Promise<number>;
  /**
   * Deletes the change notices whose emails are settled (sent, or given up); marks the others to be
   * deleted once they are (the sweep does it).
   */
  eraseNotices(address: string): Promise<{ deleted: number; awaitingEmails: number }>;
  /** The address's lapsed holds and its booking quota document; how many holds. */
  deleteHoldsAndQuota(address: string, now: Date): Promise<number>;
}

const matches = (address: string) => (doc: DocumentSnapshot) => addressOf(String(doc.get('email') ?? '')) === address;

export function createPrivacyStore(db: Firestore): PrivacyStore {
  /**
   * The documents of a collection whose `email` matches: bookings, notices and holds store the address as
   * typed and have no search terms, so their addresses are read (only that field) and compared here. These
   * collections are bounded by their retention (12 months of bookings).
   */
  async function byEmail(collection: string, address: string): Promise<DocumentSnapshot[]> {
    const emails = await db.collection(collection).select('email').get();
    const refs = emails.docs.filter(matches(address)).map((doc) => doc.ref);
    return refs.length === 0 ? [] : (await db.getAll(...refs)).filter((doc) => doc.exists);
  }

  /**
   * Leads by their search index (the address, lower-cased without accents, is one of its terms; only the leads
   * with that term have its field), then the address compared.
   */
  async function leadsOf(address: string) {
    const found = await Promise.all(
      LEAD_KINDS.map(async (kind) => {
        const snapshot = await db.collection(COLLECTIONS[kind]).orderBy(searchField(address), 'desc').get();
        return snapshot.docs.filter(matches(address)).map((doc) => ({ kind, doc }));
      }),
    );
    return found.flat();
  }

  /** Every audit entry naming the address: as the subject of a privacy request, in a booking it shows, or by its leads. */
  async function auditOf(address: string): Promise<DocumentSnapshot[]> {
    const audit = db.collection(COLLECTIONS.audit);
    const [leads, bookings, notices] = await Promise.all([
      leadsOf(address),
      byEmail(COLLECTIONS.bookings, address),
      byEmail(COLLECTIONS.notices, address),
    ]);
    const typed = [...new Set([address, ...[...bookings, ...notices].map((doc) => String(doc.get('email')))])];
    const leadIds = leads.map(({ doc }) => doc.id);
    const queries: Query[] = [audit.where('target.email', '==', address)];
    for (let at = 0; at < typed.length; at += IN_LIMIT) {
      const chunk = typed.slice(at, at + IN_LIMIT);
      queries.push(audit.where('before.email', 'in', chunk), audit.where('after.email', 'in', chunk));
    }
    for (let at = 0; at < leadIds.length; at += IN_LIMIT) {
      queries.push(audit.where('target.id', 'in', leadIds.slice(at, at + IN_LIMIT)));
    }
    const snapshots = await Promise.all(queries.map((query) => query.get()));
    const unique = new Map(snapshots.flatMap((snapshot) => snapshot.docs).map((doc) => [doc.id, doc]));
    return [...unique.values()].sort(
      (a, b) => (toDate(b.get('at'))?.getTime() ?? 0) - (toDate(a.get('at'))?.getTime() ?? 0),
    );
  }

  /** Deletes documents in batches of Firestore's 500 writes. */
  async function deleteAll(docs: DocumentSnapshot[]): Promise<number> {
    for (let at = 0; at < docs.length; at += 500) {
      const batch = db.batch();
      for (const doc of docs.slice(at, at + 500)) batch.delete(doc.ref);
      await batch.commit();
    }
    return docs.length;
  }

  async function bookingInProgress(address: string, now: Date) {
    const holds = await byEmail(COLLECTIONS.holds, address);
    return holds.some((hold) => holdIsLive(hold, now));
  }

  return {
    bookingInProgress,

    async record(address, now) {
      const [leads, bookingDocs, noticeDocs, audit, inProgress] = await Promise.all([
        leadsOf(address),
        byEmail(COLLECTIONS.bookings, address),
        byEmail(COLLECTIONS.notices, address),
        auditOf(address),
        bookingInProgress(address, now),
      ]);
      const notices = new Map(noticeDocs.map((doc) => [doc.id, noticeOf(doc.id, doc)]));
      const live = bookingDocs
        .map((doc) => storedOf(doc.id, doc))
        .map((booking) => bookingOf(booking, notices.get(booking.bookingId), now));
      const cancelled = [...notices.values()].filter((notice) => notice.kind === 'cancelled').map(cancelledOf);
      const byTime = (a: StaffBooking, b: StaffBooking) => a.datetime.localeCompare(b.datetime);
      const staffLeads = leads
        .map(({ kind, doc }) => leadOf(kind, doc))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const noticeViews: PrivacyNotice[] = noticeDocs.map((doc) => {
        const notice = notices.get(doc.id)!;
        return {
          bookingId: doc.id,
          kind: notice.kind,
          changedAt: notice.changedAt.toISOString(),
          datetime: notice.booking.start.toISOString(),
          delivery: deliveryView(notice.delivery),
          ...(doc.get(ERASE_WHEN_SETTLED) === true ? { erasedWhenSettled: true as const } : {}),
        };
      });
      const deliveries: PrivacyDelivery[] = [
        ...staffLeads.map((lead) => ({ of: lead.kind, id: lead.id, delivery: lead.delivery })),
        ...live.flatMap((booking) => [
          ...(booking.agencyNotice
            ? [{ of: 'booking' as const, id: booking.slotId, delivery: booking.agencyNotice }]
            : []),
          ...(booking.reminder ? [{ of: 'reminder' as const, id: booking.slotId, delivery: booking.reminder }] : []),
        ]),
        ...noticeViews.map((notice) => ({ of: 'notice' as const, id: notice.bookingId, delivery: notice.delivery })),
      ];
      return {
        email: address,
        generatedAt: now.toISOString(),
        leads: staffLeads,
        bookings: {
          upcoming: live.filter((booking) => booking.status === 'upcoming').sort(byTime),
          past: live
            .filter((booking) => booking.status === 'past')
            .sort(byTime)
            .reverse(),
          cancelled: cancelled.sort(byTime).reverse(),
        },
        notices: noticeViews,
        deliveries,
        bookingInProgress: inProgress,
        audit: audit.map(auditViewOf),
      };
    },

    async upcomingBookings(address, now) {
      const bookings = await byEmail(COLLECTIONS.bookings, address);
      return bookings
        .filter((doc) => (toDate(doc.get('datetime'))?.getTime() ?? 0) > now.getTime())
        .map((doc) => doc.id);
    },

    async anonymiseAudit(address) {
      const entries = (await auditOf(address)).filter((doc) => doc.get('erased') !== true);
      for (let at = 0; at < entries.length; at += 500) {
        const batch = db.batch();
        for (const doc of entries.slice(at, at + 500)) {
          const target = { ...((doc.get('target') as Record<string, string> | undefined) ?? {}) };
          delete target.email;
          batch.update(doc.ref, { before: null, after: null, target, erased: true });
        }
        await batch.commit();
      }
      return entries.length;
    },

    async deleteLeads(address) {
      let deleted = 0;
      // One transaction a lead, reading it again: its tally loses the lead where it stands when deleted.
      for (const { doc } of await leadsOf(address)) {
        deleted += await db.runTransaction(async (tx) => {
          const lead = await tx.get(doc.ref);
          if (!lead.exists) return 0;
          tx.delete(doc.ref);
          tallyChange(db, tx, tallyPlaceOf(lead.data() ?? {}), undefined);
          return 1;
        });
      }
      return deleted;
    },

    async deletePastBookings(address, now) {
      const bookings = await byEmail(COLLECTIONS.bookings, address);
      return deleteAll(bookings.filter((doc) => (toDate(doc.get('datetime'))?.getTime() ?? 0) <= now.getTime()));
    },

    async eraseNotices(address) {
      const notices = await byEmail(COLLECTIONS.notices, address);
      const owed = notices.filter((doc) => !noticeSettled(doc));
      const deleted = await deleteAll(notices.filter(noticeSettled));
      for (const doc of owed) await doc.ref.update({ [ERASE_WHEN_SETTLED]: true });
      return { deleted, awaitingEmails: owed.length };
    },

    async deleteHoldsAndQuota(address, now) {
      const holds = (await byEmail(COLLECTIONS.holds, address)).filter((hold) => !holdIsLive(hold, now));
      // The quota is per inbox (a `+tag` is the same one): kept while it counts another address's booking.
      const quota = await db.collection(COLLECTIONS.emails).doc(emailKey(address)).get();
      const counted = quota.exists
        ? await db
            .collection(COLLECTIONS.bookings)
            .doc(String(quota.get('slotId')))
            .get()
        : undefined;
      if (quota.exists && (!counted?.exists || matches(address)(counted))) await quota.ref.delete();
      return deleteAll(holds);
    },
  };
}
