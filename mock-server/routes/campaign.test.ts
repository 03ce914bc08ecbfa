import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignPeriodTotal, CampaignRecord } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let advertiser: string;
let admin: string;
let analyst: string;
beforeAll(async () => {
  t = await startTestServer();
  [advertiser, admin, analyst] = await Promise.all([tokenOf(t.base, 'advertiser'), tokenOf(t.base, 'admin'), tokenOf(t.base, 'analyst')]);
});
afterAll(() => t.close());

const ownCampaign = (status: number): CampaignRecord => {
  const found = t.mock.store.state().campaigns.find((c) => c.space_id === PERSONA_IDS.advertiser.spaceId && c.status_key === status);
  if (!found) throw new Error(`no own campaign in status ${status}`);
  return found;
};
const foreignCampaign = (): CampaignRecord => {
  const found = t.mock.store.state().campaigns.find((c) => c.space_id === NO_PAYMENT_ACCOUNT.spaceId);
  if (!found) throw new Error('no foreign campaign');
  return found;
};

describe('campaign reads', () => {
  it('answers the stored campaign, 130 when unknown and 3 when foreign', async () => {
    const own = ownCampaign(3);
    expect((await call<CampaignRecord>(t.base, `/v1/campaign/${own.id}`, { token: advertiser })).data).toEqual(own);
    expect((await call(t.base, '/v1/campaign/9999999', { token: advertiser })).type).toEqual({ code: 130, message: 'Campaign is not found' });
    expect((await call(t.base, `/v1/campaign/${foreignCampaign().id}`, { token: advertiser })).type.code).toBe(3);
    expect((await call(t.base, `/v1/campaign/${foreignCampaign().id}`, { token: admin })).type.code).toBe(0);
  });

  it('counts the campaigns of a space', async () => {
    expect((await call<number>(t.base, `/v1/campaign/count/${PERSONA_IDS.advertiser.spaceId}`, { token: analyst })).data).toBe(30);
  });

  it('answers the last-7-days performance', async () => {
    const total = await call<CampaignPeriodTotal>(t.base, `/v1/campaign/${ownCampaign(3).id}/total`, { token: advertiser });
    expect(total.data.current_period_impressions).toBeGreaterThan(0);
    expect(total.data.current_period_clicks).toBeGreaterThan(0);
    expect(total.data.current_period_spent).toBeGreaterThan(0);
    expect((await call(t.base, `/v1/campaign/${foreignCampaign().id}/total`, { token: advertiser })).type.code).toBe(3);
  });
});

describe('row actions', () => {
  it('pauses from a plain-text id and runs again', async () => {
    const { id } = ownCampaign(3);
    const paused = await call<CampaignRecord>(t.base, '/v1/campaign/pause', { token: advertiser, text: String(id) });
    expect(paused.data.status_key).toBe(41);
    expect((await call(t.base, '/v1/campaign/pause', { token: advertiser, text: String(id) })).type).toEqual({
      code: 134,
      message: 'Campaign status does not match the action',
    });
    const ran = await call<CampaignRecord>(t.base, '/v1/campaign/run', { token: advertiser, json: { id } });
    expect(ran.data.status_key).toBe(3);
  });

  it('refuses actions without the permission or on a foreign campaign', async () => {
    expect((await call(t.base, '/v1/campaign/pause', { token: analyst, text: String(ownCampaign(3).id) })).type.code).toBe(3);
    expect((await call(t.base, '/v1/campaign/archive/toggle', { token: advertiser, text: String(ownCampaign(41).id) })).type.code).toBe(3);
    expect((await call(t.base, '/v1/campaign/pause', { token: advertiser, text: String(foreignCampaign().id) })).type.code).toBe(3);
    expect((await call(t.base, '/v1/campaign/run', { token: advertiser, text: String(ownCampaign(0).id) })).type.code).toBe(134);
  });

  it('lets an administrator archive and unarchive', async () => {
    const { id } = ownCampaign(41);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: admin, text: String(id) })).data.status_key).toBe(5);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: admin, text: String(id) })).data.status_key).toBe(41);
  });
});
