import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS,
  CAMPAIGN_STATUS_KEYS,
  type CampaignListRow,
  type CampaignPeriodTotal,
  type CampaignRecord,
  type CampaignStatusKey,
  type Page,
} from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { fromMinor, toMinor } from '../../src/domain/minorUnits';
import { call, signedInMock } from '../test-support';
import { foreignCampaign, ownCampaign } from './campaign-test-support';

const t = signedInMock();

describe('campaign reads', () => {
  it('answers the stored campaign, 130 when unknown and 3 when foreign', async () => {
    const own = ownCampaign(t.mock, 3);
    const { owner, content_changed_at: _changed, rejected_version: _rejected, ...record } = own;
    // Every field of the record; the owner fields only for an administrator.
    expect((await call<CampaignRecord>(t.base, `/v1/campaign/${own.id}`, { token: t.advertiser })).data).toEqual(record);
    expect((await call<CampaignRecord>(t.base, `/v1/campaign/${own.id}`, { token: t.analyst })).data).toEqual(record);
    expect((await call<CampaignRecord>(t.base, `/v1/campaign/${own.id}`, { token: t.admin })).data).toEqual({ ...record, owner });
    expect((await call(t.base, '/v1/campaign/9999999', { token: t.advertiser })).type).toEqual({ code: 130, message: 'Campaign is not found' });
    expect((await call(t.base, `/v1/campaign/${foreignCampaign(t.mock).id}`, { token: t.advertiser })).type.code).toBe(3);
    expect((await call(t.base, `/v1/campaign/${foreignCampaign(t.mock).id}`, { token: t.admin })).type.code).toBe(0);
  });

  it('counts the campaigns of a space', async () => {
    expect((await call<number>(t.base, `/v1/campaign/count/${PERSONA_IDS.advertiser.spaceId}`, { token: t.analyst })).data).toBe(30);
  });

  it('answers the last-7-days performance', async () => {
    const total = await call<CampaignPeriodTotal>(t.base, `/v1/campaign/${ownCampaign(t.mock, 3).id}/total`, { token: t.advertiser });
    expect(total.data.current_period_impressions).toBeGreaterThan(0);
    expect(total.data.current_period_clicks).toBeGreaterThan(0);
    expect(total.data.current_period_spent).toBeGreaterThan(0);
    expect((await call(t.base, `/v1/campaign/${foreignCampaign(t.mock).id}/total`, { token: t.advertiser })).type.code).toBe(3);
  });
});

