import { Field, Input } from '../styles';

/** A list filter's first and last day ('YYYY-MM-DD', both included); the last cannot come before the first. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(range: { from: string; to: string }): void;
}) {
  return (
    <>
      <Field>
        From
        <Input type="date" value={from} onChange={(event) => onChange({ from: event.target.value, to })} />
      </Field>
      <Field>
        To
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
        />
      </Field>
    </>
  );
}
