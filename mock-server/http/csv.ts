/**
 * CSV writing (RFC 4180) that is safe to open in a spreadsheet.
 *
 * - Text cells that a spreadsheet would run as a formula get a leading `'`, so it shows them as text
 *   (CSV/formula injection): those whose first significant character is `=`, `+`, `-` or `@`, and
 *   those beginning with a tab or a carriage return. A spreadsheet skips, or draws as nothing, what
 *   comes before the first significant character (src/domain/safeText.ts: whitespace,
 *   controls, format and default-ignorable characters such as the Hangul filler U+3164, the braille
 *   blank) and reads full-width and small forms (`＝`, `＋`, `－`, `＠`, `﹦`) as the plain ones, so
 *   the check skips the same and folds that character with NFKC.
 *   Numbers are written from numbers and left alone: `-3` is a value, not a formula.
 * - A field holding the separator of any common locale (a comma, or a semicolon where the decimal mark
 *   is a comma), a double quote, CR or LF is wrapped in double quotes, inner quotes doubled: the file
 *   then reads the same whichever separator the spreadsheet expects.
 * - Every line, the last one included, ends with CRLF.
 */
import { withoutLeadingBlanks } from '../../src/domain/safeText';

/** A number written with a fixed count of decimals (money, ratios). */
export interface FixedNumber {
  readonly fixed: number;
  readonly decimals: number;
}

/** null and undefined are written as empty fields; non-finite numbers too. */
export type CsvCell = string | number | FixedNumber | null | undefined;

export const fixed = (value: number, decimals = 2): FixedNumber => ({ fixed: value, decimals });

const FORMULA_CHARACTERS = new Set(['=', '+', '-', '@']);
const CONTROL_START = /^[\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** Whether a spreadsheet would read the text as a formula (see the rules above). */
export const startsFormula = (text: string): boolean => {
  if (CONTROL_START.test(text)) return true;
  const first = withoutLeadingBlanks(text).codePointAt(0);
  return first !== undefined && FORMULA_CHARACTERS.has(String.fromCodePoint(first).normalize('NFKC').charAt(0));
};

/** Text as a spreadsheet should see it: a would-be formula is turned into text. */
export const neutraliseFormula = (text: string): string => (startsFormula(text) ? `'${text}` : text);

/** RFC 4180 quoting: only fields that need it are quoted (a semicolon too, see above). */
export const quoteField = (field: string): string => (NEEDS_QUOTES.test(field) ? `"${field.replace(/"/g, '""')}"` : field);

const numberText = (value: number, decimals?: number): string => {
  if (!Number.isFinite(value)) return '';
  return decimals === undefined ? String(value) : value.toFixed(decimals);
};

export const csvField = (cell: CsvCell): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'object') return numberText(cell.fixed, cell.decimals);
  return quoteField(neutraliseFormula(cell));
};

export const CRLF = '\r\n';
/** Lets Excel read the file as UTF-8 (names carry non-ASCII letters and dashes); decoders drop it. */
export const UTF8_BOM = '\uFEFF';

export const csvLine = (cells: readonly CsvCell[]): string => cells.map(csvField).join(',') + CRLF;

/** The whole document: the header line, then one line per row. */
export const toCsv = (header: readonly string[], rows: Iterable<readonly CsvCell[]>, options: { bom?: boolean } = {}): string => {
  const lines = [options.bom ? UTF8_BOM : '', csvLine(header)];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
};
