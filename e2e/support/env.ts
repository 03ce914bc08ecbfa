/**
 * The servers this test file talks to, started by scripts/e2e.mjs: a throw-away mock and a preview of
 * each build per slot. Files run side by side, each in a vitest worker whose slot (VITEST_POOL_ID,
 * 1 to E2E_SLOTS) no other running file has, so each file has its slot's servers to itself.
 */
const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
const slotUrl = (basePortVariable: string, fallback: number) => `http://localhost:${Number(process.env[basePortVariable] ?? fallback) + slot}`;

export const BASE_URL = slotUrl('E2E_APP_PORT', 4173);
export const MOCK_URL = slotUrl('E2E_MOCK_PORT', 3101);
/** The development build's preview of this slot (for e2e/development/), talking to the same mock. */
export const DEVELOPMENT_BASE_URL = slotUrl('E2E_DEVELOPMENT_APP_PORT', 4174);
/** The mock behind nginx (e2e/production/), for its clock: nginx proxies /v1 only, so it is read directly. */
export const NGINX_MOCK_URL = process.env.E2E_NGINX_MOCK_URL ?? '';
