/**
 * Contact inquiries and service requests on Cloud Firestore (`contactInquiries`, `serviceRequests`):
 * stored before any email with their delivery pending (and their team notice, with a chat webhook), then
 * delivered by the handler or the sweep.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { pendingDelivery, takeDelivery, type Delivery } from '../lib/delivery.js';
import { COLLECTIONS, dueDocuments, fromDeliveryData, sha256, toDeliveryData } from '../store/firestore.js';
import { newLeadPipeline } from '../store/pipeline.js';
import { inquiryExpiresAt } from '../store/retention.js';
import { searchIndex } from '../store/search.js';
import { dayOf, tallyChange, tallyPlaceOf } from '../store/tallies.js';

export type InquiryKind = 'contact' | 'service';

export interface RecordResult {
  id: string;
  /** True when this very submission (same attemptId and text) was stored before. */
  duplicate: boolean;
}

/** An inquiry whose delivery this caller now owns (until `lockedUntil`). */
export interface InquiryToDeliver {
  id: string;
  /** The stored document (payload fields, createdAt, delivery, attemptId). */
  data: Record<string, unknown>;
  delivery: Delivery;
}

export type StartDelivery =
  | { kind: 'deliver'; inquiry: InquiryToDeliver }
  /** Delivered already. */
  | { kind: 'sent' }
  /** Another caller is delivering it right now. */
  | { kind: 'busy' };

export interface InquiryStore {
  /**
   * Stores a new inquiry with delivery pending (and its team notice, with `teamNotice`: a chat webhook is
   * configured), unless this same submission was stored before.
   */
  record(
    kind: InquiryKind,
    payload: Record<string, unknown>,
    attemptId: string | undefined,
    now: Date,
    options?: { teamNotice: boolean },
  ): Promise<RecordResult>;
  /** Takes the delivery of one inquiry for a short lock, counting the attempt. */
  startDelivery(kind: InquiryKind, id: string, now: Date): Promise<StartDelivery>;
  finishDelivery(kind: InquiryKind, id: string, delivery: Delivery): Promise<void>;
  /** Ids of inquiries whose next delivery attempt is due. */
  dueInquiries(kind: InquiryKind, now: Date, limit: number): Promise<string[]>;
  /** Takes the team notice of one inquiry like `startDelivery` (the `delivery` it gives is the notice's); 'sent' when it has none. */
  startTeamNotice(kind: InquiryKind, id: string, now: Date): Promise<StartDelivery>;
  finishTeamNotice(kind: InquiryKind, id: string, notice: Delivery): Promise<void>;
  /** Ids of inquiries whose team notice's next attempt is due. */
  dueTeamNotices(kind: InquiryKind, now: Date, limit: number): Promise<string[]>;
}

/** The two deliveries an inquiry document holds: its emails, and its notice to the team's chat. */
type DeliveryField = 'delivery' | 'teamNotice';

/** The stored text's fingerprint: a retry with the same attemptId and text is the same inquiry, a changed text a new one. */
function submissionId(attemptId: string, payload: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((key) => [key, payload[key]]),
  );
  return `attempt-${attemptId}-${sha256(canonical).slice(0, 16)}`;
}

/**
 * Inquiries. With an attemptId the document id is derived from it and the text, so a retried
 * request finds the first one in the same transaction that would create it; without one Firestore
 * generates the id.
 */
export function createInquiryStore(db: Firestore): InquiryStore {
  const collection = (kind: InquiryKind) => db.collection(COLLECTIONS[kind]);

  return {
    async record(kind, submitted, attemptId, now, options = { teamNotice: false }) {
      // Firestore refuses undefined: an optional part that is absent (a lead without a source) is left out.
      const payload = Object.fromEntries(Object.entries(submitted).filter(([, value]) => value !== undefined));
      const createdAt = FieldValue.serverTimestamp();
      const data = {
        ...payload,
        expiresAt: inquiryExpiresAt(new Date()),
        createdAt,
        delivery: toDeliveryData(pendingDelivery(now)),
        ...(options.teamNotice ? { teamNotice: toDeliveryData(pendingDelivery(now)) } : {}),
        ...(attemptId ? { attemptId } : {}),
        // For the staff's lists: new, nobody's, found by name or address (store/search.ts, store/pipeline.ts).
        ...newLeadPipeline(payload.source),
        // The day the pipeline's tallies count it under (createdAt, the commit's time, is not known before it).
        tallyDay: dayOf(now),
        // The same commit time as createdAt: every server timestamp of one write is its commit's. One transform a
        // term: under Firestore's 500 a document, with a name of 100 characters and an address of 254 (about 390).
        searchIndex: searchIndex(String(payload.name ?? ''), String(payload.email ?? ''), createdAt),
      };
      const ref = attemptId ? collection(kind).doc(submissionId(attemptId, payload)) : collection(kind).doc();
      return db.runTransaction(async (tx) => {
        if ((await tx.get(ref)).exists) return { id: ref.id, duplicate: true };
        tx.create(ref, data);
        tallyChange(db, tx, undefined, tallyPlaceOf(data));
        return { id: ref.id, duplicate: false };
      });
    },

    startDelivery: (kind, id, now) => start(kind, id, now, 'delivery'),
    finishDelivery: (kind, id, delivery) => finish(kind, id, 'delivery', delivery),
    startTeamNotice: (kind, id, now) => start(kind, id, now, 'teamNotice'),
    finishTeamNotice: (kind, id, notice) => finish(kind, id, 'teamNotice', notice),

    async dueInquiries(kind, now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS[kind], 'delivery.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => doc.id);
    },

    async dueTeamNotices(kind, now, limit) {
      const snapshot = await dueDocuments(db, COLLECTIONS[kind], 'teamNotice.nextAttemptAt', now, limit);
      return snapshot.docs.map((doc) => doc.id);
    },
  };

  function start(kind: InquiryKind, id: string, now: Date, field: DeliveryField): Promise<StartDelivery> {
    const ref = collection(kind).doc(id);
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const stored: unknown = snapshot.get(field);
      // An inquiry stored while no chat webhook was configured has no team notice to send.
      if (stored === undefined && field === 'teamNotice') return { kind: 'sent' } as const;
      const taken = takeDelivery(fromDeliveryData(stored), now);
      if (taken === 'sent' || taken === 'busy') return { kind: taken } as const;
      tx.update(ref, { [field]: toDeliveryData(taken) });
      return { kind: 'deliver', inquiry: { id, data: snapshot.data() ?? {}, delivery: taken } } as const;
    });
  }

  async function finish(kind: InquiryKind, id: string, field: DeliveryField, delivery: Delivery): Promise<void> {
    await collection(kind)
      .doc(id)
      .update({ [field]: toDeliveryData(delivery) });
  }
}
