// CSV downloads, every one through this writer (csv-stringify): UTF-8 with a byte-order mark
// (spreadsheets read Chinese right), CRLF rows, and each cell quoted when it holds a comma, a
// semicolon (the separator of spreadsheets in many locales), a quote or a line break. Against
// formula injection a text cell starting with = + - @, a tab or a carriage return (or the full-width
// = + - @ some spreadsheets read as those) is prefixed with ' ; numbers stay numbers, negative too.
import { stringify } from 'csv-stringify/sync';

const OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  // Any line break, not only CRLF (with a record delimiter of its own the writer quotes just that).
  quote_record_delimiter: true,
  quoted_match: /;/,
  escape_formulas: true,
} as const;

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return stringify([header, ...rows], OPTIONS);
}
