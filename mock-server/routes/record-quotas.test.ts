import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_PATHS,
  CARD_DECLINE_MESSAGES,
  CODE,
  PAYMENT_METHOD_PATHS,
  QUOTA_MESSAGES,
  RECORD_QUOTAS,
  REPORT_PATHS,
  TEST_CARD_NUMBERS,
  type Audience,
  type CampaignListRow,
  type Page,
  type QuotaKind,
  type QuotaRefusalData,
  type SavedView,
  type TestVendorAnswer,
} from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { upload } from './files-test-support';

/** Record quotas (src/api/contract/quotas.ts): the last place is taken, the next create is refused, a delete frees one. */
const t = signedInMock();

const SPACE = PERSONA_IDS.advertiser.spaceId;
const USER = PERSONA_IDS.advertiser.userId;
let counter = 0;
const unique = (what: string): string => `${what} ${process.pid}-${++counter}`;
const CREATED_AT = '2026-01-05T10:00:00.000Z';

const expectQuotaRefusal = (answer: { status: number; type: { code: number }; data: unknown }, kind: QuotaKind): void => {
  const data: QuotaRefusalData = { errors: { name: QUOTA_MESSAGES[kind] }, quota: { kind, limit: RECORD_QUOTAS[kind] } };
  expect([answer.status, answer.type.code, answer.data]).toEqual([400, CODE.QUOTA_REACHED, data]);
};

describe('the audience quota', () => {
  const live = () => t.mock.store.state().audiences.filter((a) => a.space_id === SPACE && a.deleted_at === undefined);
  /** Stored straight into the db: the quota is about the count, not how the audiences came. */
  const fillTo = (count: number) =>
    t.mock.store.mutate((db) => {
      let id = db.audiences.reduce((max, a) => Math.max(max, a.id), 0);
      for (let held = live().length; held < count; held += 1) {
        id += 1;
        db.audiences.push({ id, name: unique('Filler'), row_count: 1, space_id: SPACE, type: 'static', created_at: CREATED_AT, status_key: 2, dynamic_audience: null });
      }
    });
  const createDynamic = (name = unique('Dynamic')) =>
    call<Audience>(t.base, AUDIENCE_PATHS.dynamic, {
      token: t.advertiser,
      json: { user_id: SPACE, name, type: 'dynamic', dynamic_audience: { include_actions: [{ action: 'page_visit', period: '30', parameters: [{ metric: 'page_url', condition: 'contains', value: '/pricing' }] }], include_condition: null, exclude_actions: [], exclude_condition: null } },
    });
  const uploadCsv = () => upload<Audience>(t.base, AUDIENCE_PATHS.upload, { token: t.advertiser, fields: { name: unique('Upload'), user: String(SPACE) }, fileName: 'ids.csv', type: 'text/csv', content: new TextEncoder().encode('14155550123\n') });

  it('takes the last place, then refuses a dynamic create and an upload with 1600 and the quota’s message; a delete frees a place', async () => {
    fillTo(RECORD_QUOTAS.audiences - 1);
    const last = await createDynamic();
    expect(last.type.code).toBe(0);
    expect(live()).toHaveLength(RECORD_QUOTAS.audiences);

    expectQuotaRefusal(await createDynamic(), 'audiences');
    expectQuotaRefusal(await uploadCsv(), 'audiences');
    expect(live()).toHaveLength(RECORD_QUOTAS.audiences);

    expect((await call(t.base, `${AUDIENCE_PATHS.audience}/${last.data.id}`, { token: t.advertiser, method: 'DELETE' })).type.code).toBe(0);
    const uploaded = await uploadCsv();
    expect(uploaded.type.code).toBe(0);
    expect(live()).toHaveLength(RECORD_QUOTAS.audiences);
  });

  it('lets only one of two creates sent side by side take the last place', async () => {
    fillTo(RECORD_QUOTAS.audiences);
    const one = live().at(-1);
    if (!one) throw new Error('no audience');
    expect((await call(t.base, `${AUDIENCE_PATHS.audience}/${one.id}`, { token: t.advertiser, method: 'DELETE' })).type.code).toBe(0);
    const answers = await Promise.all([createDynamic(), createDynamic(), uploadCsv()]);
    expect(answers.map((a) => a.type.code).sort((a, b) => a - b)).toEqual([0, CODE.QUOTA_REACHED, CODE.QUOTA_REACHED]);
    expect(live()).toHaveLength(RECORD_QUOTAS.audiences);
  });
});

