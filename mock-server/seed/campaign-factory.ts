import {
  CAMPAIGN_GOALS,
  CAMPAIGN_STATUS,
  type CampaignGoal,
  type CampaignStatusKey,
  type CampaignType,
  type CreativeStatus,
} from '../../src/api/contract';
import { DEFAULT_ATTRIBUTION_TAGS, DEFAULT_BID, SLOT_COUNT } from '../../src/api/contract';
import { isoDateTime, SEED_EPOCH_DAY } from '../dates';
import type { StoredCampaign, StoredSpace } from '../db/types';
import { refreshCreativeStatus } from '../creative-decisions';
import { timezoneOf } from './countries';
import { round2, UNITS_PER_USD } from './currency';
import {
  biddingStrategy,
  isAppGoal,
  pickApp,
  seedAttribution,
  seedFrequency,
  seedOwner,
  seedPlacement,
  seedScheduling,
  seedTargeting,
  seedTestDevices,
} from './campaign-details';
import { seedVisuals } from './campaign-visuals';
import { slug } from './names';
import { createRandom, type Random } from './random';

/** Every goal in catalogue order, and the campaign type each belongs to. */
export const ALL_GOALS: readonly CampaignGoal[] = Object.values(CAMPAIGN_GOALS).flat();
export const typeOfGoal = (goal: CampaignGoal): CampaignType =>
  (Object.keys(CAMPAIGN_GOALS) as CampaignType[]).find((type) =>
    (CAMPAIGN_GOALS[type] as readonly CampaignGoal[]).includes(goal),
  ) ?? 'awareness';

/** Running is the common case; each other status still turns up a few times per hundred. */
export const STATUS_WEIGHTS: readonly (readonly [CampaignStatusKey, number])[] = [
  [CAMPAIGN_STATUS.running, 24],
  [CAMPAIGN_STATUS.paused, 10],
  [CAMPAIGN_STATUS.archived, 7],
  [CAMPAIGN_STATUS.draft, 7],
  [CAMPAIGN_STATUS.finished_overdue, 7],
  [CAMPAIGN_STATUS.finished_budget_spent, 5],
  [CAMPAIGN_STATUS.in_moderation, 5],
  [CAMPAIGN_STATUS.rejected, 5],
  [CAMPAIGN_STATUS.waiting_to_start, 5],
  [CAMPAIGN_STATUS.running_daily_budget_reached, 6],
  [CAMPAIGN_STATUS.waiting_for_ad_exchange, 3],
  [CAMPAIGN_STATUS.paused_due_to_user_balance_spent, 4],
  [CAMPAIGN_STATUS.paused_pending_balance_validation, 3],
];

interface Schedule {
  start: number | null;
  end: number | null;
  /** Last status change: campaigns that stopped delivering stop on this day (metrics.ts). */
  updated: number;
}

/**
 * Dates hang from SEED_EPOCH_DAY (2026-06-01), not from "now", so the seed is the same whenever it is
 * built. Running campaigns have no end (or a far one), so they have metrics for whatever "today" is.
 */
const scheduleFor = (rnd: Random, status: CampaignStatusKey): Schedule => {
  const e = SEED_EPOCH_DAY;
  switch (status) {
    case CAMPAIGN_STATUS.draft: {
      const start = rnd.chance(0.5) ? null : e + rnd.int(420, 540);
      return { start, end: null, updated: e + rnd.int(60, 160) };
    }
    case CAMPAIGN_STATUS.waiting_to_start: {
      const start = e + rnd.int(420, 540);
      return { start, end: rnd.chance(0.5) ? start + rnd.int(30, 90) : null, updated: e + rnd.int(100, 160) };
    }
    case CAMPAIGN_STATUS.in_moderation:
    case CAMPAIGN_STATUS.rejected:
    case CAMPAIGN_STATUS.waiting_for_ad_exchange: {
      const start = rnd.chance(0.3) ? null : e + rnd.int(100, 170);
      return { start, end: null, updated: e + rnd.int(120, 170) };
    }
    case CAMPAIGN_STATUS.running:
    case CAMPAIGN_STATUS.running_daily_budget_reached: {
      const start = e + rnd.int(-400, 120);
      return { start, end: rnd.chance(0.3) ? e + rnd.int(400, 700) : null, updated: start };
    }
    case CAMPAIGN_STATUS.finished_overdue:
    case CAMPAIGN_STATUS.archived: {
      const start = e + rnd.int(-450, -150);
      const end = start + rnd.int(20, 120);
      return { start, end, updated: end };
    }
    default: {
      // Paused and finished-budget-spent campaigns delivered for a while, then stopped.
      const start = e + rnd.int(-400, 60);
      return { start, end: null, updated: Math.min(e + 165, start + rnd.int(20, 200)) };
    }
  }
};

const creativeFor = (rnd: Random, status: CampaignStatusKey): CreativeStatus => {
  if (status === CAMPAIGN_STATUS.in_moderation) return 'pending_review';
  if (status === CAMPAIGN_STATUS.rejected) return 'disapproved';
  return rnd.weighted<CreativeStatus>([
    ['approved', 85],
    ['disapproved', 10],
    ['pending_review', 5],
  ]);
};

export interface CampaignSpec {
  id: number;
  name: string;
  status: CampaignStatusKey;
  goal: CampaignGoal;
  creative?: CreativeStatus;
}

