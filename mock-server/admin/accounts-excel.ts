import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { adminAccountsExcelName, USER_STATUS, type AdminAccountRow } from '../../src/api/contract';
import { DAY_MS } from '../dates';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day as the file name wants it (spec 3 §7): `MMM DD, YYYY`, e.g. `Nov 05, 2026`, in UTC. */
export const excelNameDay = (day: number): string => {
  const date = new Date(day * DAY_MS);
  return `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, '0')}, ${date.getUTCFullYear()}`;
};

export const accountsExcelName = (fromDay: number, toDay: number): string => adminAccountsExcelName(excelNameDay(fromDay), excelNameDay(toDay));

/** English labels of the owner's status (spec 3 §4: 2 is shown as Pending). */
const STATUS_LABEL: Record<number, string> = {
  [USER_STATUS.NEED_VERIFICATION]: 'Need Verification',
  [USER_STATUS.APPROVED]: 'Pending',
  [USER_STATUS.ACTIVE]: 'Active',
};

const HEADER = ['Full name', 'Company name', 'Legal entity', 'Running campaigns', 'Balance', 'Currency', 'Email', 'Phone', 'Status', 'Created'];

/**
 * Every text goes out as typed text: a string cell (never the 'Formula' type) in the Text number
 * format `@`, so a spreadsheet neither evaluates it on opening nor turns `=…` into a formula when the
 * cell is edited (F2, Enter). No leading `'` as in the CSV files (http/csv.ts): in a workbook it would be
 * part of the text, and a phone number would read `'+1 202…`.
 */
const text = (value: string) => ({ value, type: String, format: '@' });

const rowCells = (row: AdminAccountRow): Row => [
  text(row.full_name),
  text(row.company_name ?? 'Individual Account'),
  text(row.entity_name === '' ? '-' : row.entity_name),
  { value: row.running_campaigns, type: Number },
  { value: row.balance, type: Number, format: '0.00' },
  text(row.currency),
  text(row.email),
  text(row.phone),
  text(STATUS_LABEL[row.status] ?? String(row.status)),
  text(row.created_at.slice(0, 10)),
];

/** The accounts report as an .xlsx: a bold header row, then one row per account of the filter. */
export const accountsWorkbook = async (rows: readonly AdminAccountRow[]): Promise<Buffer> => {
  const data: Row[] = [HEADER.map((label) => ({ value: label, type: String, fontWeight: 'bold' as const })), ...rows.map(rowCells)];
  return writeXlsxFile(data, { sheet: 'Accounts', columns: HEADER.map((label) => ({ width: Math.max(12, label.length + 4) })), stickyRowsCount: 1 }).toBuffer();
};
