/** Set by scripts/e2e.mjs, which starts the preview server and a throw-away mock. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4173';
export const MOCK_URL = process.env.E2E_MOCK_URL ?? 'http://localhost:3101';
