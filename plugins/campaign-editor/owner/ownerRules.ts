import { OWNER_MESSAGES as SHARED } from '../../../src/domain/campaign-rules/ownerRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/** Every owner field lives under `owner.*` in the form: one prefix opens this tab for any of them. */
export const OWNER_FIELDS = ['owner'] as const;

const O = 'campaign-editor.owner';

/** The labels the owner inputs show, by form path (the publish checklist names the field). */
export const OWNER_LABELS: Readonly<Record<string, string>> = {
  'owner.margin': `${O}.margin`,
  'owner.fixed_cpm': `${O}.fixedCpm`,
  'owner.t': `${O}.t`,
  'owner.dealLink': `${O}.dealLink`,
  'owner.intentVerified': `${O}.intentVerified`,
  'owner.intent_tag_date': `${O}.intentTagDate`,
  'owner.exchange_id': `${O}.exchanges`,
  'owner.traffic_sources': `${O}.trafficSources`,
  'owner.campaign_category_keys': `${O}.categories`,
  'owner.account_manager_id': `${O}.accountManager`,
  'owner.telco_model': `${O}.telcoModel`,
  'owner.no_telco_model': `${O}.noTelcoModel`,
  'owner.dummy_models': `${O}.dummyModels`,
  'owner.disregard_targeting': `${O}.disregardTargeting`,
  'owner.impression_url': `${O}.impressionUrl`,
  'owner.traffic_targeting.*.name': `${O}.bidding.name`,
  'owner.traffic_targeting.*.multiplier': `${O}.bidding.multiplier`,
  'owner.traffic_targeting.*.rules.*.filter': `${O}.bidding.filter`,
  'owner.traffic_targeting.*.rules.*.operator': `${O}.bidding.operator`,
  'owner.traffic_targeting.*.rules.*.value': `${O}.bidding.value`,
};

export const OWNER_MESSAGES = SHARED;

/** The owner fields' rules (spec 1 §5, spec 2 §5, §9): the shared rules (src/domain/campaign-rules/ownerRules.ts). */
export const ownerRules: SectionRules = (values, context, forPublish) => (values.owner ? sharedRuleProblems('owner', values, context, forPublish) : []);
