/**
 * The export's CSV, safe to open in a spreadsheet: RFC 4180 (comma, CRLF, quotes doubled, a field quoted
 * when it holds a comma, quote or line break), UTF-8 with a byte-order mark so that Excel reads it as
 * UTF-8, and every cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR, or
 * their full-width forms) prefixed with ' so that it opens as text. csv-stringify does the encoding
 * (`escape_formulas`); this module writes one page of rows at a time, so an export never holds more than a page.
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

function encode(records: string[][]): string {
  return stringify(records, { record_delimiter: 'windows', escape_formulas: true, eof: true });
}
