/** Small text helpers for emails and logs: header-safe strings, masked emails (HTML escaping: src/domain/markup.ts). */

/** Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. */
const CONTROL_OR_BREAK = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * A string that is safe on one header line (subject, display name): every line break and other
 * control character becomes a space, runs of whitespace collapse, and it is cut to `max` characters.
 * The form schemas already refuse such characters in single-line fields; this is the second line of defence.
 */
export function headerSafe(value: string, max = 200): string {
  const flat = value.replace(CONTROL_OR_BREAK, ' ').replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** 'jane.doe@example.com' → 'j***@example.com', for logs that must not hold personal data. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** An error's message for logs and stored delivery states. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
