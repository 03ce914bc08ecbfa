import {
  AGE_RANGE,
  AUDIENCE_SIZE_DEFAULTS,
  LOCATION_OPTION_KEY,
  type AudienceSizeRequest,
  type CampaignTargeting,
  type PlacementsGaugeRequest,
} from '../../../src/api/contract';
import type { PlacementValues } from '../form/campaignFormValues';

/** The form values the audience estimate reads (useWatch names: 'targeting', 'country', 'cpm'). */
export interface AudienceInputs {
  targeting: CampaignTargeting | undefined;
  country: string | undefined;
  cpm: number | null | undefined;
}

/** The form values the placements gauge reads (useWatch names: 'placement', 'country'). */
export interface PlacementInputs {
  placement: PlacementValues | undefined;
  country: string | undefined;
}

/** An age as the estimate reads it: whole, within 18-65; a cleared or non-numeric field is the default. */
const age = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(AGE_RANGE.max, Math.max(AGE_RANGE.min, Math.round(value))) : fallback;

const list = <T>(value: readonly T[] | undefined): T[] => (Array.isArray(value) ? [...value] : []);

/**
 * The POST audience-size body (spec 2 §7) from the form's values. Ages default to 18 and 65 (also
 * while a field is cleared) and stay within them. With automatic targeting on (the default) the manual
 * criteria do not apply to the campaign, so the estimate asks for the defaults at the campaign's bid.
 * Geography applies either way: the campaign's country with its cities in or out (location_option_key).
 * No country means every country (an empty `locations`). Banners, behaviours and websites are always
 * sent empty: the editor targets none of them.
 */
export const audienceSizeBody = ({ targeting, country, cpm }: AudienceInputs): AudienceSizeRequest => {
  const manual = targeting !== undefined && !targeting.automatic_targeting;
  const locations = country ? [{ country, city_ids: list(targeting?.city_ids) }] : [];
  const base: AudienceSizeRequest = {
    apps: [],
    cpm: typeof cpm === 'number' && Number.isFinite(cpm) ? Math.max(0, cpm) : 0,
    gender: AUDIENCE_SIZE_DEFAULTS.gender,
    fromAge: AUDIENCE_SIZE_DEFAULTS.fromAge,
    toAge: AUDIENCE_SIZE_DEFAULTS.toAge,
    interests: [],
    languages: [],
    segment_audiences: { include_any: [], include: [], exclude: [] },
    similarity: AUDIENCE_SIZE_DEFAULTS.similarity,
    banners: [],
    behaviors: [],
    locations,
    websites: [],
    location_option_key: targeting?.location_option_key === LOCATION_OPTION_KEY.exclude ? LOCATION_OPTION_KEY.exclude : LOCATION_OPTION_KEY.include,
  };
  if (!manual) return base;
  return {
    ...base,
    apps: list(targeting.apps),
    gender: targeting.gender ?? base.gender,
    fromAge: age(targeting.from_age, AUDIENCE_SIZE_DEFAULTS.fromAge),
    toAge: age(targeting.to_age, AUDIENCE_SIZE_DEFAULTS.toAge),
    interests: list(targeting.interests),
    languages: list(targeting.target_languages),
    segment_audiences: {
      include_any: list(targeting.segment_audiences?.include_any),
      include: list(targeting.segment_audiences?.include),
      exclude: list(targeting.segment_audiences?.exclude),
    },
    similarity: typeof targeting.similarity === 'number' ? targeting.similarity : AUDIENCE_SIZE_DEFAULTS.similarity,
  };
};

/**
 * Whether the body is worth asking about: ages in order. While the advertiser is between typing the
 * two ages (from above to) the targeting tab says what is wrong; the estimate keeps its last answer
 * rather than asking a question the server refuses.
 */
export const isAskable = (body: AudienceSizeRequest): boolean => body.fromAge <= body.toAge;

/** The POST placements-gauge body from the placement tab's values; an absent placement asks for any. */
export const placementsGaugeBody = ({ placement, country }: PlacementInputs): PlacementsGaugeRequest => ({
  ...(country ? { country } : {}),
  ...(placement
    ? {
        device_type_key: placement.device_type_key,
        environment: placement.environment,
        included_apps: list(placement.included_apps),
        excluded_apps: list(placement.excluded_apps),
        included_app_categories: list(placement.included_app_categories),
        excluded_app_categories: list(placement.excluded_app_categories),
        excluded_game_categories: list(placement.excluded_game_categories),
        excluded_all_games: placement.excluded_all_games,
      }
    : {}),
});