export const laterBy = (iso: string, seconds: number): string => new Date(Date.parse(iso) + seconds * 1000).toISOString();

const REJECTION_REASONS = [
  'The landing page does not match the ad text.',
  'The banner promises a discount the landing page does not show.',
  'Restricted content: please review the advertising policy and resubmit.',
] as const;

/** Statuses a moderator has approved: everything but draft, in moderation and rejected. */
const NEVER_APPROVED = new Set<number>([CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.in_moderation, CAMPAIGN_STATUS.rejected]);

/**
 * One complete campaign. The shared stream `rnd` draws exactly what it drew before the record grew
 * (schedule, budget, bid, creative status, retargeting, creation time, in that order), so the names,
 * statuses and dates of every campaign stay those the tests and screenshots know; everything added
 * since comes from a stream of the campaign's own (`detailSeed`), which shifts nothing else.
 */
export const buildCampaign = (rnd: Random, space: StoredSpace, spec: CampaignSpec, detailSeed: number): StoredCampaign => {
  const rate = UNITS_PER_USD[space.currency];
  const type = typeOfGoal(spec.goal);
  const { start, end, updated } = scheduleFor(rnd, spec.status);
  const created = (start ?? SEED_EPOCH_DAY + rnd.int(0, 100)) - rnd.int(2, 20);
  const dailyUsd = rnd.int(3, 120) * 5;
  const budget = rate === 1 ? dailyUsd : Math.round((dailyUsd * rate) / 500) * 500;
  const manual = rnd.chance(0.3);
  const bid = round2(rnd.float(0.2, 2.5) * rate);
  const creativeStatus = spec.creative ?? creativeFor(rnd, spec.status);
  const isRetargeting = rnd.chance(0.15);
  const createdAt = isoDateTime(created, rnd.int(28_800, 64_800));
  const updatedAt = isoDateTime(Math.max(updated, created), 72_000);

  const own = createRandom(detailSeed);
  const stem = slug(spec.name);
  const site = `https://www.${slug(space.name)}.example/${stem}`;
  const app = isAppGoal(spec.goal) ? pickApp(own) : null;
  const approved = !NEVER_APPROVED.has(spec.status);
  const draft = spec.status === CAMPAIGN_STATUS.draft;
  // Published an hour after creation (approved or rejected soon after, see seed/revisions.ts); a
  // campaign still in moderation entered it at its last change.
  const moderationStart = draft ? null : spec.status === CAMPAIGN_STATUS.in_moderation ? updatedAt : laterBy(createdAt, 3600);
  const rejected = spec.status === CAMPAIGN_STATUS.rejected;
  const campaign: StoredCampaign = {
    id: spec.id,
    version: 1,
    name: spec.name,
    space_id: space.id,
    status_key: spec.status,
    campaign_type: type,
    goal: spec.goal,
    campaign_type_key: 1,
    budget_type_key: 2,
    budget,
    currency: space.currency,
    creative_status: creativeStatus,
    campaign_start_at: start === null ? null : isoDateTime(start),
    campaign_end_at: end === null ? null : isoDateTime(end, 86_399),
    country: space.country,
    timezone_offset_seconds: timezoneOf(space.country),
    product_url: app ? app.store_url : site,
    manual_cpx: manual,
    user_cpx: manual ? bid : null,
    cpx: manual ? bid : DEFAULT_BID,
    cpm: manual ? round2(bid * 1.2) : DEFAULT_BID,
    is_auto_enhancement: own.chance(0.8),
    slots: Array.from({ length: SLOT_COUNT }, () => own.chance(0.9)),
    slots_include_unknown: true,
    attribution: seedAttribution(own, stem),
    attribution_tags: DEFAULT_ATTRIBUTION_TAGS,
    test_devices: seedTestDevices(own),
    has_whitelist: false,
    bidding_strategy: biddingStrategy(own, { goal: spec.goal, type, is_retargeting: isRetargeting, click_url: type === 'other' ? '' : `${site}?ref=dsp`, site, stem }, app),
    targeting: seedTargeting(own, spec.goal, space.country),
    targeting_on: false,
    placement: seedPlacement(own, app),
    scheduling: seedScheduling(own),
    frequency_cap: seedFrequency(own, spec.goal),
    freq_and_scheduling_on: false,
    visuals: seedVisuals(own, {
      goal: spec.goal,
      stem,
      company: space.name,
      review: draft ? null : creativeStatus,
      incomplete: draft && own.chance(0.4),
      app: app ? { name: app.app_name, developer: app.developer, price: app.price, starRating: app.star_rating } : undefined,
    }),
    owner: seedOwner(own, approved, createdAt.slice(0, 10)),
    replicated_from: null,
    created_at: createdAt,
    updated_at: updatedAt,
    moderation_start_at: moderationStart,
    rejection_reason: rejected ? own.pick(REJECTION_REASONS) : null,
    content_changed_at: moderationStart ?? updatedAt,
    rejected_version: rejected ? 1 : null,
  };
  // The targeting tab's ON badge: a campaign seeded with manual targeting has it on, as the editor
  // sets it when the advertiser picks manual targeting. Set after the literal, so the seed's random
  // draws stay in the same order.
  campaign.targeting_on = !campaign.targeting.automatic_targeting;
  // The list's creative status is what the creatives' decisions say (drafts and audio campaigns have
  // none yet: pending review), whatever status their decisions were drawn to agree with.
  refreshCreativeStatus(campaign);
  return campaign;
};
