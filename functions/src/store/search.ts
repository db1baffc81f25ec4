/**
 * Text search on names and email addresses at Firestore's scale. Firestore has no full-text search, and
 * reading every lead to filter in memory would read 10,000 documents a keystroke. So each lead stores its
 * search terms when it is written: every prefix (2 to 20 characters) of each word of the name and of the
 * address's parts, and each prefix of the whole address up to 40 characters plus the address itself, all
 * lower-cased without accents. They are the keys of its `searchIndex` map, each with the lead's `createdAt`.
 * A search orders by the field of the longest word of the query, `searchIndex.<term>`, newest first: only the
 * leads with that term have the field, and Firestore's automatic index on it serves the page, its cursor and a
 * date range without a composite index (none could be declared for a key known only when searching). The
 * query's other words are checked on the leads it returns. So "ada", "lovel", "ada@exa", "example.com" and
 * "Ada Lovelace" all find Ada Lovelace <ada@example.com>; a word from the middle of a name ("velace") does not.
 */
import { FieldPath } from 'firebase-admin/firestore';

export const SEARCH_INDEX = 'searchIndex';

const MIN_PREFIX = 2;
const MAX_WORD_PREFIX = 20;
const MAX_ADDRESS_PREFIX = 40;

/** Lower case, without accents: "Zoë" and "zoe" are one word. */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const wordsOf = (text: string) =>
  normaliseText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function prefixes(word: string, max: number): string[] {
  const out: string[] = [];
  for (let length = MIN_PREFIX; length <= Math.min(word.length, max); length++) out.push(word.slice(0, length));
  return out;
}

function searchTerms(name: string, email: string): string[] {
  const address = normaliseText(email.trim());
  const terms = new Set<string>([address, ...prefixes(address, MAX_ADDRESS_PREFIX)]);
  for (const word of [...wordsOf(name), ...wordsOf(address)]) {
    for (const prefix of prefixes(word, MAX_WORD_PREFIX)) terms.add(prefix);
  }
  terms.delete('');
  // Firestore reserves field names such as `__x__` (possible in an address: "__x__@example.com").
  return [...terms].filter((term) => !/^__.*__$/.test(term));
}

/** What a lead stores in `searchIndex`: each of its terms with the time the lead was created. */
export function searchIndex<Time>(name: string, email: string, createdAt: Time): Record<string, Time> {
  return Object.fromEntries(searchTerms(name, email).map((term) => [term, createdAt]));
}

/** The field a search orders by: present on the leads that have `term`, holding their `createdAt`. */
export const searchField = (term: string) => new FieldPath(SEARCH_INDEX, term);

export interface SearchQuery {
  /** The one term Firestore looks up. */
  term: string;
  /** True when a record found by `term` matches the whole query. */
  matches(name: string, email: string): boolean;
}

/** A search as typed: words separated by spaces; a word with "@" is the start of an address. */
export function searchQuery(text: string): SearchQuery {
  const words = normaliseText(text).split(/\s+/).filter(Boolean);
  const indexed = (word: string) =>
    word.includes('@') ? word.slice(0, MAX_ADDRESS_PREFIX) : (wordsOf(word)[0] ?? word).slice(0, MAX_WORD_PREFIX);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  return {
    term: indexed(longest),
    matches(name, email) {
      const address = normaliseText(email);
      const names = [...wordsOf(name), ...wordsOf(address)];
      return words.every((word) =>
        word.includes('@')
          ? address.startsWith(word)
          : wordsOf(word).every((part) => names.some((n) => n.startsWith(part))),
      );
    },
  };
}
