import type { AudienceAction, AudienceCondition, DynamicAudience } from '../../src/api/contract';
import { hashUnit } from '../seed/random';

/**
 * POST /v1/audience/estimate (ours, beyond the spec): the members a dynamic audience definition
 * would hold, deterministic from the mock's seed as the targeting estimate is (estimates/
 * audience-size.ts): the same seed, space and definition always give the same figure. It is also the
 * row count a created or updated dynamic audience is stored with.
 *
 * The space's tracked visitors (0.2–2 million, from the seed and the space id) times the share the
 * definition keeps: each action reaches a share of them (its kind's base share, grown with its
 * period), each page_url parameter narrows that to 5–65 % (from a hash of its value); `or` joins
 * actions as a union, `and` as an intersection of independent shares; excludes take their share out.
 * Only the direction matters to the builder: more actions with `or` or longer periods grow it,
 * `and`, parameters and excludes shrink it.
 */
const ACTION_SHARE: Record<string, number> = { page_visit: 0.35, click: 0.08, conversion: 0.012 };
/** The period a base share is for; a longer one grows it sublinearly (returning visitors). */
const BASE_PERIOD_DAYS = 30;

const textHash = (value: string): number => [...value].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

export const trackedVisitors = (seed: number, spaceId: number): number => Math.round(200_000 + hashUnit(seed, spaceId, 0xa0d1) * 1_800_000);

const actionShare = (seed: number, action: AudienceAction): number => {
  const base = ACTION_SHARE[action.action] ?? 0;
  const days = Math.max(1, Number(action.period) || 1);
  let share = Math.min(0.95, base * (days / BASE_PERIOD_DAYS) ** 0.6);
  for (const parameter of action.parameters) share *= 0.05 + hashUnit(seed, textHash(parameter.value.trim().toLowerCase())) * 0.6;
  return share;
};

const blockShare = (seed: number, condition: AudienceCondition, actions: readonly AudienceAction[]): number => {
  const shares = actions.map((action) => actionShare(seed, action));
  if (shares.length === 0) return 0;
  if (condition === 'and') return shares.reduce((kept, share) => kept * share, 1);
  return 1 - shares.reduce((rest, share) => rest * (1 - share), 1);
};

const roundMembers = (value: number): number => {
  if (value < 1_000) return Math.round(value);
  return Math.round(value / (value < 100_000 ? 10 : 100)) * (value < 100_000 ? 10 : 100);
};

export const estimateMembers = (seed: number, spaceId: number, dynamic: DynamicAudience): number => {
  const include = blockShare(seed, dynamic.include_condition, dynamic.include_actions);
  const exclude = blockShare(seed, dynamic.exclude_condition, dynamic.exclude_actions);
  return roundMembers(trackedVisitors(seed, spaceId) * include * (1 - exclude));
};