describe('the saved report view quota', () => {
  const mine = () => t.mock.store.state().report_views.filter((v) => v.user_id === USER);
  const save = (campaignId: number, token = t.advertiser) =>
    call<SavedView>(t.base, REPORT_PATHS.views, {
      token,
      json: { name: unique('View'), campaign_id: campaignId, filters: { from: '2026-10-01', to: '2026-11-01', source: '', size: 1, device: null, granularity: 'day', tab: 'platforms' } },
    });

  it('takes the last place, refuses the next with 1600, counts each person apart, and frees a place on delete', async () => {
    const page = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: t.advertiser, json: { space_id: SPACE, name: '', status_filter: [], page: 1, pageSize: 1 } });
    const campaign = page.data.data[0];
    if (!campaign) throw new Error('no campaign');
    // Stored straight into the db, as the audiences: the quota is about the count.
    t.mock.store.mutate((db) => {
      let id = db.report_views.reduce((max, v) => Math.max(max, v.id), 0);
      for (let held = mine().length; held < RECORD_QUOTAS.report_views - 1; held += 1) {
        id += 1;
        db.report_views.push({ id, name: unique('Filler'), campaign_id: campaign.id, filters: { from: '2026-10-01', to: '2026-11-01', source: '', size: 1, device: null, granularity: 'day', tab: 'platforms' }, user_id: USER, created_at: CREATED_AT });
      }
    });
    const last = await save(campaign.id);
    expect(last.type.code).toBe(0);
    expect(mine()).toHaveLength(RECORD_QUOTAS.report_views);

    expectQuotaRefusal(await save(campaign.id), 'report_views');
    expect(mine()).toHaveLength(RECORD_QUOTAS.report_views);
    // The analyst of the same account has a quota of their own.
    expect((await save(campaign.id, t.analyst)).type.code).toBe(0);

    expect((await call(t.base, `${REPORT_PATHS.views}/${last.data.id}`, { token: t.advertiser, method: 'DELETE' })).type.code).toBe(0);
    const answers = await Promise.all([save(campaign.id), save(campaign.id)]);
    expect(answers.map((a) => a.type.code).sort((a, b) => a - b)).toEqual([0, CODE.QUOTA_REACHED]);
    expect(mine()).toHaveLength(RECORD_QUOTAS.report_views);
  });
});

describe('the saved card quota', () => {
  const cards = () => t.mock.store.state().payment_methods.filter((c) => c.space_id === SPACE);
  const saveCard = async () => {
    const secret = await (await fetch(`${t.base}${PAYMENT_METHOD_PATHS.clientToken}`, { headers: { Authorization: `Bearer ${t.advertiser}` } })).text();
    return call<TestVendorAnswer>(t.base, PAYMENT_METHOD_PATHS.testVendorConfirm, {
      token: t.advertiser,
      json: { client_secret: secret, number: TEST_CARD_NUMBERS.visa, exp_month: 4, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', name: 'Ada Lovelace' },
    });
  };

  it('saves cards up to the quota, then the card form answers too_many_cards and nothing is saved', async () => {
    for (let held = cards().length; held < RECORD_QUOTAS.payment_methods - 1; held += 1) expect((await saveCard()).data.status).toBe('succeeded');
    expect((await saveCard()).data.status).toBe('succeeded');
    expect(cards()).toHaveLength(RECORD_QUOTAS.payment_methods);
    expect((await saveCard()).data).toEqual({ status: 'failed', error: { code: 'too_many_cards', message: CARD_DECLINE_MESSAGES.tooManyCards } });
    expect(cards()).toHaveLength(RECORD_QUOTAS.payment_methods);
  });
});
