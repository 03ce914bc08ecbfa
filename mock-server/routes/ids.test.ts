import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS } from '../../src/api/contract';
import { LOGO_FILE_ID, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

const t = signedInMock();

// 0xF4244 is 1000004 and 0x7D2 is 2002: Number() reads both, so they used to name real records.
const CAMPAIGN_HEX = '0xF4244';
const SPACE_HEX = '0x7D2';
const USER_HEX = `0x${PERSONA_IDS.advertiser.userId.toString(16)}`;
const SPACE = String(PERSONA_IDS.advertiser.spaceId);
/** A sign-up waiting for approval, by its id in decimal and in hex. */
const REGISTRATION_ID = 301;
const REGISTRATION_HEX = `0x${REGISTRATION_ID.toString(16)}`;
const FILE_HEX = `0x${LOGO_FILE_ID.toString(16)}`;
const NOT_DECIMAL = [CAMPAIGN_HEX, '1e6', '+1000004', '1000004.0', '0b11110100001001000100', ` 1000004`, '0'.repeat(20) + '1000004'];

/** Each route's answer for an id that is not one, next to a plainly bad id for comparison. */
describe('ids are decimal integers only', () => {
  it('answers 130 for a campaign id in another notation, in the path and in the action bodies', async () => {
    expect((await call(t.base, '/v1/campaign/1000004', { token: t.advertiser })).type.code).toBe(0);
    expect((await call(t.base, '/v1/campaign/1000004/total', { token: t.advertiser })).type.code).toBe(0);
    // Running campaigns of the advertiser are paused by their decimal ids, sent as text and as {id}.
    const running = t.mock.store.state().campaigns.filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId && c.status_key === CAMPAIGN_STATUS.running);
    expect(running.length).toBeGreaterThanOrEqual(2);
    expect((await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(running[0]?.id) })).type.code).toBe(0);
    expect((await call(t.base, '/v1/campaign/pause', { token: t.advertiser, json: { id: running[1]?.id } })).type.code).toBe(0);
    for (const id of NOT_DECIMAL) {
      for (const path of [`/v1/campaign/${encodeURIComponent(id)}`, `/v1/campaign/${encodeURIComponent(id)}/total`]) {
        const result = await call(t.base, path, { token: t.advertiser });
        expect([path, result.status, result.type.code]).toEqual([path, 404, 130]);
      }
      for (const options of [{ text: id }, { json: { id } }]) {
        const result = await call(t.base, '/v1/campaign/pause', { token: t.advertiser, ...options });
        expect([id, result.type.code]).toEqual([id, 130]);
      }
    }
  });

  it('answers the space errors for a space id in another notation (110 for an admin, 3 for others)', async () => {
    // The same space in decimal is answered to both.
    for (const path of [`/v1/space/${SPACE}`, `/v1/space/balance/${SPACE}`, `/v1/campaign/count/${SPACE}`]) {
      for (const token of [t.admin, t.advertiser]) expect((await call(t.base, path, { token })).type.code, path).toBe(0);
    }
    expect((await call(t.base, `/v1/user/switch/${SPACE}`, { token: t.admin, method: 'POST' })).type.code).toBe(0);
    for (const path of [`/v1/space/${SPACE_HEX}`, `/v1/space/balance/${SPACE_HEX}`, `/v1/campaign/count/${SPACE_HEX}`]) {
      expect((await call(t.base, path, { token: t.admin })).type.code).toBe(110);
      expect((await call(t.base, path, { token: t.advertiser })).type.code).toBe(3);
    }
    expect((await call(t.base, `/v1/user/switch/${SPACE_HEX}`, { token: t.admin, method: 'POST' })).type.code).toBe(110);
  });

  it('answers 6 for a user id in another notation', async () => {
    expect((await call(t.base, `/v1/user/${PERSONA_IDS.advertiser.userId}`, { token: t.advertiser })).type.code).toBe(0);
    const result = await call(t.base, `/v1/user/${USER_HEX}`, { token: t.advertiser });
    expect([result.status, result.type.code]).toEqual([404, 6]);
  });

  it('treats a list or export space_id in another notation like a missing or unknown space', async () => {
    const exportPath = '/v1/campaign/report/download/account-report';
    // The same list and exports with the space in decimal are answered (the exports with a file).
    expect((await call(t.base, '/v1/campaign/list/v2', { token: t.advertiser, json: { space_id: Number(SPACE) } })).type.code).toBe(0);
    for (const token of [t.admin, t.advertiser]) {
      const file = await fetch(`${t.base}${exportPath}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ space_id: Number(SPACE) }) });
      expect([file.status, file.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
      await file.arrayBuffer();
    }
    const list = await call(t.base, '/v1/campaign/list/v2', { token: t.advertiser, json: { space_id: SPACE_HEX } });
    expect(list.type.code).toBe(20);
    // Not "the whole white-label", which is what an administrator gets for no space at all.
    const adminExport = await fetch(`${t.base}${exportPath}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ space_id: SPACE_HEX }),
    });
    expect(adminExport.headers.get('content-type')).toContain('application/json');
    expect(((await adminExport.json()) as { type: { code: number } }).type.code).toBe(110);
    expect((await call(t.base, exportPath, { token: t.advertiser, json: { space_id: SPACE_HEX } })).type.code).toBe(3);
  });

  it('answers 161 for a registration id and 404 for a file id in another notation', async () => {
    // The same sign-up and file by their decimal ids are answered (a sign-up may be approved again until completed).
    expect((await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: t.admin, json: { user_id: REGISTRATION_ID } })).type.code).toBe(0);
    const served = await fetch(`${t.base}/v1/file/cache/${LOGO_FILE_ID}`);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    const approve = await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: t.admin, json: { user_id: REGISTRATION_HEX } });
    expect(approve.type.code).toBe(161);
    const file = await fetch(`${t.base}/v1/file/cache/${FILE_HEX}`);
    expect(file.status).toBe(404);
  });
});
