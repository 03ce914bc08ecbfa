import { CAMPAIGN_STATUS, CAMPAIGN_STATUS_KEYS, type CampaignStatusKey } from '../../src/api/contract';
import type { MockScale } from '../config';
import type { StoredCampaign, StoredSpace } from '../db/types';
import type { AccountProfile } from './accounts';
import { ALL_GOALS, buildCampaign, STATUS_WEIGHTS, type CampaignSpec } from './campaign-factory';
import {
  CAMPAIGN_COUNTS,
  FIRST_CAMPAIGN_ID,
  FIRST_GENERATED_SPACE_ID,
  FORMULA_CAMPAIGN_SPACE_ID,
  FORMULA_PROBE,
  LEGACY_CAMPAIGN_IDS,
  PERSONA_IDS,
  XSS_CAMPAIGN_SPACE_ID,
  XSS_PROBE,
} from './facts';
import { CAMPAIGN_PLACES, CAMPAIGN_THEMES } from './names';
import { hashUnit, type Random } from './random';

/**
 * The demo advertiser's ~30 campaigns: the first 13 take every status in catalogue order, goals cycle
 * through every goal, so the list shows each status and goal at least once (ids 1000001..1000030).
 */
const ADVERTISER_CAMPAIGN_NAMES = [
  'Spring Sale — Lagos', 'Summer Launch — Abuja', 'Back to School — Yerevan', 'Black Friday — London',
  'Holiday Gifts — Berlin', 'App Install Push — Lagos', 'Brand Awareness — Nationwide', 'Retargeting Wave — New York',
  'Weekend Flash Sale — Chicago', 'Loyalty Rewards — Toronto', 'Product Launch — Paris', 'Clearance — Manchester',
  'Grand Opening — Accra', 'Valentine Special — Dubai', 'Ramadan Offers — Abuja', 'Easter Treats — Nairobi',
  'Cyber Monday — Online', 'Free Delivery Week — Lagos', 'Podcast Spots — New York', 'Morning Commute Audio — London',
  'Video Teaser — Berlin', 'New Year Deals — Yerevan', 'Spring Sale — Port Harcourt', 'Summer Launch — Gyumri',
  'App Install Push — Nairobi', 'Brand Awareness — Online', 'Retargeting Wave — Dubai', 'Loyalty Rewards — Chicago',
  'Product Launch — Moscow', 'Black Friday — Toronto',
] as const;

const ADMIN_CAMPAIGNS: readonly Omit<CampaignSpec, 'id'>[] = [
  { name: 'Agency Showcase — Online', status: CAMPAIGN_STATUS.running, goal: 'maximized_reach' },
  { name: 'Internal QA — Nationwide', status: CAMPAIGN_STATUS.draft, goal: 'landing_page_traffic' },
  { name: 'House Ads — London', status: CAMPAIGN_STATUS.paused, goal: 'enhanced_exposure' },
];

const randomStatus = (rnd: Random): CampaignStatusKey => rnd.weighted(STATUS_WEIGHTS);

const uniqueName = (rnd: Random, taken: Set<string>): string => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const name = `${rnd.pick(CAMPAIGN_THEMES)} — ${rnd.pick(CAMPAIGN_PLACES)}`;
    if (!taken.has(name)) return name;
  }
  let n = 2;
  while (taken.has(`Campaign #${n}`)) n += 1;
  return `Campaign #${n}`;
};

/** Splits `total` over `slots` accounts: at least one each, the rest drawn at random. */
const spread = (rnd: Random, total: number, slots: number): number[] => {
  const counts = Array.from({ length: slots }, () => 1);
  for (let left = total - slots; left > 0; left -= 1) {
    const slot = rnd.int(0, slots - 1);
    counts[slot] = (counts[slot] ?? 0) + 1;
  }
  return counts;
};

/** The seed of a campaign's own detail stream (see buildCampaign): the same seed and id, the same details. */
const detailSeedOf = (seed: number, id: number): number => Math.floor(hashUnit(seed, id, 0x5eed) * 4294967296);

