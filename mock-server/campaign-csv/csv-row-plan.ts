import type { BulkRowResult, CampaignRowChange } from '../../src/api/contract';
import { planRowChange, type RowPlan } from '../campaign-bulk/row-change';
import type { Caller, RouteContext } from '../context';
import type { CsvLineChange } from './csv-cells';

/**
 * One CSV line through the shared per-row engine (campaign-bulk/row-change.ts: ownership, diff, every
 * save and run/pause rule, atomic commit). The engine refuses a campaign of another account than the
 * file's (3), and, at apply time, one changed since the dry run (1320, `version`). Only the status is
 * the file's own: it names a status, which becomes Run, Pause or no change here.
 */
export interface CsvRowPlan {
  result: BulkRowResult;
  /** Writes the line (absent when it is refused or changes nothing); answers the final result. */
  commit?: () => BulkRowResult;
}

/** The statuses a line may name to ask for Run or Pause (spec 1 §4 row actions). */
const STATUS_ACTION: Partial<Record<string, CampaignRowChange['status']>> = { run: 'run', pause: 'pause', running: 'run', paused: 'pause' };

/**
 * The status cell as the engine's change. Only run / running (Run) and pause / paused (Pause) ask for
 * anything. Any other status is the one the file was downloaded with: the system moves campaigns
 * between those on its own (moderation, a spent daily budget, a schedule's start, the balance), so a
 * file a little older than the campaign names a status it no longer has, and that must not refuse the
 * line's real edits. Asking for the status the campaign has is no change either (row-status.ts).
 */
const statusChange = (wanted: CsvLineChange['status']): { status?: CampaignRowChange['status'] } => {
  const action = wanted === undefined ? undefined : STATUS_ACTION[wanted];
  return action ? { status: action } : {};
};

const fromPlan = (plan: RowPlan): CsvRowPlan => {
  const { commit } = plan;
  return commit ? { result: plan.result, commit: () => commit().result } : { result: plan.result };
};

export const planCsvRow = (ctx: RouteContext, caller: Caller, spaceId: number, id: number, change: CsvLineChange, expectedVersion?: number): CsvRowPlan => {
  const { status, ...rest } = change;
  const options = { spaceId, ...(expectedVersion === undefined ? {} : { expectedVersion }) };
  return fromPlan(planRowChange(ctx, caller, id, { ...rest, ...statusChange(status) }, options));
};
