/**
 * Which inbox an email address reaches, for the limits that count per person (issue #32, docs/abuse.md):
 * the one upcoming consultation per address and the per-address quotas. Only those comparisons use it;
 * every address is stored and written to exactly as the visitor typed it.
 *
 * - case and surrounding spaces never make another address;
 * - a `+tag` is dropped for every domain (`ada+work@example.com` is `ada@example.com`): most mail
 *   services deliver it to the untagged inbox, and one that does not loses nothing but a second booking;
 * - for Gmail (`gmail.com`, and `googlemail.com`, the same service) dots in the local part are ignored,
 *   as Gmail ignores them. Elsewhere dots are kept: `a.da@example.com` may well be another person.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function emailIdentity(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  // "+tag@x" alone has no inbox name before the tag: kept as it is.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    const undotted = local.replaceAll('.', '');
    if (undotted !== '') local = undotted;
  }
  return `${local}@${domain}`;
}
