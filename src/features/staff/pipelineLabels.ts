/** How the back office names the pipeline's statuses, and the tone of each status's badge. */
import type { LeadStatus } from '../../domain/api/staff';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const STATUS_TONES: Record<LeadStatus, 'pending' | 'ok' | 'failed' | 'neutral'> = {
  new: 'pending',
  contacted: 'neutral',
  qualified: 'neutral',
  won: 'ok',
  lost: 'failed',
};
