import type { DeliveryView } from '../../../domain/api/staff';
import { instantLabel } from '../format';
import { Badge, type Tone } from '../styles';

const TONE: Record<DeliveryView['status'], Tone> = { sent: 'ok', pending: 'pending', failed: 'failed' };
const WORD: Record<DeliveryView['status'], string> = { sent: 'sent', pending: 'pending', failed: 'failed' };

/** One delivery as a badge: '<label>: sent', with the attempts and the last error in its title and text. */
export function DeliveryBadge({ label, delivery }: { label: string; delivery: DeliveryView | undefined }) {
  if (!delivery) return <Badge $tone="neutral">{label}: none yet</Badge>;
  return (
    <Badge $tone={TONE[delivery.status]}>
      {label}: {WORD[delivery.status]}
      {delivery.status !== 'sent' && delivery.attempts > 0 ? ` (${delivery.attempts} tries)` : ''}
    </Badge>
  );
}

/** A delivery's attempts in full, for a lead's detail: its emails, or (`title`, `label`) its team notice. */
export function DeliveryDetails({
  delivery,
  title = 'Delivery',
  label = 'Emails',
}: {
  delivery: DeliveryView;
  title?: string;
  label?: string;
}) {
  return (
    <>
      <dt>{title}</dt>
      <dd>
        <DeliveryBadge label={label} delivery={delivery} /> after {delivery.attempts}{' '}
        {delivery.attempts === 1 ? 'attempt' : 'attempts'}
      </dd>
      {delivery.agencyEmailAt && (
        <>
          <dt>Agency email</dt>
          <dd>{instantLabel(delivery.agencyEmailAt)}</dd>
        </>
      )}
      {delivery.visitorEmailAt && (
        <>
          <dt>Visitor email</dt>
          <dd>{instantLabel(delivery.visitorEmailAt)}</dd>
        </>
      )}
      {delivery.nextAttemptAt && (
        <>
          <dt>Next attempt</dt>
          <dd>{instantLabel(delivery.nextAttemptAt)}</dd>
        </>
      )}
      {delivery.error && (
        <>
          <dt>Last error</dt>
          <dd>{delivery.error}</dd>
        </>
      )}
      {delivery.alertedAt && (
        <>
          <dt>Given up</dt>
          <dd>the agency was alerted {instantLabel(delivery.alertedAt)}</dd>
        </>
      )}
    </>
  );
}
