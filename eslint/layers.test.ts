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
