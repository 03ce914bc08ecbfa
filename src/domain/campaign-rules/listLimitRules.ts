import { CAMPAIGN_LIST_LIMITS, type CampaignListField } from '../../api/contract';
import { invalid, type RuleProblem, type RuleRecord } from './ruleProblem';

/** Spoken by the basic info locale file: one message for every list of the campaign. */
export const LIST_LIMIT_MESSAGE = 'campaign-editor.basicInfo.validation.tooManyEntries';

const valueAt = (record: RuleRecord, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), record);

/**
 * The lists of the campaign under `prefix` ('targeting.', 'placement.', 'visuals.') held to their
 * limits (CAMPAIGN_LIST_LIMITS): a list past its limit is refused with code 2 on its own path, whatever
 * its entries, so that a huge list costs a save nothing more than counting it.
 */
export const listLimitProblems = (record: RuleRecord, prefix: string): RuleProblem[] =>
  (Object.keys(CAMPAIGN_LIST_LIMITS) as CampaignListField[])
    .filter((field) => field.startsWith(prefix))
    .flatMap((field) => {
      const value = valueAt(record, field);
      const max = CAMPAIGN_LIST_LIMITS[field];
      return Array.isArray(value) && value.length > max ? [invalid(field, LIST_LIMIT_MESSAGE, { max })] : [];
    });
