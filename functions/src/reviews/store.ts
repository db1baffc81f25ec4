/** The public document `public/reviews` on Firestore through firebase-admin. */
import type { Firestore } from 'firebase-admin/firestore';
import { PUBLIC_REVIEWS_DOCUMENT, type PublicReviewsDocument } from '../../../src/domain/reviews/publicReviews.js';

export interface ReviewsStore {
  /** The stored list, or null when there is none. */
  read(): Promise<PublicReviewsDocument | null>;
  /** Replaces the stored list in one write (readers see the old list or the new one, never a mix). */
  write(document: PublicReviewsDocument): Promise<void>;
  remove(): Promise<void>;
}

export function createReviewsStore(db: Firestore): ReviewsStore {
  const ref = db.collection(PUBLIC_REVIEWS_DOCUMENT.collection).doc(PUBLIC_REVIEWS_DOCUMENT.id);
  return {
    async read() {
      const snapshot = await ref.get();
      return snapshot.exists ? (snapshot.data() as PublicReviewsDocument) : null;
    },
    async write(document) {
      await ref.set(document);
    },
    async remove() {
      await ref.delete();
    },
  };
}
