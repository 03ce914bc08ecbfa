import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-creatives.json';
import { CREATIVE_NAME_MESSAGES } from '../../../src/api/contract';
import { CREATIVE_NAME_PROBLEMS, creativeNameMessage as creativeNameProblem } from '../../../src/domain/campaign-rules/creativeNameRule';
import { creativeNameFromFile, normaliseCreativeName } from './creativeName';

const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);

describe('creative names (spec 1 §5)', () => {
  it('turns spaces into underscores', () => {
    expect(normaliseCreativeName('Summer sale  banner')).toBe('Summer_sale__banner');
    expect(normaliseCreativeName('tab\there')).toBe('tab_here');
  });

  it('requires a name, at most 75 characters, of letters, digits, dashes, underscores and dots', () => {
    expect(creativeNameProblem('Summer_sale-300x250.v2')).toBeNull();
    expect(creativeNameProblem('a'.repeat(75))).toBeNull();
    expect(creativeNameProblem('')).toBe(CREATIVE_NAME_PROBLEMS.required);
    expect(creativeNameProblem('   ')).toBe(CREATIVE_NAME_PROBLEMS.required);
    expect(creativeNameProblem(undefined)).toBe(CREATIVE_NAME_PROBLEMS.required);
    expect(creativeNameProblem('a'.repeat(76))).toBe(CREATIVE_NAME_PROBLEMS.length);
    expect(creativeNameProblem('Sale!')).toBe(CREATIVE_NAME_PROBLEMS.characters);
    expect(creativeNameProblem('Летняя_распродажа')).toBe(CREATIVE_NAME_PROBLEMS.characters);
  });

  it("names a new creative after its file, within the rule", () => {
    expect(creativeNameFromFile('Summer sale 300x250.png', 'banner')).toBe('Summer_sale_300x250');
    expect(creativeNameFromFile('Летняя распродажа.jpg', 'banner_300x250')).toBe('banner_300x250');
    expect(creativeNameFromFile('баннер.jpg', 'banner_300x250')).toBe('banner_300x250');
    expect(creativeNameFromFile(`${'x'.repeat(80)}.gif`, 'b')).toHaveLength(75);
    for (const name of ['Summer sale 300x250.png', `${'x'.repeat(80)}.gif`, 'баннер.jpg']) expect(creativeNameProblem(creativeNameFromFile(name, 'banner'))).toBeNull();
  });

  it("says it in the spec's words, the mock's own messages", () => {
    expect(english(CREATIVE_NAME_PROBLEMS.required)).toBe(CREATIVE_NAME_MESSAGES.required);
    expect(english(CREATIVE_NAME_PROBLEMS.length)).toBe(CREATIVE_NAME_MESSAGES.length);
    expect(english(CREATIVE_NAME_PROBLEMS.characters)).toBe(CREATIVE_NAME_MESSAGES.characters);
  });
});
