/**
 * Whether a visitor's name may appear in mail to an address nobody has verified (the visitor's own
 * confirmations) or as the display name of a Reply-To: only letters, spaces and the punctuation of
 * names (. ' - , and the typographic apostrophe U+2019), nothing that reads as an address or a link. Anything else is left out and the
 * mail uses a neutral greeting, so a stranger cannot make the agency's mail carry their text.
 */
const NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'\u2019,-]*[\p{L}\p{M}.])?$/u;
/** 'example.com', 'bit.ly': a dot followed by letters with no space reads as a domain. */
const DOMAIN_LIKE = /\.\p{L}{2,}/u;
export const PRESENTABLE_NAME_MAX = 60;

export function isPresentableName(name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length <= PRESENTABLE_NAME_MAX &&
    NAME_PATTERN.test(trimmed) &&
    !DOMAIN_LIKE.test(trimmed) &&
    !/\s{2,}/.test(trimmed)
  );
}

/** The name when it is presentable, else undefined. */
export function presentableName(name: string): string | undefined {
  return isPresentableName(name) ? name.trim() : undefined;
}
