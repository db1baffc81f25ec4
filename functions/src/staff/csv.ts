/**
 * The export's CSV, safe to open in a spreadsheet: RFC 4180 (comma, CRLF, quotes doubled, a field quoted
 * when it holds a comma, a quote or any CR or LF), UTF-8 with a byte-order mark so that Excel reads it as
 * UTF-8, and every line of a cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab
 * or CR, or their full-width forms) prefixed with ' so that it opens as text. csv-stringify does the
 * encoding (`quote_record_delimiter`, `escape_formulas` for a cell's first line); the lines after a line
 * break are escaped here, because a reader that ends a row at a bare CR or LF makes each of them a cell of
 * its own. This module writes one page of rows at a time, so an export never holds more than a page.
 */
import { stringify } from 'csv-stringify/sync';

export const BOM = '\uFEFF';

export type Row = Record<string, string | number | boolean | undefined>;

export interface CsvColumn<T> {
  header: string;
  value(item: T): string | number | undefined;
}

/** The header line (after the BOM). */
export function csvHeader<T>(columns: CsvColumn<T>[]): string {
  return BOM + encode([columns.map((column) => column.header)]);
}

/** One page of rows. */
export function csvRows<T>(columns: CsvColumn<T>[], items: T[]): string {
  return encode(items.map((item) => columns.map((column) => String(column.value(item) ?? ''))));
}

/** A line break followed by what starts a formula (the characters csv-stringify's `escape_formulas` knows). */
const FORMULA_AFTER_LINE_BREAK = /(\r\n|\r|\n)(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

const escapeFormulaLines = (value: string) => value.replace(FORMULA_AFTER_LINE_BREAK, "$1'");

function encode(records: string[][]): string {
  return stringify(records, {
    record_delimiter: 'windows',
    // Off by default once record_delimiter is set: a bare CR or LF would then leave its field unquoted.
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { string: escapeFormulaLines },
    eof: true,
  });
}
