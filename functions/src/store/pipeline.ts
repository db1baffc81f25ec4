/**
 * A lead's place in the pipeline as stored (docs/staff.md, _The pipeline_): `status`, `owner` (a staff
 * member's address or null), `channel` and `notes: [{at, by, text}]`. Leads stored before the pipeline have
 * `handled` and one overwritable `note` instead; they read as migrated (`handled: true` is `contacted`,
 * otherwise `new`; the note is the timeline's first entry, by whoever changed the lead last), so a lead reads
 * the same before, during and after `npm run staff:backfill`, which stores these fields. Only the list's
 * filters need the stored fields.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { leadChannel, type LeadChannel } from '../../../src/domain/attribution/channel.js';
import type { LeadNote, LeadStatus } from '../../../src/domain/api/staff.js';
import { LEAD_STATUSES } from '../../../src/domain/staff/schemas.js';
import { leadSourceOf } from '../../../src/domain/attribution/schema.js';
import { toDate } from './firestore.js';

export interface Pipeline {
  status: LeadStatus;
  owner: string | null;
  channel: LeadChannel;
  notes: LeadNote[];
}

/** What a new lead stores, from its source. */
export const newLeadPipeline = (source: unknown) => ({
  status: 'new' as const,
  owner: null,
  channel: leadChannel(leadSourceOf(source)),
  notes: [],
});

const isStatus = (value: unknown): value is LeadStatus => LEAD_STATUSES.includes(value as LeadStatus);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function notesOf(data: DocumentData): LeadNote[] {
  const stored: unknown = data.notes;
  if (Array.isArray(stored)) {
    return stored.map((note: DocumentData) => ({
      at: toDate(note.at)?.toISOString() ?? '',
      by: text(note.by),
      text: text(note.text),
    }));
  }
  const legacy = text(data.note);
  if (!legacy) return [];
  const at = toDate(data.updatedAt) ?? toDate(data.createdAt);
  return [{ at: at?.toISOString() ?? '', by: text(data.updatedBy), text: legacy }];
}

export function pipelineOf(data: DocumentData): Pipeline {
  const owner: unknown = data.owner;
  return {
    status: isStatus(data.status) ? data.status : data.handled === true ? 'contacted' : 'new',
    owner: typeof owner === 'string' && owner ? owner : null,
    channel: leadChannel(leadSourceOf(data.source)),
    notes: notesOf(data),
  };
}

/** The fields a lead stored before the pipeline lacks (empty when it has them all): the backfill's write. */
export function missingPipelineFields(data: DocumentData): DocumentData {
  const pipeline = pipelineOf(data);
  const missing: DocumentData = {};
  if (!isStatus(data.status)) missing.status = pipeline.status;
  if (data.owner === undefined) missing.owner = null;
  if (data.channel !== pipeline.channel) missing.channel = pipeline.channel;
  if (!Array.isArray(data.notes)) missing.notes = pipeline.notes.map(storedNote);
  return missing;
}

/** A note as stored: its time a Firestore timestamp. */
export function storedNote(note: LeadNote): DocumentData {
  const at = new Date(note.at);
  return { at: Number.isNaN(at.getTime()) ? null : at, by: note.by, text: note.text };
}
