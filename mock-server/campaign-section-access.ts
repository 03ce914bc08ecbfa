import type { Response } from 'express';
import { CAMPAIGN_GOALS, CODE, type CampaignGoal, type CampaignType, type Envelope } from '../src/api/contract';
import { atLeastOneVideoAd, defaultAppPromotion, defaultWebsitePromotion, newCampaignFields } from '../src/api/contract/campaign-defaults';
import { CAMPAIGN_SECTION_FIELDS, SECTION_NAMES, sectionOfField, type SectionPermission } from '../src/api/contract/campaign-sections';
import { copyDate, copyName, dayIn } from '../src/domain/campaignCopy';
import { newCampaignName } from '../src/domain/newCampaignName';
import { keepsAppPromotion, keepsWebsitePromotion } from '../src/domain/promotionClearing';
import { campaignFieldsNode } from './campaign-shape';
import { canActOnSpace, hasPermission, type Caller } from './context';
import { changedLeaves } from './db/revisions';
import type { DbState, StoredCampaign } from './db/types';
import { toId, type Fields } from './http/body';
import type { CampaignFields } from './seed/campaign-defaults';
import * as mockClock from './clock';

/**
 * Section permissions on the server (spec 2 §2 and §6, spec 1 §6): CAMPAIGN_EDIT lets a caller save,
 * and each section's permission lets them change that section's fields (CAMPAIGN_SECTION_FIELDS, the
 * table the editor's section registry agrees with). A save may carry a hidden section's fields as they
 * are — the editor sends the whole campaign — but not changed.
 *
 * "Changed" is measured against what the caller was given: the stored campaign on update; on create
 * the new campaign the editor starts from (the defaults of the chosen type and goal, named after the
 * account's campaign count: src/domain/newCampaignName.ts), or for a copy
 * the copy of its source as the editor makes it (name with " - Copy", past dates dropped). Both sides
 * go through the save's own reading of the body, and a date is compared by the calendar day it falls
 * on in the campaign's timezone, the only thing the editor's date inputs can show or change.
 */

/** The type and goal a new campaign was created with (the list's Campaign Type modal), if they pair. */
const typeAndGoal = (body: Fields): [CampaignType, CampaignGoal] | null => {
  const type = (Object.keys(CAMPAIGN_GOALS) as CampaignType[]).find((t) => t === body.campaign_type);
  const goal = type ? (CAMPAIGN_GOALS[type] as readonly CampaignGoal[]).find((g) => g === body.goal) : undefined;
  return type && goal ? [type, goal] : null;
};

/** The copy of a stored campaign as the editor opens it for /campaign/create?replicatedId=. */
const copyOf = (source: StoredCampaign, now: number): CampaignFields => {
  const fields = campaignFieldsNode.read(source, source, '', {});
  const offset = fields.timezone_offset_seconds;
  return {
    ...fields,
    name: copyName(source.name),
    campaign_start_at: copyDate(fields.campaign_start_at, offset, now),
    campaign_end_at: copyDate(fields.campaign_end_at, offset, now),
    replicated_from: source.id,
  };
};

/**
 * What a save is compared with: the stored campaign, the copied source, or the new campaign the editor
 * starts from (its type's defaults, named after the account's campaign count).
 */
const baselineOf = (state: DbState, caller: Caller, body: Fields, stored: StoredCampaign | null, spaceId: number): CampaignFields => {
  if (stored) return campaignFieldsNode.read(stored, stored, '', {});
  const sourceId = toId(body.replicated_from);
  const source = sourceId === null ? undefined : state.campaigns.find((c) => c.id === sourceId && canActOnSpace(caller, c.space_id));
  if (source) return copyOf(source, mockClock.now());
  const chosen = typeAndGoal(body);
  const fields = chosen ? newCampaignFields(...chosen) : newCampaignFields('awareness', 'enhanced_exposure');
  return { ...fields, name: newCampaignName(state.campaigns.filter((c) => c.space_id === spaceId).length) };
};

/**
 * The fields as the editor can tell them apart: one video item at least, dates as calendar days, and
 * a promotion only where the type uses it (the app promotion for consideration, the website promotion
 * for conversion, spec 1 §4), with the empty one where it is used but was never filled.
 */
const comparable = (fields: CampaignFields): Record<string, unknown> => {
  const offset = fields.timezone_offset_seconds;
  const day = (instant: string | null) => (instant === null ? null : dayIn(instant, offset));
  const strategy = fields.bidding_strategy;
  return {
    ...fields,
    campaign_start_at: day(fields.campaign_start_at),
    campaign_end_at: day(fields.campaign_end_at),
    bidding_strategy: {
      ...strategy,
      app_promotion: keepsAppPromotion(strategy.type) ? (strategy.app_promotion ?? defaultAppPromotion()) : null,
      website_promotion: keepsWebsitePromotion(strategy.type) ? (strategy.website_promotion ?? defaultWebsitePromotion()) : null,
    },
    visuals: atLeastOneVideoAd(fields.visuals),
  };
};

/** The sections of the campaign's own fields (the owner fields are judged above, by their presence). */
const CAMPAIGN_FIELD_SECTIONS = (Object.keys(CAMPAIGN_SECTION_FIELDS) as SectionPermission[]).filter((s) => s !== 'CAMPAIGN_ADMINISTRATION');

/** The first section a save into the space would change that the caller may not edit, or null when none. */
export const forbiddenSectionOf = (
  state: DbState,
  caller: Caller,
  body: Fields,
  stored: StoredCampaign | null,
  spaceId: number,
): SectionPermission | null => {
  if (body.owner !== undefined && !hasPermission(caller, 'CAMPAIGN_ADMINISTRATION')) return 'CAMPAIGN_ADMINISTRATION';
  // Most callers hold every section the campaign's own fields belong to: nothing to compare.
  if (CAMPAIGN_FIELD_SECTIONS.every((section) => hasPermission(caller, section))) return null;
  const baseline = baselineOf(state, caller, body, stored, spaceId);
  // Shape errors are the save's own to report (code 2); a field that cannot be read keeps the baseline here.
  const next = campaignFieldsNode.read(body, baseline, '', {});
  const changed = changedLeaves(comparable(baseline), comparable(next));
  for (const { path } of changed) {
    const section = sectionOfField(path);
    if (section && !hasPermission(caller, section)) return section;
  }
  return null;
};

/** The refusal: code 3 (Illegal action), its message naming the section the caller may not change. */
export const refuseSection = (res: Response, section: SectionPermission): void => {
  const body: Envelope<null> = {
    type: { code: CODE.ILLEGAL_ACTION, message: sectionRefusalMessage(section) },
    data: null,
  };
  res.status(403).json(body);
};

export const sectionRefusalMessage = (section: SectionPermission): string =>
  `Illegal action: you may not change the ${SECTION_NAMES[section]} section of this campaign`;