describe('row actions', () => {
  it('pauses from a plain-text id and runs again', async () => {
    const { id } = ownCampaign(t.mock, 3);
    const paused = await call<CampaignRecord>(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(id) });
    expect(paused.data.status_key).toBe(41);
    expect((await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(id) })).type).toEqual({
      code: 134,
      message: 'Campaign status does not match the action',
    });
    const ran = await call<CampaignRecord>(t.base, '/v1/campaign/run', { token: t.advertiser, json: { id } });
    expect(ran.data.status_key).toBe(3);
  });

  // Spec 1 §4 per status: Pause from the running states (and waiting for the ad exchange, as the app
  // offers), Run from the paused, waiting and archived ones, code 134 for everything else.
  const S = CAMPAIGN_STATUS;

  /**
   * The positive control of a refused action: the advertiser's pause of a running campaign and run of
   * it paused are taken, then its status is put back, so a refusal is the status's or caller's doing.
   */
  const expectPauseAndRunTaken = async (): Promise<void> => {
    const running = ownCampaign(t.mock, S.running);
    const restore = { status_key: running.status_key, updated_at: running.updated_at };
    try {
      expect((await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(running.id) })).type.code).toBe(0);
      expect((await call(t.base, '/v1/campaign/run', { token: t.advertiser, json: { id: running.id } })).type.code).toBe(0);
    } finally {
      t.mock.store.mutate(() => Object.assign(running, restore));
    }
  };

  const TRANSITIONS: [string, CampaignStatusKey, number | null, number[] | null][] = [
    ['draft', S.draft, null, null],
    ['in_moderation', S.in_moderation, null, null],
    ['rejected', S.rejected, null, null],
    ['running', S.running, S.paused, null],
    ['running_daily_budget_reached', S.running_daily_budget_reached, S.paused, null],
    ['waiting_for_ad_exchange', S.waiting_for_ad_exchange, S.paused, null],
    ['paused', S.paused, null, [S.running, S.waiting_to_start]],
    ['paused_due_to_user_balance_spent', S.paused_due_to_user_balance_spent, null, [S.running, S.waiting_to_start]],
    ['paused_pending_balance_validation', S.paused_pending_balance_validation, null, [S.running, S.waiting_to_start]],
    ['waiting_to_start', S.waiting_to_start, null, [S.running, S.waiting_to_start]],
    ['archived', S.archived, null, [S.running, S.waiting_to_start]],
    ['finished_budget_spent', S.finished_budget_spent, null, null],
    ['finished_overdue', S.finished_overdue, null, null],
  ];

  it('covers every status in the transition table', () => {
    expect(TRANSITIONS.map(([, status]) => status).sort((a, b) => a - b)).toEqual([...CAMPAIGN_STATUS_KEYS].sort((a, b) => a - b));
  });

  it.each(TRANSITIONS)('from %s: pause and run as spec 1 §4 says, else 134', async (_name, status, afterPause, afterRun) => {
    await expectPauseAndRunTaken();
    const campaign = ownCampaign(t.mock, status);
    const restore = { status_key: campaign.status_key, updated_at: campaign.updated_at };
    try {
      const paused = await call<CampaignRecord>(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(campaign.id) });
      if (afterPause === null) {
        expect(paused.status).toBe(400);
        expect(paused.type.code).toBe(134);
        expect(campaign.status_key).toBe(status);
      } else {
        expect(paused.data.status_key).toBe(afterPause);
      }
      t.mock.store.mutate(() => Object.assign(campaign, restore));
      const ran = await call<CampaignRecord>(t.base, '/v1/campaign/run', { token: t.advertiser, json: { id: campaign.id } });
      if (afterRun === null) {
        expect(ran.type.code).toBe(134);
        expect(campaign.status_key).toBe(status);
      } else {
        expect(afterRun).toContain(ran.data.status_key);
        // A run campaign waits only when its start date is still ahead.
        const ahead = campaign.campaign_start_at !== null && Date.parse(campaign.campaign_start_at) > Date.now();
        expect(ran.data.status_key).toBe(ahead ? S.waiting_to_start : S.running);
      }
    } finally {
      t.mock.store.mutate(() => Object.assign(campaign, restore));
    }
  });

  it('lets the list show the change: a paused campaign lists as paused, then running again', async () => {
    const { id } = ownCampaign(t.mock, S.running);
    const statusInList = async () =>
      (
        await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
          token: t.advertiser,
          json: { space_id: PERSONA_IDS.advertiser.spaceId, page: 1, pageSize: 100, sort_by_field: 'spent' },
        })
      ).data.data.find((r) => r.id === id)?.status_key;
    expect(await statusInList()).toBe(S.running);
    await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(id) });
    expect(await statusInList()).toBe(S.paused);
    await call(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(id) });
    expect(await statusInList()).toBe(S.running);
  });

  it('refuses actions without the permission or on a foreign campaign', async () => {
    // The advertiser pauses and runs an own campaign, and the administrator archives and unarchives one.
    await expectPauseAndRunTaken();
    const archivable = ownCampaign(t.mock, 41).id;
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: t.admin, text: String(archivable) })).data.status_key).toBe(5);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: t.admin, text: String(archivable) })).data.status_key).toBe(41);
    expect((await call(t.base, '/v1/campaign/pause', { token: t.analyst, text: String(ownCampaign(t.mock, 3).id) })).type.code).toBe(3);
    const analystRun = await call(t.base, '/v1/campaign/run', { token: t.analyst, text: String(ownCampaign(t.mock, 41).id) });
    expect(analystRun.status).toBe(403);
    expect(analystRun.type).toEqual({ code: 3, message: 'Illegal action' });
    expect((await call(t.base, '/v1/campaign/archive/toggle', { token: t.analyst, text: String(ownCampaign(t.mock, 41).id) })).type.code).toBe(3);
    expect(ownCampaign(t.mock, 41).status_key).toBe(41);
    expect((await call(t.base, '/v1/campaign/archive/toggle', { token: t.advertiser, text: String(ownCampaign(t.mock, 41).id) })).type.code).toBe(3);
    expect((await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(foreignCampaign(t.mock).id) })).type.code).toBe(3);
    expect((await call(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(ownCampaign(t.mock, 0).id) })).type.code).toBe(134);
  });

  it('records each status change in the change log with a new version, and answers no owner fields to the advertiser', async () => {
    const campaign = ownCampaign(t.mock, S.running);
    const before = { version: campaign.version, log: t.mock.store.state().revisions.filter((r) => r.campaign_id === campaign.id).length };
    const paused = await call<CampaignRecord>(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(campaign.id) });
    expect(paused.data.version).toBe(before.version + 1);
    expect(paused.data).not.toHaveProperty('owner');
    const log = t.mock.store.state().revisions.filter((r) => r.campaign_id === campaign.id);
    expect(log).toHaveLength(before.log + 1);
    expect(log.at(-1)).toMatchObject({ author: { email: 'advertiser@demo.test' }, state_difference: [{ path: 'status_key', value: S.paused }] });
    const ran = await call<CampaignRecord>(t.base, '/v1/campaign/run', { token: t.admin, text: String(campaign.id) });
    expect(ran.data.version).toBe(before.version + 2);
    expect(ran.data.owner).toBeDefined();
  });

  it('lets an administrator archive and unarchive', async () => {
    const { id } = ownCampaign(t.mock, 41);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: t.admin, text: String(id) })).data.status_key).toBe(5);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: t.admin, text: String(id) })).data.status_key).toBe(41);
    // Archive is offered from any status but archived; the toggle back always leaves it paused.
    const running = ownCampaign(t.mock, 3);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: t.admin, text: String(running.id) })).data.status_key).toBe(5);
    expect((await call<CampaignRecord>(t.base, '/v1/campaign/archive/toggle', { token: t.admin, json: { id: running.id } })).data.status_key).toBe(41);
    expect((await call(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(running.id) })).type.code).toBe(0);
  });
});

