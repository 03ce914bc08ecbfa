import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { adminAccountsExcelName, USER_STATUS, type AdminAccountRow } from '../../src/api/contract';
import { DAY_MS } from '../dates';
import { neutraliseFormula } from '../http/csv';

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
 * Every text goes out as a string cell (never the 'Formula' type) and, as in every CSV the mock
 * writes (http/csv.ts), one a spreadsheet would read as a formula gets a leading `'`: a string cell
 * is not evaluated on opening, but editing it (F2, Enter) would turn `=…` into a live formula.
 */
const text = (value: string) => ({ value: neutraliseFormula(value), type: String });

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