export const buildCampaigns = (rnd: Random, accounts: readonly AccountProfile[], scale: MockScale, seed: number): StoredCampaign[] => {
  const spaceOf = (id: number): StoredSpace => {
    const found = accounts.find((a) => a.space.id === id)?.space;
    if (!found) throw new Error(`seed: no space ${id}`);
    return found;
  };
  const campaigns: StoredCampaign[] = [];
  let nextId = FIRST_CAMPAIGN_ID;
  const add = (space: StoredSpace, spec: Omit<CampaignSpec, 'id'>, id: number = nextId++): void => {
    campaigns.push(buildCampaign(rnd, space, { ...spec, id }, detailSeedOf(seed, id)));
  };

  const advertiser = spaceOf(PERSONA_IDS.advertiser.spaceId);
  ADVERTISER_CAMPAIGN_NAMES.forEach((name, index) => {
    const status = CAMPAIGN_STATUS_KEYS[index] ?? randomStatus(rnd);
    const goal = ALL_GOALS[index % ALL_GOALS.length] ?? 'enhanced_exposure';
    // One running campaign with a disapproved creative, for the list's warning icon.
    const creative = index === 13 ? 'disapproved' : undefined;
    add(advertiser, { name, status: index === 13 ? CAMPAIGN_STATUS.running : status, goal, ...(creative ? { creative } : {}) });
  });
  ADMIN_CAMPAIGNS.forEach((spec) => add(spaceOf(PERSONA_IDS.admin.spaceId), spec));

  const generated = accounts.filter((a) => a.space.id >= FIRST_GENERATED_SPACE_ID).map((a) => a.space);
  const total = CAMPAIGN_COUNTS[scale] - campaigns.length - LEGACY_CAMPAIGN_IDS.length;
  const counts = spread(rnd, total, generated.length);
  generated.forEach((space, index) => {
    const taken = new Set<string>();
    for (let n = 0; n < (counts[index] ?? 0); n += 1) {
      let name = uniqueName(rnd, taken);
      // The drawn name counts as taken even when a probe replaces it, so the draws after it stay the same.
      taken.add(name);
      let status = randomStatus(rnd);
      if (n === 0 && space.id === XSS_CAMPAIGN_SPACE_ID) [name, status] = [XSS_PROBE, CAMPAIGN_STATUS.running];
      // Only the name: a changed status would draw other dates and shift every campaign after it.
      else if (n === 1 && space.id === FORMULA_CAMPAIGN_SPACE_ID) name = FORMULA_PROBE;
      // A few campaigns wait for moderation in other accounts (the admin's moderation badge).
      else if (n === 0 && index % 9 === 2) status = CAMPAIGN_STATUS.in_moderation;
      add(space, { name, status, goal: rnd.pick(ALL_GOALS) });
    }
  });

  const [firstLegacy, secondLegacy] = LEGACY_CAMPAIGN_IDS;
  add(spaceOf(FIRST_GENERATED_SPACE_ID + 3), { name: 'Legacy Banner Campaign 2019', status: CAMPAIGN_STATUS.archived, goal: 'enhanced_exposure' }, firstLegacy);
  add(spaceOf(FIRST_GENERATED_SPACE_ID + 5), { name: 'Legacy Traffic Campaign 2020', status: CAMPAIGN_STATUS.finished_overdue, goal: 'landing_page_traffic' }, secondLegacy);
  // Old campaigns really are old: their dates predate the generated schedules.
  campaigns
    .filter((c) => (LEGACY_CAMPAIGN_IDS as readonly number[]).includes(c.id))
    .forEach((c, index) => {
      const year = 2019 + index;
      Object.assign(c, {
        created_at: `${year}-02-20T10:00:00.000Z`,
        campaign_start_at: `${year}-03-01T00:00:00.000Z`,
        campaign_end_at: `${year}-05-31T23:59:59.000Z`,
        updated_at: `${year}-05-31T23:59:59.000Z`,
        moderation_start_at: `${year}-02-21T10:00:00.000Z`,
        content_changed_at: `${year}-02-21T10:00:00.000Z`,
      });
    });
  return campaigns.sort((a, b) => a.id - b.id);
};
