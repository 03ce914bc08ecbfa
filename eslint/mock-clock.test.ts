import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The clock messages ESLint gives a file of this text at this path. */
const clockProblems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-properties' || message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
};

const READS_REAL_TIME = 'export const a = Date.now();\nexport const b = new Date();\nexport const c = [1].map(Date.now);\n';
const READS_MOCK_CLOCK = "import { now, nowDate } from './clock';\nexport const a = now();\nexport const b = nowDate();\nexport const c = new Date(0);\n";

describe("the mock's one clock (eslint.config.js)", () => {
  it('lets a mock file read the mock clock and build dates from a value', async () => {
    expect(await clockProblems('mock-server/routes/thing.ts', READS_MOCK_CLOCK)).toEqual([]);
  });

  it('refuses Date.now, called or passed, and an argument-less new Date in a mock file', async () => {
    expect(await clockProblems('mock-server/routes/thing.ts', READS_REAL_TIME)).toEqual([
      expect.stringContaining("Read the mock's clock: now()"),
      expect.stringContaining("Read the mock's clock: nowDate()"),
      expect.stringContaining("Read the mock's clock: now()"),
    ]);
  });

  it('lets the clock module, mock tests and their support read real time, and leaves the app alone', async () => {
    expect(await clockProblems('mock-server/routes/thing.ts', READS_REAL_TIME)).toHaveLength(3);
    for (const file of ['mock-server/clock.ts', 'mock-server/routes/thing.test.ts', 'mock-server/test-support.ts', 'mock-server/routes/files-test-support.ts', 'mock-server/sign-up.testkit.ts', 'src/thing.ts']) {
      expect([file, await clockProblems(file, READS_REAL_TIME)]).toEqual([file, []]);
    }
  });
});
