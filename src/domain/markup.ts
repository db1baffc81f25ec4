/**
 * Escapes text for HTML or XML, in element content and in quoted attribute values: the five characters
 * with a meaning there become references that HTML and XML both read (`&#39;`, not XML's `&apos;`, which
 * HTML 4 lacks). The page heads, the RSS feed, the avatar SVG, the functions' emails and form pages use it.
 */
const MARKUP_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => MARKUP_ESCAPES[char]!);
}
