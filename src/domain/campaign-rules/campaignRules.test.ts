import { describe, expect, it } from 'vitest';
import { defaultCampaignFields } from '../../api/contract/campaign-defaults';
import { BASIC_INFO_MESSAGES } from './basicInfoRules';
import { campaignRuleProblems, CAMPAIGN_RULES } from './campaignRules';
import { CREATIVE_NAME_PROBLEMS } from './creativeNameRule';
import { LIST_LIMIT_MESSAGE } from './listLimitRules';
import { OWNER_MESSAGES } from './ownerRules';
import { PLACEMENT_MESSAGES } from './placementRules';
import { REQUIRED } from './ruleProblem';
import { ATTRIBUTION_MESSAGES, FREQUENCY_MESSAGES } from './scheduleRules';
import { TARGETING_MESSAGES, VOICE_MESSAGES } from './targetingRules';
import { VISUALS_MESSAGES } from './visualsRules';
import { mergeMessageTrees, type MessageTree } from '../messageTree';

type Tree = MessageTree;
const files = import.meta.glob<{ default: Tree }>('../../../locales/*/*.json', { eager: true });
const messagesOf = (language: 'en' | 'ru'): Tree =>
  Object.entries(files)
    .filter(([file]) => file.includes(`/locales/${language}/`))
    .reduce<Tree>((all, [, file]) => mergeMessageTrees(all, file.default), {});
const textOf = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const keysOf = (table: unknown): string[] => (typeof table === 'string' ? [table] : Object.values(table as Record<string, unknown>).flatMap(keysOf));
const EVERY_KEY = [
  REQUIRED,
  LIST_LIMIT_MESSAGE,
  ...keysOf(BASIC_INFO_MESSAGES),
  ...keysOf(CREATIVE_NAME_PROBLEMS),
  ...keysOf(OWNER_MESSAGES),
  ...keysOf(PLACEMENT_MESSAGES),
  ...keysOf(ATTRIBUTION_MESSAGES),
  ...keysOf(FREQUENCY_MESSAGES),
  ...keysOf(TARGETING_MESSAGES),
  ...keysOf(VOICE_MESSAGES),
  ...keysOf(VISUALS_MESSAGES),
];

describe('the campaign rule set', () => {
  it('has every message in English and Russian: the form shows it, the mock answers the English', () => {
    const en = messagesOf('en');
    const ru = messagesOf('ru');
    expect(EVERY_KEY.length).toBeGreaterThan(40);
    for (const key of EVERY_KEY) {
      expect(typeof textOf(en, key), key).toBe('string');
      expect(typeof textOf(ru, key), key).toBe('string');
    }
  });

  it('takes a new campaign as the contract gives it on a save, and asks a publish for what is missing', () => {
    const record = defaultCampaignFields();
    expect(campaignRuleProblems(record, { publishing: false })).toEqual([]);
    const fields = campaignRuleProblems(record, { publishing: true }).map((problem) => [problem.field, problem.code]);
    expect(fields).toEqual(expect.arrayContaining([['country', 1301], ['budget', 1301], ['visuals', 1301]]));
  });

  it('runs the parts the editor runs section by section, and nothing else', () => {
    expect(Object.keys(CAMPAIGN_RULES)).toEqual(['basicInfo', 'targeting', 'voice', 'banners', 'responsive', 'native', 'video', 'audio', 'frequency', 'placement', 'attribution', 'owner']);
  });
});
