import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './firestore.js';
import { QUOTA_TAKES_COLLECTION, QUOTAS_COLLECTION } from './quotas.js';
import { bookingExpiresAt, inquiryExpiresAt, RETENTION_DAYS } from './retention.js';

const indexes = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
};

describe('retention', () => {
  it('has a TTL policy on expiresAt for every collection the functions write (and the quota counters of before)', () => {
    const ttl = indexes.fieldOverrides.filter((field) => field.ttl === true && field.fieldPath === 'expiresAt');
    expect(ttl.map((field) => field.collectionGroup).sort()).toEqual(
      [...Object.values(COLLECTIONS), QUOTAS_COLLECTION, QUOTA_TAKES_COLLECTION].sort(),
    );
  });

  it('keeps what the privacy page promises: bookings 12 months after the meeting, inquiries 24 months', () => {
    expect(RETENTION_DAYS).toEqual({ booking: 365, inquiry: 730 });
    const meeting = new Date('2026-11-23T14:00:00.000Z');
    expect(bookingExpiresAt(meeting).toDate().toISOString()).toBe('2027-11-23T14:00:00.000Z');
    expect(inquiryExpiresAt(meeting).toDate().toISOString()).toBe('2028-11-22T14:00:00.000Z');
  });
});
