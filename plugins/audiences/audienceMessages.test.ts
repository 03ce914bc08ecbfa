import { describe, expect, it } from 'vitest';
import { AUDIENCE_FILE_MESSAGES, AUDIENCE_MESSAGES, AUDIENCE_RULE_MESSAGES } from '../../src/domain/audienceRules';
import en from '../../locales/en/audiences.json';
import ru from '../../locales/ru/audiences.json';

/** The spec's quoted words live once in the shared rules: the English page shows exactly those. */
describe("the audience pages' English words", () => {
  it("quote the spec's messages as the shared rules declare them", () => {
    const { validation, messages, file } = en.audiences;
    expect([validation.required, messages.fillRequired, messages.created, file.empty]).toEqual([
      AUDIENCE_RULE_MESSAGES.required,
      AUDIENCE_MESSAGES.fillRequired,
      AUDIENCE_MESSAGES.created,
      AUDIENCE_MESSAGES.emptyFile,
    ]);
    expect(en.audiences.titles.audienceCreate).toBe('New Audience');
  });

  it('have a message for every rule and every file problem, in both languages', () => {
    expect(Object.keys(en.audiences.validation).sort()).toEqual(Object.keys(AUDIENCE_RULE_MESSAGES).sort());
    expect(Object.keys(ru.audiences.validation).sort()).toEqual(Object.keys(AUDIENCE_RULE_MESSAGES).sort());
    for (const problem of Object.keys(AUDIENCE_FILE_MESSAGES)) {
      expect(en.audiences.file).toHaveProperty(problem);
      expect(ru.audiences.file).toHaveProperty(problem);
    }
  });
});
