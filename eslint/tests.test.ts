import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The no-vacuous-every messages ESLint gives a file of this text at this path. */
const vacuous = async (filePath: string, code: string): Promise<number> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'tests/no-vacuous-every').length;
};

describe('the no-vacuous-every rule (eslint/tests.js)', () => {
  it('refuses a bare .every( asserted in a unit, a mock or an end-to-end test', async () => {
    const assertion = "import { expect } from 'vitest';\nconst rows: number[] = [];\nexpect(rows.every((r) => r > 0)).toBe(true);\n";
    expect(await vacuous('src/x.test.ts', assertion)).toBe(1);
    expect(await vacuous('mock-server/routes/x.test.ts', assertion)).toBe(1);
    const poll = "import { expect } from 'vitest';\nconst rows = async (): Promise<string[]> => [];\nawait expect.poll(async () => (await rows()).every((r) => r !== '')).toBe(true);\n";
    expect(await vacuous('e2e/x.e2e.ts', poll)).toBe(1);
  });

  it('lets a length asserted first, the shared helpers, product code and non-assertions through', async () => {
    expect(await vacuous('src/x.test.ts', "import { expect } from 'vitest';\nconst s: number[] = [];\nexpect(s.length > 0 && s.every((v) => v > 0)).toBe(true);\n")).toBe(0);
    expect(await vacuous('src/x.test.ts', "import { expectEvery } from './test/expectations';\nexpectEvery([1], (v) => v > 0);\n")).toBe(0);
    expect(await vacuous('src/x.ts', "export const ok = (s: number[]) => s.every((v) => v > 0);\n")).toBe(0);
    expect(await vacuous('src/x.test.ts', "const s: number[] = [1];\nexport const all = s.every((v) => v > 0);\n")).toBe(0);
  });
});
