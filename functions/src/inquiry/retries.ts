/**
 * A lead's emails or its team notice tried once more now, as the sweep would (the staff API's retry routes,
 * docs/staff.md): the same take, lock, post and record as the handler's and the sweep's.
 */
import { contactEndpoint } from './contact.js';
import { deliverInquiry } from './handler.js';
import { serviceRequestEndpoint } from './services.js';
import type { InquiryKind } from './store.js';
import { deliverTeamNotice, type TeamNoticeDeps } from './teamNotice.js';

export type RetryOutcome = 'sent' | 'busy' | 'failed';

export function inquiryRetries(deps: TeamNoticeDeps & Parameters<typeof deliverInquiry>[2]) {
  return {
    async retry(kind: InquiryKind, id: string): Promise<RetryOutcome> {
      const outcome =
        kind === 'contact'
          ? await deliverInquiry(contactEndpoint, id, deps)
          : await deliverInquiry(serviceRequestEndpoint, id, deps);
      return outcome.kind;
    },
    retryTeamNotice(kind: InquiryKind, id: string): Promise<RetryOutcome> {
      return kind === 'contact'
        ? deliverTeamNotice(contactEndpoint, id, deps)
        : deliverTeamNotice(serviceRequestEndpoint, id, deps);
    },
  };
}
