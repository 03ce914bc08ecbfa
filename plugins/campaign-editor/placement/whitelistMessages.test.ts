import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-placement.json';
import ru from '../../../locales/ru/campaign-editor-placement.json';
import { WHITELIST_MAX_BYTES, WHITELIST_MAX_FILES } from '../../../src/api/contract';
import { WHITELIST_FILE_MESSAGES, type WhitelistFileProblem } from '../../../src/domain/whitelistFiles';

const LIMITS: Record<string, string> = { max: String(WHITELIST_MAX_FILES), bytes: String(WHITELIST_MAX_BYTES) };
const filled = (text: string) => text.replace(/%\{(\w+)\}/g, (_whole, name: string) => LIMITS[name] ?? `%{${name}}`);

describe('whitelist refusals', () => {
  it("the browser's English is the mock's own words for every refusal of the shared rule, and Russian has each", () => {
    const english = en['campaign-editor'].placement.whitelists.refusals as Record<WhitelistFileProblem, string>;
    const russian = ru['campaign-editor'].placement.whitelists.refusals as Record<WhitelistFileProblem, string>;
    for (const problem of Object.keys(WHITELIST_FILE_MESSAGES) as WhitelistFileProblem[]) {
      expect(filled(english[problem]), problem).toBe(WHITELIST_FILE_MESSAGES[problem]);
      expect(russian[problem], problem).toMatch(/[а-я]/);
    }
  });
});
