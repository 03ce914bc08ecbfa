import { CAMPAIGN_STATUS, type BulkRowResult, type CampaignRowChange } from '../../src/api/contract';
import { planRowChange, type RowPlan } from '../campaign-bulk/row-change';
import { catalogueMessage, EXTRA_CODE } from '../codes';
import type { Caller, RouteContext } from '../context';
import type { StoredCampaign } from '../db/types';
import type { CsvLineChange } from './csv-cells';

/**
 * One CSV line through the shared per-row engine (campaign-bulk/row-change.ts: ownership, diff, every
 * save and run/pause rule, atomic commit). The engine refuses a campaign of another account than the
 * file's (3), and, at apply time, one changed since the dry run (1320, `version`). Only the status is
 * the file's own: it names the status wanted, which becomes Run or Pause here.
 */
export interface CsvRowPlan {
  result: BulkRowResult;
  /** Writes the line (absent when it is refused or changes nothing); answers the final result. */
  commit?: () => BulkRowResult;
}

/** The statuses a line may name to ask for Run or Pause (spec 1 §4 row actions). */
const STATUS_ACTION: Partial<Record<string, CampaignRowChange['status']>> = { run: 'run', pause: 'pause', running: 'run', paused: 'pause' };

/** The status cell as the engine's change: the campaign's own status is no change; run/pause otherwise. */
const statusChange = (wanted: CsvLineChange['status'], current: number | undefined): { status?: CampaignRowChange['status'] } | null => {
  if (wanted === undefined || (wanted in CAMPAIGN_STATUS && CAMPAIGN_STATUS[wanted as keyof typeof CAMPAIGN_STATUS] === current)) return {};
  const action = STATUS_ACTION[wanted];
  return action ? { status: action } : null;
};

const fromPlan = (plan: RowPlan): CsvRowPlan => {
  const { commit } = plan;
  return commit ? { result: plan.result, commit: () => commit().result } : { result: plan.result };
};

/** The campaigns by id, built once per file (a find per line would scan every campaign 5,000 times). */
export type CampaignsById = ReadonlyMap<number, StoredCampaign>;
export const campaignsById = (ctx: RouteContext): CampaignsById => new Map(ctx.store.state().campaigns.map((c) => [c.id, c]));

export const planCsvRow = (ctx: RouteContext, caller: Caller, campaigns: CampaignsById, spaceId: number, id: number, change: CsvLineChange, expectedVersion?: number): CsvRowPlan => {
  // The object itself: its status is the current one even after an earlier line of the file was applied.
  const current = campaigns.get(id)?.status_key;
  const { status, ...rest } = change;
  const asked = statusChange(status, current);
  const options = { spaceId, ...(expectedVersion === undefined ? {} : { expectedVersion }) };
  if (asked === null) {
    // The ownership and version refusals come first, as for any other refusal of the line.
    const plan = planRowChange(ctx, caller, id, {}, options);
    if (!plan.result.ok) return { result: plan.result };
    const code = EXTRA_CODE.STATUS_NOT_SUPPORTED;
    return { result: { id, ok: false, changes: [], code, message: catalogueMessage(code), field: 'status', version: plan.result.version } };
  }
  return fromPlan(planRowChange(ctx, caller, id, { ...rest, ...asked }, options));
};
