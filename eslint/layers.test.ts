import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The layer messages ESLint gives a file of this text at this path. */
const layerProblems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/boundaries').map((message) => message.message);
};

describe('the layer rules (eslint/layers.js)', () => {
  it('refuses a page that imports the /v1 client, and its factory', async () => {
    const page = await layerProblems('plugins/campaigns/SomePage.tsx', "import { apiClient } from '../../src/api';\nexport const x = apiClient;\n");
    expect(page).toEqual([expect.stringContaining('Only src/data and src/auth call the /v1 client')]);
    const shell = await layerProblems('src/layout/Thing.ts', "import { createApiClient } from '../api/client';\nexport const y = createApiClient;\n");
    expect(shell).toHaveLength(1);
  });

  it('lets the data layer, the session and tests use it, and anyone import its types', async () => {
    expect(await layerProblems('src/data/thing.ts', "import { apiClient } from '../api';\nexport const x = apiClient;\n")).toEqual([]);
    expect(await layerProblems('src/auth/thing.ts', "import { apiClient } from '../api';\nexport const x = apiClient;\n")).toEqual([]);
    expect(await layerProblems('plugins/campaigns/x.test.ts', "import { createApiClient } from '../../src/api/client';\nexport const x = createApiClient;\n")).toEqual([]);
    expect(
      await layerProblems('plugins/campaigns/x.ts', "import type { DownloadedFile } from '../../src/api/client';\nexport type X = DownloadedFile;\n"),
    ).toEqual([]);
  });

  it('keeps plugins apart and the core free of plugins', async () => {
    expect(await layerProblems('plugins/billing/x.ts', "import { y } from '../campaigns/y';\nexport const x = y;\n")).toHaveLength(1);
    expect(await layerProblems('src/layout/x.ts', "import { y } from '../../plugins/campaigns/y';\nexport const x = y;\n")).toHaveLength(1);
  });

  it('keeps the mock out of product files, and lets tests and the test kit start it', async () => {
    const mockImport = "import { startTestServer } from '../../mock-server/test-support';\nexport const x = startTestServer;\n";
    expect(await layerProblems('src/layout/x.ts', mockImport)).toEqual(['The app shares the contract, not the mock.']);
    expect(await layerProblems('src/layout/x.test.ts', mockImport)).toEqual([]);
    expect(await layerProblems('src/test/kit.ts', mockImport)).toEqual([]);
  });
});
