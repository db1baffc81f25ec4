import { Button } from '../../../components/Button';
import { company } from '../../../content/company';
import { Notice } from '../styles';

/**
 * Beneath a step whose days or times failed to load. What failed is the toast's to say (README.md, "What the
 * visitor is told"): this block offers the ways forward, once.
 */
export function LoadFailureNotice({ onRetry }: { onRetry(): void }) {
  return (
    <Notice>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        Try again
      </Button>
      <p>
        Or book by phone at <a href={company.phoneHref}>{company.phone}</a>.
      </p>
    </Notice>
  );
}
