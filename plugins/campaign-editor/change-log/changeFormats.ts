import { DEVICE_TYPE_CHOICES, ENVIRONMENT_CHOICES } from '../placement/placementChoices';
import { LOCATION_OPTION_CHOICES } from '../geography/LocationOptionInput';
import { ATTRIBUTE_CHOICES, CONNECTION_CHOICES } from '../targeting/ChoiceListInputs';
import { GENDER_CHOICES } from '../targeting/PeopleInputs';

/** The reference lists a change may name items of, loaded only when a change needs them (useChangeNames). */
export type NameList = 'interests' | 'languages' | 'iab_categories' | 'trafficSources';

/** A choice as the form's input offers it: the stored value and its label key. */
export interface Option {
  id: unknown;
  name: string;
}

/** How a field's values read in the log: as the field's form shows them. */
export type ValueFormat =
  | { kind: 'plain' }
  | { kind: 'money' }
  /** A UTC instant shown as its calendar date in the campaign's time zone; null reads as the form's word for none. */
  | { kind: 'calendarDate'; none: string }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  | { kind: 'timezone' }
  | { kind: 'country' }
  | { kind: 'status' }
  /** A value whose label key is the prefix and the value ('core.campaign.goals.app_installs'). */
  | { kind: 'choice'; prefix: string }
  | { kind: 'options'; options: readonly Option[] }
  | { kind: 'names'; list: NameList }
  | { kind: 'exchange' }
  | { kind: 'exchangeReview' }
  | { kind: 'hours' }
  /** On/off places (the 12 slots): the places that are on. */
  | { kind: 'onPlaces' }
  | { kind: 'percent' }
  /** A file (a logo, a video): by its file name. Compared whole. */
  | { kind: 'file' }
  /** A creative's serving decision: its overall verdict and the disapproving policy topics. Compared whole. */
  | { kind: 'servingDecision' };

const BASIC_CHOICE: ValueFormat = { kind: 'choice', prefix: 'campaign-editor.basicInfo.choices' };
const TYPE: ValueFormat = { kind: 'choice', prefix: 'core.campaign.types' };
const GOAL: ValueFormat = { kind: 'choice', prefix: 'core.campaign.goals' };
const MONEY: ValueFormat = { kind: 'money' };
const AP = 'bidding_strategy.app_promotion';
const WP = 'bidding_strategy.website_promotion';

/**
 * Each field whose values are not plain text, by its record path with list items as '*' (a list of
 * plain values reads each of its items by the list's format). The choices are the form's own option
 * lists, so a value reads with the label its input shows.
 */
export const FIELD_FORMATS: Readonly<Record<string, ValueFormat>> = {
  status_key: { kind: 'status' },
  budget: MONEY,
  user_cpx: MONEY,
  cpx: MONEY,
  cpm: MONEY,
  'owner.fixed_cpm': MONEY,
  'owner.margin': { kind: 'percent' },
  campaign_start_at: { kind: 'calendarDate', none: 'campaign-editor.basicInfo.hints.immediately' },
  campaign_end_at: { kind: 'calendarDate', none: 'campaign-editor.basicInfo.hints.noEndDate' },
  moderation_start_at: { kind: 'dateTime' },
  'owner.intent_tag_date': { kind: 'date' },
  timezone_offset_seconds: { kind: 'timezone' },
  country: { kind: 'country' },
  campaign_type: TYPE,
  'bidding_strategy.type': TYPE,
  goal: GOAL,
  'bidding_strategy.goal': GOAL,
  [`${AP}.mmp`]: BASIC_CHOICE,
  [`${AP}.app_platform_type`]: BASIC_CHOICE,
  [`${WP}.url_type`]: BASIC_CHOICE,
  [`${WP}.option_condition`]: BASIC_CHOICE,
  'targeting.gender': { kind: 'options', options: GENDER_CHOICES },
  'targeting.connection_types': { kind: 'options', options: CONNECTION_CHOICES },
  'targeting.customer_attributes': { kind: 'options', options: ATTRIBUTE_CHOICES },
  'targeting.location_option_key': { kind: 'options', options: LOCATION_OPTION_CHOICES },
  'targeting.interests': { kind: 'names', list: 'interests' },
  'targeting.target_languages': { kind: 'names', list: 'languages' },
  'placement.languages': { kind: 'names', list: 'languages' },
  'placement.device_type_key': { kind: 'options', options: DEVICE_TYPE_CHOICES },
  // The record's none is the form's 'all' (spec 2 §3).
  'placement.environment': { kind: 'options', options: [...ENVIRONMENT_CHOICES, { id: null, name: 'campaign-editor.placement.environments.all' }] },
  'owner.campaign_category_keys': { kind: 'names', list: 'iab_categories' },
  'owner.traffic_sources': { kind: 'names', list: 'trafficSources' },
  'owner.exchange_id': { kind: 'exchange' },
  'owner.traffic_targeting.*.rules.*.filter': { kind: 'choice', prefix: 'campaign-editor.owner.bidding.filters' },
  'owner.traffic_targeting.*.rules.*.operator': { kind: 'choice', prefix: 'campaign-editor.owner.bidding.operators' },
  'visuals.video_ads.*.exchange_id': { kind: 'exchange' },
  'visuals.video_ads.*.google_status': { kind: 'exchangeReview' },
  'scheduling.*': { kind: 'hours' },
  creative_status: {
    kind: 'options',
    options: [
      { id: 'approved', name: 'campaign-editor.creatives.decision.approved' },
      { id: 'disapproved', name: 'campaign-editor.creatives.decision.disapprovedNoTopics' },
      { id: 'pending_review', name: 'campaign-editor.creatives.decision.pending_review' },
    ],
  },
  'visuals.native_ad.logo': { kind: 'file' },
  'visuals.native_ad.video': { kind: 'file' },
  'visuals.video_ads.*.video': { kind: 'file' },
  'visuals.banners.*.creative_serving_decision': { kind: 'servingDecision' },
  'visuals.native_ad.creative_serving_decision': { kind: 'servingDecision' },
  'visuals.video_ads.*.creative_serving_decision': { kind: 'servingDecision' },
  slots: { kind: 'onPlaces' },
};
