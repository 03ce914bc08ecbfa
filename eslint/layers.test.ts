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

});

/** The shared-code messages ESLint gives a file of this text at this path. */
const sharedCodeProblems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/shared-code').map((message) => message.message);
};

describe('the shared-code rule (eslint/layers.js): contract, domain and mock', () => {
  it('lets the mock import the contract and the domain folder, and nothing else of src/', async () => {
    expect(await sharedCodeProblems('mock-server/routes/x.ts', "import { CODE } from '../../src/api/contract';\nexport const x = CODE;\n")).toEqual([]);
    expect(await sharedCodeProblems('mock-server/routes/x.ts', "import { formatMoney } from '../../src/domain/money';\nexport const x = formatMoney;\n")).toEqual([]);
    expect(await sharedCodeProblems('mock-server/routes/x.ts', "import { formatDateTime } from '../../src/format/dates';\nexport const x = formatDateTime;\n")).toEqual([
      expect.stringContaining('The mock imports from src/ only src/api/contract and src/domain'),
    ]);
    expect(await sharedCodeProblems('mock-server/x.test.ts', "import { session } from '../src/auth/session';\nexport const x = session;\n")).toHaveLength(1);
  });

  it('keeps the mock out of product files, and lets tests and the test kit start it', async () => {
    const mockImport = "import { startTestServer } from '../../mock-server/test-support';\nexport const x = startTestServer;\n";
    expect(await sharedCodeProblems('src/layout/x.ts', mockImport)).toEqual([expect.stringContaining('never the mock itself')]);
    expect(await sharedCodeProblems('plugins/events/x.ts', mockImport)).toEqual([expect.stringContaining('never the mock itself')]);
    expect(await sharedCodeProblems('src/layout/x.test.ts', mockImport)).toEqual([]);
    expect(await sharedCodeProblems('src/test/kit.ts', mockImport)).toEqual([]);
  });

  it('keeps the contract and the domain folder free of React, MUI, react-admin, Node and the rest of src/', async () => {
    const domain = (code: string) => sharedCodeProblems('src/domain/thing.ts', `${code}\nexport const x = y;\n`);
    expect(await domain("import { y } from 'react';")).toHaveLength(1);
    expect(await domain("import y from '@mui/material/Button';")).toHaveLength(1);
    expect(await domain("import { y } from 'react-admin';")).toHaveLength(1);
    expect(await domain("import { y } from 'ra-core';")).toHaveLength(1);
    expect(await domain("import { readFileSync as y } from 'node:fs';")).toHaveLength(1);
    expect(await domain("import { y } from '../format/dates';")).toEqual([expect.stringContaining('import only each other')]);
    expect(await domain("import { CODE as y } from '../api/contract';")).toEqual([]);
    expect(await domain("import { y } from './other';")).toEqual([]);
    expect(await sharedCodeProblems('src/api/contract/thing.ts', "import { y } from '../../auth/session';\nexport const x = y;\n")).toHaveLength(1);
    expect(await sharedCodeProblems('src/api/contract/thing.ts', "import { formatMoney as y } from '../../domain/money';\nexport const x = y;\n")).toEqual([]);
  });

  it("lets the shared folders' tests read fixtures with Node", async () => {
    expect(await sharedCodeProblems('src/domain/thing.test.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;\n")).toEqual([]);
  });

  it('refuses the mock to product code in src/ and plugins/, and lets tests use it', async () => {
    const personas = (filePath: string, specifier: string) =>
      sharedCodeProblems(filePath, `import { PERSONAS } from '${specifier}';\nexport const x = PERSONAS;\n`);
    expect(await personas('src/auth/thing.ts', '../../mock-server/personas')).toEqual([expect.stringContaining('never the mock itself')]);
    expect(await personas('plugins/campaigns/thing.ts', '../../mock-server/personas')).toHaveLength(1);
    expect(await personas('src/auth/thing.test.ts', '../../mock-server/personas')).toEqual([]);
    expect(await personas('plugins/campaigns/thing.test.tsx', '../../mock-server/personas')).toEqual([]);
    expect(await personas('e2e/support/thing.ts', '../../mock-server/personas')).toEqual([]);
  });
});

/** The test-code messages ESLint gives a file of this text at this path. */
const testCodeProblems = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/test-code').map((message) => message.message);
};

describe('test code stays out of the product (eslint/layers.js, layers/test-code)', () => {
  const testingLibrary = "import { render } from '@testing-library/react';\nexport const r = render;\n";

  it('refuses a test library in a product file, wherever it sits', async () => {
    expect(await testCodeProblems('plugins/campaign-editor/audio/AudioTestForm.tsx', testingLibrary)).toEqual([
      expect.stringContaining('@testing-library/react is a test-only library'),
    ]);
    expect(await testCodeProblems('src/forms/formInputTestKit.tsx', "import { vi } from 'vitest';\nexport const v = vi;\n")).toHaveLength(1);
    expect(await testCodeProblems('mock-server/routes/thing.ts', "import { JSDOM } from 'jsdom';\nexport const j = JSDOM;\n")).toHaveLength(1);
    expect(await testCodeProblems('src/app/x.ts', "export const load = () => import('axe-core');\n")).toHaveLength(1);
    expect(await testCodeProblems('scripts/x.mjs', "import { chromium } from 'playwright-core';\nexport const c = chromium;\n")).toHaveLength(1);
  });

  it('lets tests, test kits and the test harnesses import them', async () => {
    for (const file of [
      'plugins/campaign-editor/audio/AudioSection.test.tsx',
      'plugins/campaign-editor/audio/AudioSection.testkit.tsx',
      'src/forms/formInput.testkit.tsx',
      'src/test/setup.ts',
      'e2e/support/browser.ts',
      'bench/browser.mjs',
      'mock-server/test-support.ts',
      'mock-server/routes/campaign.test.ts',
      'vitest.config.ts',
    ])
      expect(await testCodeProblems(file, testingLibrary), file).toEqual([]);
  });

  it('refuses a product file importing a test kit or a test, and lets test code do it', async () => {
    const kit = "import { renderAudioAds } from './AudioSection.testkit';\nexport const r = renderAudioAds;\n";
    expect(await testCodeProblems('plugins/campaign-editor/audio/AudioSection.tsx', kit)).toEqual([expect.stringContaining('Product code may not import test code')]);
    expect(await testCodeProblems('src/layout/x.ts', "import { signIn } from '../test/signedIn';\nexport const s = signIn;\n")).toHaveLength(1);
    expect(await testCodeProblems('mock-server/routes/x.ts', "import { call } from '../test-support';\nexport const c = call;\n")).toHaveLength(1);
    expect(await testCodeProblems('plugins/campaign-editor/audio/AudioSection.test.tsx', kit)).toEqual([]);
    expect(await testCodeProblems('mock-server/routes/campaign-test-support.ts', "import { call } from '../test-support';\nexport const c = call;\n")).toEqual([]);
  });

  it('counts a test kit as test code for the /v1 client rule too', async () => {
    const client = "import { apiClient } from '../../../src/api';\nexport const x = apiClient;\n";
    expect(await layerProblems('plugins/campaign-editor/voice/VoiceTargetingSection.testkit.tsx', client)).toEqual([]);
    expect(await layerProblems('plugins/campaign-editor/voice/VoiceTargetingSection.tsx', client)).toHaveLength(1);
  });

  it('lets product files import product modules and ordinary packages', async () => {
    expect(await testCodeProblems('plugins/campaign-editor/audio/AudioSection.tsx', "import { x } from './audioRules';\nimport { Form } from 'ra-core';\nexport const y = [x, Form];\n")).toEqual([]);
  });
});
