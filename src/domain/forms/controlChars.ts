/**
 * On one line: any control character (Cc: C0, DEL, C1), line/paragraph separator, unpaired surrogate
 * (Cs, matched only when unpaired under the u flag), or format character (Cf: zero-width space, bidi
 * marks, overrides and isolates, BOM, soft hyphen…) other than ZWNJ/ZWJ (U+200C/U+200D), which
 * Persian, Indic and emoji text needs.
 */
export const CONTROL_CHARS = /[\p{Cc}\p{Cs}\u2028\u2029]|(?![\u200c\u200d])\p{Cf}/u;
