import type { BulkRowResult, CampaignCsvApplied, CampaignCsvAppliedRow, CampaignCsvCounts, CampaignCsvDryRunRow } from '../../src/api/contract';
import type { Caller, RouteContext } from '../context';
import { readLine } from './csv-cells';
import { planCsvRow } from './csv-row-plan';
import type { CsvUpload } from './csv-upload';
import type { KeptDryRun, KeptLine } from './dry-run-store';

/**
 * The dry run of an uploaded file: each line read (csv-cells.ts) and planned through the engine
 * without writing. Valid lines are kept (with the version they were planned at) for the apply.
 */
export const dryRunLines = (ctx: RouteContext, caller: Caller, spaceId: number, upload: CsvUpload): { rows: CampaignCsvDryRunRow[]; keep: KeptLine[]; counts: CampaignCsvCounts } => {
  const rows: CampaignCsvDryRunRow[] = [];
  const keep: KeptLine[] = [];
  const counts: CampaignCsvCounts = { rows: 0, changed: 0, unchanged: 0, refused: 0 };
  // A campaign named on two lines would be planned twice against the same version: the second is refused.
  const seen = new Set<number>();
  for (const record of upload.records) {
    counts.rows++;
    const read = readLine(record.cells, upload.columns);
    if ('refusal' in read) {
      const { code, message, field } = read.refusal;
      rows.push({ line: record.line, id: read.id, ok: false, changes: [], code, message, field });
      counts.refused++;
      continue;
    }
    if (seen.has(read.id)) {
      rows.push({ line: record.line, id: read.id, ok: false, changes: [], code: 2, message: DUPLICATE_MESSAGE, field: 'id' });
      counts.refused++;
      continue;
    }
    seen.add(read.id);
    const { result } = planCsvRow(ctx, caller, spaceId, read.id, read.change);
    rows.push(dryRow(record.line, result));
    if (!result.ok) counts.refused++;
    else if (result.changes.length === 0) counts.unchanged++;
    else {
      counts.changed++;
      keep.push({ line: record.line, id: read.id, change: read.change, version: result.version });
    }
  }
  return { rows, keep, counts };
};

/** The engine's answer as a dry-run line (its changes, or its refusal and the field at fault). */
const dryRow = (line: number, result: BulkRowResult): CampaignCsvDryRunRow => ({
  line,
  id: result.id,
  ok: result.ok,
  changes: result.changes,
  ...(result.ok ? {} : { code: result.code, message: result.message, ...(result.field ? { field: result.field } : {}) }),
  ...(result.sends_to_moderation ? { sends_to_moderation: true } : {}),
});

export const DUPLICATE_MESSAGE = 'This campaign is on an earlier line of the file';

/**
 * Applies a kept dry run: each valid line planned again (the campaign as it is now) and committed on
 * its own, so one refused line never blocks another. A campaign changed since the dry run is refused
 * (1320) rather than written over.
 */
export const applyDryRun = (ctx: RouteContext, caller: Caller, run: KeptDryRun): CampaignCsvApplied => {
  const rows: CampaignCsvAppliedRow[] = [];
  for (const line of run.lines) {
    const plan = planCsvRow(ctx, caller, run.spaceId, line.id, line.change, line.version);
    const result = plan.commit ? plan.commit() : plan.result;
    rows.push({ line: line.line, ...result });
  }
  const applied = rows.filter((row) => row.ok).length;
  return { token: run.token, rows, counts: { applied, refused: rows.length - applied } };
};
