/**
 * What every endpoint answers when it does not succeed: `error`, in words for the visitor, and on a 400
 * `fields`, each refused field's message (the form shows it next to the field). A 429 says in `error`
 * which limit was reached and when to try again. The status says the rest (src/domain/api/README.md).
 */
export interface ErrorAnswer {
  error: string;
  fields?: Record<string, string>;
}
