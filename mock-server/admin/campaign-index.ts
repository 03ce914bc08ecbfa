import type { AdminCampaignOrderField, AdminCampaignType, CampaignPhase } from '../../src/api/contract';
import type { MockStore } from '../db/store';
import type { StoredCampaign, StoredSpace } from '../db/types';
import { round2, UNITS_PER_USD } from '../seed/currency';
import { createAdminFigures, reportDataOf, typeOfCampaign, type AdminSums } from './campaign-figures';
import { phasesById } from './campaign-notes';
import { accountsOfWhitelabel } from './scope';
import type { AdminCampaignFilter } from './campaign-request';

/** One campaign of the index, with what the filters and sorts read worked out once. */
export interface IndexedCampaign {
  c: StoredCampaign;
  space: StoredSpace;
  type: Exclude<AdminCampaignType, 'all'>;
  lowerName: string;
  phase: CampaignPhase;
  sums: AdminSums;
}

export interface CampaignIndex {
  entries: IndexedCampaign[];
  /** The entries in the order asked (ties by id ascending), worked out once per index and order. */
  ordered(field: AdminCampaignOrderField, usd: boolean, ascending: boolean): IndexedCampaign[];
  /** The entries of a filter in the order asked: kept for the next page of the same filter and order. */
  view(field: AdminCampaignOrderField, usd: boolean, ascending: boolean, filter: AdminCampaignFilter): IndexedCampaign[];
}

const MAX_VIEWS = 64;

const filterKey = (f: AdminCampaignFilter): string =>
  [f.spaceId ?? '', f.statuses === null ? '' : [...f.statuses].sort((a, b) => a - b).join(','), f.type, f.country ?? '', f.name].join('|');

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const budgetIn = (c: StoredCampaign, usd: boolean): number => (usd ? round2(c.budget / UNITS_PER_USD[c.currency]) : c.budget);

const keyOf = (field: AdminCampaignOrderField, e: IndexedCampaign, usd: boolean, nameRank: Map<number, number>): number | string => {
  if (field === 'name') return nameRank.get(e.c.id) ?? 0;
  if (field === 'id') return e.c.id;
  if (field === 'budget') return budgetIn(e.c, usd);
  if (field === 'phase') return e.phase;
  if (field === 'status_key') return e.c.status_key;
  const data = reportDataOf(e.sums, 'all');
  if (field === 'spent') return usd ? data.spent_usd : data.spent;
  if (field === 'cpm') return (usd ? data.cpm_usd : data.cpm) ?? 0;
  if (field === 'cpc') return (usd ? data.cpc_usd : data.cpc) ?? 0;
  if (field === 'cpa') return usd ? data.cpa_usd : data.cpa;
  return data[field] ?? 0;
};

/**
 * The administrator campaigns list's index: a white-label's campaigns with their figures over one
 * range, and their orders, built once per store version (any change makes a new one; the per-campaign
 * sums underneath are kept by fingerprint, so a new index recomputes only what changed). A request
 * then filters an already sorted list and cuts its page: 10,000 campaigns answer in a few milliseconds.
 * Bounded: the least recently used of `maxIndexes` indexes is dropped.
 */
export const createCampaignIndexes = (store: MockStore, maxIndexes = 4) => {
  const figures = createAdminFigures(maxIndexes);
  const indexes = new Map<string, CampaignIndex>();

  const build = (whitelabel: number, fromDay: number, toDay: number, today: number): CampaignIndex => {
    const state = store.state();
    const accounts = accountsOfWhitelabel(state, whitelabel);
    const spaces = new Map(accounts.spaces.map((s) => [s.id, s]));
    const phases = phasesById(state);
    const sums = figures(state.meta.seed, fromDay, toDay, today);
    const entries: IndexedCampaign[] = [];
    for (const c of state.campaigns) {
      const space = spaces.get(c.space_id);
      if (!space) continue;
      entries.push({ c, space, type: typeOfCampaign(c), lowerName: c.name.toLowerCase(), phase: phases.get(c.id) ?? 'N/A', sums: sums(c) });
    }
    let nameRank: Map<number, number> | null = null;
    const orders = new Map<string, IndexedCampaign[]>();
    const views = new Map<string, IndexedCampaign[]>();
    const ordered: CampaignIndex['ordered'] = (field, usd, ascending) => {
      const key = `${field}:${usd}:${ascending}`;
      const found = orders.get(key);
      if (found) return found;
      nameRank ??= new Map([...entries].sort((a, b) => collator.compare(a.c.name, b.c.name) || a.c.id - b.c.id).map((e, rank) => [e.c.id, rank]));
      const ranks = nameRank;
      const keyed = entries.map((e) => ({ e, key: keyOf(field, e, usd, ranks) }));
      const direction = ascending ? 1 : -1;
      keyed.sort((a, b) => {
        const order = typeof a.key === 'string' && typeof b.key === 'string' ? collator.compare(a.key, b.key) : Number(a.key) - Number(b.key);
        return direction * order || a.e.c.id - b.e.c.id;
      });
      const sorted = keyed.map((k) => k.e);
      orders.set(key, sorted);
      return sorted;
    };
    return {
      entries,
      ordered,
      view: (field, usd, ascending, filter) => {
        const key = `${field}:${usd}:${ascending}:${filterKey(filter)}`;
        const found = views.get(key);
        if (found) return found;
        const all = ordered(field, usd, ascending);
        const kept = all.filter(passes(filter));
        // A bounded cache: a name typed letter by letter makes many views, each used a few times.
        if (views.size >= MAX_VIEWS) views.clear();
        views.set(key, kept);
        return kept;
      },
    };
  };

  return (whitelabel: number, fromDay: number, toDay: number, today: number): CampaignIndex => {
    const key = `${store.version()}:${whitelabel}:${fromDay}:${toDay}:${today}`;
    let index = indexes.get(key);
    if (index) indexes.delete(key);
    index ??= build(whitelabel, fromDay, toDay, today);
    indexes.set(key, index);
    while (indexes.size > maxIndexes) {
      const oldest = indexes.keys().next();
      if (oldest.done) break;
      indexes.delete(oldest.value);
    }
    return index;
  };
};

/** Whether an entry passes the list's filter (space, status, type, country, name). */
export const passes = (f: AdminCampaignFilter) => (e: IndexedCampaign): boolean =>
  (f.spaceId === null || e.c.space_id === f.spaceId) &&
  (f.statuses === null || f.statuses.has(e.c.status_key)) &&
  (f.type === 'all' || e.type === f.type) &&
  (f.country === null || e.space.country === f.country) &&
  (f.name === '' || e.lowerName.includes(f.name));

export { budgetIn };
