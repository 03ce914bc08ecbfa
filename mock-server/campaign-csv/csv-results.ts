import { CAMPAIGN_CSV_RESULT_COLUMNS, CAMPAIGN_STATUS, GENDER, type CampaignCsvApplied, type CampaignCsvFieldChange } from '../../src/api/contract';
import { toCsv, type CsvCell } from '../http/csv';

/**
 * The applied result per line as a file (CAMPAIGN_CSV_RESULT_COLUMNS): one line per changed field of
 * an applied row, one line for a refused row (its code and message). Values are written as the edited
 * file writes them (status and gender by name, `none` never: a cleared end is an empty cell), through
 * the export's writer, so a name that looks like a formula is neutralised here too.
 */
const nameOfKey = (table: Record<string, number>, key: unknown): string | undefined => Object.entries(table).find(([, value]) => value === key)?.[0];

const cellOf = (field: string, value: CampaignCsvFieldChange['old']): CsvCell => {
  if (value === null) return '';
  if (field === 'status') return nameOfKey(CAMPAIGN_STATUS, value) ?? String(value);
  if (field === 'gender') return nameOfKey(GENDER, value) ?? String(value);
  return typeof value === 'boolean' ? String(value) : value;
};

export const resultsCsv = (applied: CampaignCsvApplied): string => {
  const rows: CsvCell[][] = [];
  for (const row of applied.rows) {
    if (!row.ok) {
      rows.push([row.line, row.id, 'refused', row.code ?? '', row.message ?? '', row.field ?? '', '', '']);
      continue;
    }
    for (const change of row.changes) rows.push([row.line, row.id, 'applied', 0, '', change.field, cellOf(change.field, change.old), cellOf(change.field, change.new)]);
  }
  return toCsv(CAMPAIGN_CSV_RESULT_COLUMNS, rows, { bom: true });
};
