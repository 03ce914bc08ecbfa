import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

const t = signedInMock();

// 0xF4244 is 1000004 and 0x7D2 is 2002: Number() reads both, so they used to name real records.
const CAMPAIGN_HEX = '0xF4244';
const SPACE_HEX = '0x7D2';
const USER_HEX = `0x${PERSONA_IDS.advertiser.userId.toString(16)}`;
const NOT_DECIMAL = [CAMPAIGN_HEX, '1e6', '+1000004', '1000004.0', '0b11110100001001000100', ` 1000004`, '0'.repeat(20) + '1000004'];

/** Each route's answer for an id that is not one, next to a plainly bad id for comparison. */
describe('ids are decimal integers only', () => {
  it('answers 130 for a campaign id in another notation, in the path and in the action bodies', async () => {
    expect((await call(t.base, '/v1/campaign/1000004', { token: t.advertiser })).type.code).toBe(0);
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
    for (const path of [`/v1/space/${SPACE_HEX}`, `/v1/space/balance/${SPACE_HEX}`, `/v1/campaign/count/${SPACE_HEX}`]) {
      expect((await call(t.base, path, { token: t.admin })).type.code).toBe(110);
      expect((await call(t.base, path, { token: t.advertiser })).type.code).toBe(3);
    }
    expect((await call(t.base, `/v1/user/switch/${SPACE_HEX}`, { token: t.admin, method: 'POST' })).type.code).toBe(110);
  });

  it('answers 6 for a user id in another notation', async () => {
    const result = await call(t.base, `/v1/user/${USER_HEX}`, { token: t.advertiser });
    expect([result.status, result.type.code]).toEqual([404, 6]);
  });

  it('treats a list or export space_id in another notation like a missing or unknown space', async () => {
    const list = await call(t.base, '/v1/campaign/list/v2', { token: t.advertiser, json: { space_id: SPACE_HEX } });
    expect(list.type.code).toBe(20);
    const exportPath = '/v1/campaign/report/download/account-report';
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
    const approve = await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: t.admin, json: { user_id: '0x1' } });
    expect(approve.type.code).toBe(161);
    const file = await fetch(`${t.base}/v1/file/cache/0x2329`);
    expect(file.status).toBe(404);
  });
});