describe('run with too little money (spec 2 §8 "insufficient budget to start")', () => {
  const setBalance = (balance: number) =>
    t.mock.store.mutate((state) => {
      const space = state.spaces.find((s) => s.id === PERSONA_IDS.advertiser.spaceId);
      if (!space) throw new Error('no advertiser space');
      const before = fromMinor(space.balance_minor);
      space.balance_minor = toMinor(balance);
      return before;
    });

  it('refuses Run when the balance cannot fund a day of the budget (code 1330), changing nothing', async () => {
    const campaign = ownCampaign(t.mock, CAMPAIGN_STATUS.paused);
    const restore = { status_key: campaign.status_key, updated_at: campaign.updated_at };
    const before = setBalance(campaign.budget);
    try {
      // With a day of the budget covered the same Run is taken, then undone, so the refusal meets the campaign paused.
      expect((await call(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(campaign.id) })).type.code).toBe(0);
      t.mock.store.mutate(() => Object.assign(campaign, restore));
      const { version } = campaign;
      setBalance(campaign.budget - 0.01);
      const refused = await call<CampaignRecord>(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(campaign.id) });
      expect(refused.status).toBe(400);
      expect(refused.type).toEqual({ code: 1330, message: 'Insufficient account budget to start the campaign: the balance must cover its daily budget.' });
      expect(ownCampaign(t.mock, CAMPAIGN_STATUS.paused)).toMatchObject({ id: campaign.id, version });
      // Pause needs no money: a running campaign can always be stopped.
      const running = ownCampaign(t.mock, CAMPAIGN_STATUS.running);
      expect((await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(running.id) })).type.code).toBe(0);
      setBalance(0);
      expect((await call(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(running.id) })).type.code).toBe(1330);
    } finally {
      setBalance(before);
    }
  });

  it('runs when the balance covers the daily budget exactly', async () => {
    const campaign = ownCampaign(t.mock, CAMPAIGN_STATUS.paused);
    const before = setBalance(campaign.budget);
    try {
      const ran = await call<CampaignRecord>(t.base, '/v1/campaign/run', { token: t.advertiser, text: String(campaign.id) });
      expect(ran.type.code).toBe(0);
    } finally {
      setBalance(before);
    }
  });
});
