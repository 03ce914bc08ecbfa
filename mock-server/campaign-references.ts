import { CODE, type ErrorCode } from '../src/api/contract';
import { catalogueMessage } from './codes';
import type { StoredAudience, StoredCampaign } from './db/types';
import type { CampaignFields } from './seed/campaign-defaults';
import { APP_CATEGORIES, isGameCategory } from './seed/app-categories';
import { citiesOf } from './seed/cities';
import { dictionaryValues } from './seed/dictionaries';

/**
 * The ids a campaign refers to, against what exists: interests from their dictionary, cities of the
 * campaign's own country, app categories from the placements' list, segment audiences and the campaign
 * it was copied from in the campaign's own space. An unknown dictionary value is code 2 on its list;
 * an unknown audience 180 "Audience not found" (the catalogue's own, as the audience estimate answers),
 * another white-label's alike; another space's audience or source campaign 3 "Illegal action", as the estimate refuses another
 * space's audience: a save must not store what no other call of the space may read.
 */
export const REFERENCE_MESSAGES = {
  interest: 'Unknown interest.',
  city: 'Not a city of this country.',
  category: 'Unknown app category.',
  gameCategory: 'Not a game category.',
  replicatedFrom: 'Unknown campaign.',
} as const;

export interface ReferenceProblem {
  code: ErrorCode;
  field: string;
  message: string;
}

export interface ReferenceContext {
  spaceId: number;
  /**
   * Whether the caller may read a space's campaigns: an administrator copies a campaign of any account
   * into the one they act as (the list's replicate), an advertiser only within their own.
   */
  mayRead: (spaceId: number) => boolean;
  /**
   * Whether the caller may learn that a record of a space exists (caller-reach.ts knowsSpace): another
   * white-label's audience or campaign is answered as an unknown one.
   */
  knows: (spaceId: number) => boolean;
  audiences: readonly StoredAudience[];
  campaigns: readonly StoredCampaign[];
  /**
   * The segment audience ids the stored campaign already names: one of them since deleted is kept
   * (the campaign loads and saves, the editor shows it as deleted); a deleted one newly added is 180.
   */
  keptAudienceIds?: ReadonlySet<number>;
}

const CATEGORY_VALUES = new Set(APP_CATEGORIES.map((category) => category.value));

const firstUnknown = <T>(values: readonly T[], known: ReadonlySet<T>): T | undefined => values.find((value) => !known.has(value));

const audienceProblems = (next: CampaignFields, ctx: ReferenceContext): ReferenceProblem[] => {
  const lists = next.targeting.segment_audiences;
  const found: ReferenceProblem[] = [];
  for (const key of ['include_any', 'include', 'exclude'] as const) {
    const field = `targeting.segment_audiences.${key}`;
    for (const id of lists[key]) {
      const audience = ctx.audiences.find((one) => one.id === id && ctx.knows(one.space_id));
      const gone = audience?.deleted_at !== undefined && !(ctx.keptAudienceIds?.has(id) ?? false);
      if (!audience || gone) found.push({ code: CODE.AUDIENCE_NOT_FOUND, field, message: catalogueMessage(CODE.AUDIENCE_NOT_FOUND) });
      else if (audience.space_id !== ctx.spaceId) found.push({ code: CODE.ILLEGAL_ACTION, field, message: catalogueMessage(CODE.ILLEGAL_ACTION) });
      else continue;
      break;
    }
  }
  return found;
};

const sourceProblems = (next: CampaignFields, ctx: ReferenceContext): ReferenceProblem[] => {
  if (next.replicated_from === null) return [];
  const source = ctx.campaigns.find((one) => one.id === next.replicated_from && ctx.knows(one.space_id));
  if (!source) return [{ code: CODE.INVALID_ARGUMENT, field: 'replicated_from', message: REFERENCE_MESSAGES.replicatedFrom }];
  return source.space_id === ctx.spaceId || ctx.mayRead(source.space_id) ? [] : [{ code: CODE.ILLEGAL_ACTION, field: 'replicated_from', message: catalogueMessage(CODE.ILLEGAL_ACTION) }];
};

export const referenceProblems = (next: CampaignFields, ctx: ReferenceContext): ReferenceProblem[] => {
  const found: ReferenceProblem[] = [];
  const invalid = (field: string, message: string) => found.push({ code: CODE.INVALID_ARGUMENT, field, message });
  const interests = new Set(dictionaryValues('interests'));
  if (firstUnknown<unknown>(next.targeting.interests, interests) !== undefined) invalid('targeting.interests', REFERENCE_MESSAGES.interest);
  // Without a country the shared rule already asks for one (citiesNeedCountry).
  if (next.country !== '') {
    const cities = new Set(citiesOf(next.country).map((city) => city.id));
    if (firstUnknown(next.targeting.city_ids, cities) !== undefined) invalid('targeting.city_ids', REFERENCE_MESSAGES.city);
  }
  const { placement } = next;
  for (const key of ['included_app_categories', 'excluded_app_categories'] as const) {
    if (firstUnknown(placement[key], CATEGORY_VALUES) !== undefined) invalid(`placement.${key}`, REFERENCE_MESSAGES.category);
  }
  if (placement.excluded_game_categories.some((value) => !isGameCategory(value))) invalid('placement.excluded_game_categories', REFERENCE_MESSAGES.gameCategory);
  return [...found, ...audienceProblems(next, ctx), ...sourceProblems(next, ctx)];
};
