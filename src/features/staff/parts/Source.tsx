import type { LeadSource } from '../../../domain/attribution/source';
import { UTM_KEYS } from '../../../domain/attribution/source';

/** Where a lead came from (its landing page, referrer and campaign), as lines of a lead's facts. */
export function SourceDetails({ source }: { source: LeadSource | undefined }) {
  const utm = UTM_KEYS.flatMap((key) => (source?.utm?.[key] ? [`${key.slice(4)}: ${source.utm[key]}`] : []));
  return (
    <>
      <dt>Source</dt>
      <dd>
        {!source || (!source.landingPage && !source.referrerOrigin && utm.length === 0)
          ? 'Not recorded'
          : [
              source.referrerOrigin ? `from ${source.referrerOrigin}` : 'direct visit',
              source.landingPage ? `landed on ${source.landingPage}` : '',
              utm.length ? `campaign ${utm.join(', ')}` : '',
            ]
              .filter(Boolean)
              .join('; ')}
      </dd>
    </>
  );
}
