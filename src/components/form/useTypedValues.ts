import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Adopts what a visitor typed into a prerendered form before the app took over. Hydration leaves
 * the typed text in the fields, but a controlled field's state is still the initial one, and React 19
 * writes that back on the field's next render: the text would vanish at the first unrelated update.
 * Once, as the form mounts, this reads every named field and hands the non-empty ones to `adopt`,
 * before the browser paints; later typing reaches the state through onChange as usual.
 */
export function useTypedValues<V extends Record<string, string>>(
  form: RefObject<HTMLFormElement | null>,
  fields: readonly (keyof V & string)[],
  // A field's value is what the visitor could enter there: a select's is one of its options.
  adopt: (typed: Partial<V>) => void,
): void {
  const mounted = useRef({ fields, adopt });
  useLayoutEffect(() => {
    const { fields: names, adopt: take } = mounted.current;
    const typed: Record<string, string> = {};
    for (const name of names) {
      const control = form.current?.elements.namedItem(name);
      const isField =
        control instanceof HTMLInputElement ||
        control instanceof HTMLTextAreaElement ||
        control instanceof HTMLSelectElement;
      if (isField && control.value !== '') typed[name] = control.value;
    }
    if (Object.keys(typed).length > 0) take(typed as Partial<V>);
  }, [form]);
}
