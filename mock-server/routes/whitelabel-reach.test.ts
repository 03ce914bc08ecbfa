import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS,
  INVOICE_HISTORY_PATH,
  PLACEMENT_PATHS,
  type CampaignInput,
  type CampaignRecord,
  type CampaignStatusKey,
  type InvoiceHistoryRow,
  type Page,
  type PaymentVendor,
  type User,
} from '../../src/api/contract';
import { isoDay, todayDayNumber } from '../dates';
import { MOCK_ADMIN_PATHS, type MockSettings } from '../mock-admin-api';
import { FIRST_CAMPAIGN_ID, NG_ADMIN, PERSONA_IDS, SEEDED_OWNER_PASSWORD, WHITELABELS } from '../seed/facts';
import { call, login, signedInMock, type CallOptions } from '../test-support';
import { getCampaign, inputOf, publishableInput, uniqueName } from './campaign-test-support';

/**
 * Another white-label's id answers exactly like an unknown one (caller-reach.ts): the ng administrator
 * names a dsp account's space, user, campaign and invoice on every call that takes such an id, and
 * learns nothing a made-up id would not tell. Within one white-label a plain advertiser is held to the
 * same for the kinds whose refusal the README does not document otherwise (another account's campaign
 * is documented as 3 "Illegal action", so it is left out).
 */
const t = signedInMock();

type Kind = 'space' | 'user' | 'campaign' | 'invoice' | 'audience';

type Request = CallOptions & { path: string };

/** What the call sends besides the id, as the caller's own record needs it (a version, a file's name …). */
interface Held {
  input?: CampaignInput;
  version?: number;
  revision?: number;
  moderationStartAt?: string | null;
  name?: string;
  permissions?: readonly string[];
}

/** Who probes: its token, its own user, a user of its account it may grant to, its records, its account owner's token. */
interface Caller {
  token: string;
  userId: number;
  colleague: number;
  /** Its own account and, of the kinds it is probed on, a record it reaches. */
  ids: { space: number } & Partial<Record<Kind, number>>;
  whitelabelId: number;
  ownerToken: () => Promise<string>;
}

/** The caller's own record the call is accepted for, and what the call sends with it. */
interface Control {
  id: number;
  held: Held;
}

interface Probe {
  kind: Kind;
  /** What the call is, for the test's name. */
  name: string;
  /** Administration only: the advertiser is refused it whatever the id, so it proves nothing there. */
  admin?: true;
  /** The payment vendor the own record's account must pay through for the call to be taken (set for the probe only). */
  vendor?: PaymentVendor;
  /**
   * The caller's own record the call takes, when the kind's usual one cannot (a campaign in the status
   * the action needs, a file to name, oneself): readied through the API, with what the call must send.
   */
  own?: (caller: Caller) => Promise<Control>;
  request: (id: number, held: Held) => Request;
}

const RANGE = { from_date: '2026-01-01', to_date: '2026-01-08' };
const STARTED = () => new Date().toISOString();
const VISITORS = { include_condition: null, exclude_condition: null, include_actions: [{ action: 'page_visit', period: '7', parameters: [] }], exclude_actions: [] };

/** The caller's own record of the kind (fails the test when the caller is not probed on that kind). */
const ownOf = (caller: Caller, kind: Kind): number => {
  const id = caller.ids[kind];
  if (id === undefined) throw new Error(`the caller has no ${kind} to probe with`);
  return id;
};

/** A campaign of the caller's white-label in this status, its own account's first (fails the test when there is none). */
const campaignIn = (caller: Caller, status: CampaignStatusKey): number => {
  const state = t.mock.store.state();
  const users = new Map(state.users.map((u) => [u.id, u]));
  const inLabel = (spaceId: number): boolean => users.get(state.spaces.find((s) => s.id === spaceId)?.owner_user_id ?? 0)?.whitelabel_id === caller.whitelabelId;
  const candidates = state.campaigns.filter((c) => c.status_key === status && inLabel(c.space_id));
  const campaign = candidates.find((c) => c.space_id === caller.ids.space) ?? candidates[0];
  if (!campaign) throw new Error(`white-label ${caller.whitelabelId} has a campaign in status ${status}`);
  return campaign.id;
};

/** A call's answer, accepted: code 0 (or, for a file, the file itself). */
const expectTaken = (answer: Told, what: string): void => {
  expect(answer.status, what).toBe(200);
  if (!answer.file) expect(answer.type?.code, what).toBe(0);
};

/** A new draft in the caller's own account, as its editor creates it. */
const draftOf = async (caller: Caller, input: Partial<CampaignInput> = {}): Promise<CampaignRecord> => {
  const created = await call<CampaignRecord>(t.base, '/v1/campaign', { token: caller.token, method: 'PUT', json: { space_id: caller.ids.space, name: uniqueName('Reach'), ...input } });
  expect(created.type.code).toBe(0);
  return created.data;
};

/** The campaign as its editor sends it back: every field at the version it was loaded at. */
const asLoaded = async (caller: Caller, id: number): Promise<Control> => {
  const record = (await getCampaign(t.base, caller.token, id)).data;
  return { id, held: { input: inputOf(record), version: record.version } };
};

/** A fresh campaign the caller's own account owner has published, in moderation, as the moderator loads it. */
const inModeration = async (caller: Caller): Promise<Control> => {
  const published = await call<CampaignRecord>(t.base, '/v1/campaign/saveAndPublish', { token: await caller.ownerToken(), json: publishableInput() });
  expect(published.type.code).toBe(0);
  const loaded = (await getCampaign(t.base, caller.token, published.data.id)).data;
  expect(loaded.status_key).toBe(CAMPAIGN_STATUS.in_moderation);
  return { id: loaded.id, held: { moderationStartAt: loaded.moderation_start_at } };
};

/** A draft renamed once, so its first revision is one to go back to, at the version it now has. */
const withPastRevision = async (caller: Caller): Promise<Control> => {
  const draft = await draftOf(caller);
  const renamed = await call<CampaignRecord>(t.base, '/v1/campaign', { token: caller.token, method: 'PUT', json: inputOf(draft, { name: uniqueName('Reach renamed') }) });
  expect(renamed.type.code).toBe(0);
  const log = await call<{ data: { id: number }[] }>(t.base, `/v1/campaign/revision/snapshot/${draft.id}?page-num=1&page-size=10`, { token: caller.token });
  const first = log.data.data.at(-1);
  if (!first) throw new Error(`campaign ${draft.id} has a revision after its rename`);
  return { id: draft.id, held: { revision: first.id, version: renamed.data.version } };
};

/** A whitelist file the caller has just uploaded to its own account, named by the call. */
const withWhitelist = async (caller: Caller): Promise<Control> => {
  const name = uniqueName('Reach apps');
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob(['bundle_id\r\ncom.example.app\r\n'], { type: 'text/csv' }), 'apps.csv');
  const response = await fetch(`${t.base}${PLACEMENT_PATHS.whitelist}/${caller.ids.space}`, { method: 'POST', headers: { Authorization: `Bearer ${caller.token}` }, body: form });
  expect(response.status).toBe(200);
  return { id: caller.ids.space, held: { name } };
};

/** A user of the caller's account it may set permissions for, with those it holds (nothing changes). */
const colleagueAsHeld = async (caller: Caller): Promise<Control> => {
  const user = await call<User>(t.base, `/v1/user/${caller.colleague}`, { token: caller.token });
  expect(user.type.code).toBe(0);
  return { id: caller.colleague, held: { permissions: user.data.permissions } };
};

const PROBES: Probe[] = [
  { kind: 'space', name: 'GET /v1/space/{id}', request: (id) => ({ path: `/v1/space/${id}` }) },
  { kind: 'space', name: 'GET /v1/space/balance/{id}', request: (id) => ({ path: `/v1/space/balance/${id}` }) },
  { kind: 'space', name: 'GET /v1/space/{id}/users', request: (id) => ({ path: `/v1/space/${id}/users` }) },
  { kind: 'space', name: 'GET /v1/campaign/count/{space}', request: (id) => ({ path: `/v1/campaign/count/${id}` }) },
  { kind: 'space', name: 'POST /v1/user/switch/{space}', admin: true, request: (id) => ({ path: `/v1/user/switch/${id}`, json: {} }) },
  { kind: 'space', name: 'POST /v1/campaign/list/v2', request: (id) => ({ path: '/v1/campaign/list/v2', json: { space_id: id } }) },
  { kind: 'space', name: 'POST account report CSV', request: (id) => ({ path: '/v1/campaign/report/download/account-report', json: { space_id: id, ...RANGE } }) },
  { kind: 'space', name: 'POST /v1/transactions/list', request: (id) => ({ path: '/v1/transactions/list', json: { space_id: id, ...RANGE, page: 1, size: 10 } }) },
  { kind: 'space', name: 'POST /v1/transactions/download', request: (id) => ({ path: '/v1/transactions/download', json: { space_id: id, ...RANGE } }) },
  { kind: 'space', name: 'POST /v1/invoice/history', request: (id) => ({ path: '/v1/invoice/history', json: { user_id: id, ...RANGE, page: 1, size: 10 } }) },
  { kind: 'space', name: 'POST /v1/audience/list', request: (id) => ({ path: '/v1/audience/list', json: { space_id: id, name: '' } }) },
  { kind: 'space', name: 'POST /v1/audience/estimate', request: (id) => ({ path: '/v1/audience/estimate', json: { user_id: id, dynamic_audience: VISITORS } }) },
  { kind: 'space', name: 'POST /v1/audience/dynamic', request: (id) => ({ path: '/v1/audience/dynamic', json: { user_id: id, name: `Reach ${id}`, type: 'dynamic', dynamic_audience: VISITORS } }) },
  { kind: 'space', name: 'GET /v1/events/slots', request: (id) => ({ path: `/v1/events/slots?adv-id=${id}` }) },
  { kind: 'space', name: 'GET /v1/events/filters', request: (id) => ({ path: `/v1/events/filters?adv-id=${id}` }) },
  { kind: 'space', name: 'POST /v1/telco/report/total', request: (id) => ({ path: '/v1/telco/report/total', json: { space_id: id, ...RANGE, page: 1, pageSize: 10 } }) },
  { kind: 'space', name: 'POST rewarded space switch', request: (id) => ({ path: `/v1/campaign/rewarded/space-switch/${id}`, method: 'POST' }) },
  { kind: 'space', name: 'GET /v1/campaign/whitelists/{space}', request: (id) => ({ path: `/v1/campaign/whitelists/${id}` }) },
  { kind: 'space', name: 'POST /v1/campaign/csv/download', request: (id) => ({ path: '/v1/campaign/csv/download', json: { space_id: id } }) },
  { kind: 'space', name: 'PUT /v1/campaign (new, in a space)', request: (id) => ({ path: '/v1/campaign', method: 'PUT', json: { space_id: id, name: uniqueName('Reach') } }) },
  { kind: 'space', name: 'POST /v1/campaign/forecast', request: (id) => ({ path: '/v1/campaign/forecast', json: { space_id: id } }) },
  { kind: 'space', name: 'POST /v1/campaign/bulk (space_id)', request: (id) => ({ path: '/v1/campaign/bulk', json: { space_id: id, ids: [FIRST_CAMPAIGN_ID], change: { status: 'pause' }, dry_run: true } }) },
  { kind: 'space', name: 'GET client token (space_id)', request: (id) => ({ path: `/v1/payment/stripe/client-token?space_id=${id}` }) },
  { kind: 'space', name: 'GET /v1/whitelabel/admin/audit', admin: true, request: (id) => ({ path: `/v1/whitelabel/admin/audit?space_id=${id}` }) },
  { kind: 'space', name: 'GET a whitelist file by name', own: withWhitelist, request: (id, held) => ({ path: `/v1/campaign/whitelist/${id}/${encodeURIComponent(held.name ?? 'missing')}` }) },
  {
    kind: 'space',
    name: 'POST traffic discovery report',
    request: (id) => ({ path: '/v1/reports/placement/dimension', json: { space_id: id, dimensions: ['os'], metrics_included: ['request_count'], order_field: 'request_count', order_direction: 'DESC', page: 1, page_size: 25 } }),
  },

  { kind: 'user', name: 'GET /v1/user/{id}', request: (id) => ({ path: `/v1/user/${id}` }) },
  { kind: 'user', name: 'PUT /v1/user', request: (id) => ({ path: '/v1/user', method: 'PUT', json: { id, first_name: 'Probe', last_name: 'Reach', phone: '+1 202 555 0100' } }) },
  { kind: 'user', name: 'PUT /v1/user/legal', request: (id) => ({ path: '/v1/user/legal', method: 'PUT', json: { user_id: id, company_name: 'Probe Ltd' } }) },
  { kind: 'user', name: 'PUT /v1/user/rewarded/ads', request: (id) => ({ path: '/v1/user/rewarded/ads', method: 'PUT', json: { user_id: id, rewarded_ads_cpm_rate: 2 } }) },
  { kind: 'user', name: 'PUT /v1/user/payment', admin: true, request: (id) => ({ path: '/v1/user/payment', method: 'PUT', json: { user_id: id, invoice_due_day: 3, credit_limit: 0 } }) },
  { kind: 'user', name: 'PUT /v1/user/account/settings', request: (id) => ({ path: '/v1/user/account/settings', method: 'PUT', json: { user_id: id, settings: {} } }) },
  {
    kind: 'user',
    name: 'PUT /v1/user/access',
    own: colleagueAsHeld,
    request: (id, held) => ({ path: '/v1/user/access', method: 'PUT', json: { user_id: id, permissions: held.permissions ?? [] } }),
  },
  { kind: 'user', name: 'GET /v1/payment-method?user-id=', request: (id) => ({ path: `/v1/payment-method?user-id=${id}` }) },
  {
    kind: 'user',
    name: 'PUT /v1/user/change-language',
    // Only oneself's language changes: the own control is the caller's.
    own: (caller) => Promise.resolve({ id: caller.userId, held: {} }),
    request: (id) => ({ path: '/v1/user/change-language', method: 'PUT', json: { user_id: id, language_key: 1 } }),
  },
  { kind: 'user', name: 'GET /v1/campaign/max-margin?user-id=', admin: true, request: (id) => ({ path: `/v1/campaign/max-margin?user-id=${id}` }) },
  { kind: 'user', name: 'GET /v1/invoice/user-transactions/{id}', admin: true, request: (id) => ({ path: `/v1/invoice/user-transactions/${id}` }) },
  { kind: 'user', name: 'GET /v1/invoice/user-account/{id}', admin: true, request: (id) => ({ path: `/v1/invoice/user-account/${id}` }) },
  { kind: 'user', name: 'POST /v1/invoice/log-payment/{id}', admin: true, request: (id) => ({ path: `/v1/invoice/log-payment/${id}`, json: { amount: 1, referer: 'BANK_TRANSFER' } }) },
  {
    kind: 'user',
    name: 'POST /v1/invoice/pay-manually/{id}',
    admin: true,
    vendor: 'ameria',
    request: (id) => ({ path: `/v1/invoice/pay-manually/${id}`, json: { amount: 1, referer: 'AMERIA' } }),
  },
  {
    kind: 'user',
    name: 'PUT /v1/user/legal (moderation)',
    admin: true,
    request: (id) => ({ path: '/v1/user/legal', method: 'PUT', json: { user_id: id, legal_entity_name: 'Probe Ltd', moderation_start_at: STARTED() } }),
  },

  { kind: 'campaign', name: 'GET /v1/campaign/{id}', request: (id) => ({ path: `/v1/campaign/${id}` }) },
  { kind: 'campaign', name: 'GET /v1/campaign/{id}/total', request: (id) => ({ path: `/v1/campaign/${id}/total` }) },
  { kind: 'campaign', name: 'GET /v1/campaign/{id}/pacing', request: (id) => ({ path: `/v1/campaign/${id}/pacing` }) },
  { kind: 'campaign', name: 'GET revision count', request: (id) => ({ path: `/v1/campaign/revision/count/${id}` }) },
  { kind: 'campaign', name: 'GET revisions', request: (id) => ({ path: `/v1/campaign/revision/snapshot/${id}?page-num=1&page-size=10` }) },
  { kind: 'campaign', name: 'GET restore preview', own: withPastRevision, request: (id, held) => ({ path: `/v1/campaign/${id}/revisions/${held.revision ?? 1}/restore/preview` }) },
  {
    kind: 'campaign',
    name: 'PUT /v1/campaign (id)',
    own: (caller) => asLoaded(caller, ownOf(caller, 'campaign')),
    request: (id, held) => ({ path: '/v1/campaign', method: 'PUT', json: { ...held.input, id, version: held.version ?? 0 } }),
  },
  {
    kind: 'campaign',
    name: 'POST /v1/campaign/saveAndPublish (id)',
    own: async (caller) => asLoaded(caller, (await draftOf(caller, publishableInput())).id),
    request: (id, held) => ({ path: '/v1/campaign/saveAndPublish', json: { ...held.input, id, version: held.version ?? 0 } }),
  },
  {
    kind: 'campaign',
    name: 'POST /v1/campaign/pause',
    own: (caller) => Promise.resolve({ id: campaignIn(caller, CAMPAIGN_STATUS.running), held: {} }),
    request: (id) => ({ path: '/v1/campaign/pause', json: { id } }),
  },
  {
    kind: 'campaign',
    name: 'POST /v1/campaign/run',
    // A campaign that ran until just now, so its account's balance covers running it again.
    own: async (caller) => {
      const id = campaignIn(caller, CAMPAIGN_STATUS.running);
      expect((await call(t.base, '/v1/campaign/pause', { token: caller.token, json: { id } })).type.code).toBe(0);
      return { id, held: {} };
    },
    request: (id) => ({ path: '/v1/campaign/run', json: { id } }),
  },
  { kind: 'campaign', name: 'POST /v1/campaign/bulk (ids)', request: (id) => ({ path: '/v1/campaign/bulk', json: { ids: [id], change: { status: 'pause' }, dry_run: true } }) },
  { kind: 'campaign', name: 'GET /v1/campaign/admin/{id}', admin: true, request: (id) => ({ path: `/v1/campaign/admin/${id}` }) },
  { kind: 'campaign', name: 'POST /v1/campaign/admin/{id} (owner fields)', admin: true, request: (id) => ({ path: `/v1/campaign/admin/${id}`, json: { margin: 10 } }) },
  { kind: 'campaign', name: 'POST /v1/campaign/admin/{id} (phase)', admin: true, request: (id) => ({ path: `/v1/campaign/admin/${id}`, json: { phase: 'Learning' } }) },
  { kind: 'campaign', name: 'POST /v1/campaign/admin/report/{id}', admin: true, request: (id) => ({ path: `/v1/campaign/admin/report/${id}`, json: {} }) },
  { kind: 'campaign', name: 'PUT /v1/campaign/admin/{id}/comment', admin: true, request: (id) => ({ path: `/v1/campaign/admin/${id}/comment`, method: 'PUT', json: { day: '2026-11-01', comment: 'probe' } }) },
  {
    kind: 'campaign',
    name: 'POST moderation reject',
    admin: true,
    own: inModeration,
    request: (id, held) => ({ path: '/v1/campaign/moderation/reject', json: { campaign_id: id, comment: 'probe', moderation_start_at: held.moderationStartAt ?? STARTED() } }),
  },
  {
    kind: 'campaign',
    name: 'POST moderation approve',
    admin: true,
    own: inModeration,
    request: (id, held) => ({
      path: '/v1/campaign/moderation/approve',
      json: { campaign_id: id, category_keys: ['IAB22'], exchange_id: [1], traffic_sources: [1], moderation_start_at: held.moderationStartAt ?? STARTED() },
    }),
  },
  { kind: 'campaign', name: 'POST /v1/reports/total', request: (id) => ({ path: '/v1/reports/total', json: { id, ...RANGE } }) },
  { kind: 'campaign', name: 'POST /v1/reports/dimension', request: (id) => ({ path: '/v1/reports/dimension', json: { id, ...RANGE } }) },
  { kind: 'campaign', name: 'POST /v1/reports/dashboard', request: (id) => ({ path: '/v1/reports/dashboard', json: { id, ...RANGE } }) },
  { kind: 'campaign', name: 'POST campaign report CSV', request: (id) => ({ path: '/v1/campaign/report/download/campaign-report', json: { id, ...RANGE } }) },
  { kind: 'campaign', name: 'POST /v1/campaign/archive/toggle', admin: true, request: (id) => ({ path: '/v1/campaign/archive/toggle', json: { id } }) },
  {
    kind: 'campaign',
    name: 'POST restore a revision',
    own: withPastRevision,
    request: (id, held) => ({ path: `/v1/campaign/${id}/revisions/${held.revision ?? 1}/restore`, json: { version: held.version ?? 999_999 } }),
  },
  { kind: 'campaign', name: 'POST a research request for a campaign', request: (id) => ({ path: '/v1/campaign/app/pending/resources', json: { name: `com.example.reach${id}`, campaign_id: id } }) },
  { kind: 'campaign', name: 'POST /v1/reports/views', request: (id) => ({ path: '/v1/reports/views', json: { campaign_id: id, name: 'Probe', filters: { from: '2026-10-01', to: '2026-11-01', granularity: 'day', tab: 'publishers' } } }) },
  { kind: 'campaign', name: 'GET rewarded spot calculator', request: (id) => ({ path: `/v1/campaign/rewarded/spot-calculator?cpm_multiplier=1&daily_budget=10&campaign_id=${id}` }) },

  { kind: 'invoice', name: 'GET /v1/invoice/{id}', request: (id) => ({ path: `/v1/invoice/${id}` }) },
  { kind: 'invoice', name: 'GET /v1/invoice/pdf/{id}', request: (id) => ({ path: `/v1/invoice/pdf/${id}` }) },
  { kind: 'invoice', name: 'GET /v1/invoice/transactions/{id}', admin: true, request: (id) => ({ path: `/v1/invoice/transactions/${id}` }) },
  { kind: 'invoice', name: 'POST /v1/invoice/send/{id}', admin: true, request: (id) => ({ path: `/v1/invoice/send/${id}`, json: { type: 'internal', date: '2026-01-01' } }) },

  { kind: 'audience', name: 'GET /v1/audience/{id}', request: (id) => ({ path: `/v1/audience/${id}` }) },
  { kind: 'audience', name: 'POST /v1/campaign/forecast (segment audience)', request: (id) => ({ path: '/v1/campaign/forecast', json: { segment_audiences: { include_any: [id], include: [], exclude: [] } } }) },
  { kind: 'audience', name: 'POST /v1/campaign/audience-size (segment audience)', request: (id) => ({ path: '/v1/campaign/audience-size', json: { segment_audiences: { include_any: [id], include: [], exclude: [] } } }) },
];

/** What an answer tells: its status, code and message, and a bulk answer's rows without their ids. */
interface Told {
  status: number;
  file?: true;
  type?: { code: number; message: string };
  rows?: unknown[];
}

const told = async (token: string, { path, ...options }: Request): Promise<Told> => {
  const response = await fetch(`${t.base}${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    headers: { Authorization: `Bearer ${token}`, ...(options.json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  // A file (a CSV, a PDF) is a success: only its status tells anything.
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return { status: response.status, file: true };
  const answer = (await response.json()) as { type: { code: number; message: string }; data: { rows?: { id: number }[] } | null };
  return { status: response.status, type: answer.type, rows: answer.data?.rows?.map(({ id: _id, ...row }) => row) };
};

const UNKNOWN = { space: 9_999_998, user: 9_999_998, campaign: 9_999_998, invoice: 999_800_001, audience: 9_999_998 } satisfies Record<Kind, number>;

/** An account of the white-label with campaigns (not `notSpace`), its owner, a campaign and an audience. */
const recordsOf = (whitelabelId: number, notSpace?: number): Omit<Record<Kind, number>, 'invoice'> => {
  const state = t.mock.store.state();
  const users = new Map(state.users.map((u) => [u.id, u]));
  const inLabel = (spaceId: number): boolean => spaceId !== notSpace && users.get(state.spaces.find((s) => s.id === spaceId)?.owner_user_id ?? 0)?.whitelabel_id === whitelabelId;
  const space = state.spaces.find((s) => inLabel(s.id) && state.campaigns.some((c) => c.space_id === s.id));
  const campaign = space && state.campaigns.find((c) => c.space_id === space.id);
  const audience = state.audiences.find((a) => inLabel(a.space_id));
  if (!space || !campaign || !audience) throw new Error(`the seed has an account with campaigns, and audiences, in white-label ${whitelabelId}`);
  return { space: space.id, user: space.owner_user_id, campaign: campaign.id, audience: audience.id };
};

/** One of the account's invoices, as its white-label's administrator finds it (whatever day the test runs). */
const invoiceOf = async (spaceId: number, token: string): Promise<number> => {
  const today = todayDayNumber();
  const history = await call<Page<InvoiceHistoryRow>>(t.base, INVOICE_HISTORY_PATH, { token, json: { user_id: spaceId, from_date: isoDay(today - 730), to_date: isoDay(today + 1), page: 1, size: 1 } });
  const invoice = history.data.data[0];
  if (!invoice) throw new Error(`account ${spaceId} has invoices`);
  return invoice.id;
};

const idsOf = async (whitelabelId: number, token: string, notSpace?: number): Promise<Record<Kind, number>> => {
  const records = recordsOf(whitelabelId, notSpace);
  return { ...records, invoice: await invoiceOf(records.space, token) };
};

const READS: Record<Kind, (id: number) => Request> = {
  space: (id) => ({ path: `/v1/space/${id}` }),
  user: (id) => ({ path: `/v1/user/${id}` }),
  campaign: (id) => ({ path: `/v1/campaign/${id}` }),
  invoice: (id) => ({ path: `/v1/invoice/${id}` }),
  audience: (id) => ({ path: `/v1/audience/${id}` }),
};

/**
 * The refusal's precondition, in each probe's own test: the caller reads its own record of the kind (its
 * token and the route family work) and the foreign id is a real record its own administrator reads, so
 * answering it as unknown is the reach check's doing. (Each probe's body is built to get past the id
 * check and to be taken for the caller's own record: expectOwnTakenForeignUnknown shows it taken first.)
 */
const expectBothReadable = async (kind: Kind, caller: { token: string; id: number }, foreign: { token: string; id: number }) => {
  expect((await call(t.base, READS[kind](caller.id).path, { token: caller.token })).type.code).toBe(0);
  expect((await call(t.base, READS[kind](foreign.id).path, { token: foreign.token })).type.code).toBe(0);
};

/** Sets the mock's payment vendor (every account but the seeded Ameria one pays through it) and answers the one before. */
const setVendor = async (paymentVendor: PaymentVendor): Promise<PaymentVendor> => {
  const before = (await call<Required<MockSettings>>(t.base, MOCK_ADMIN_PATHS.settings)).data.paymentVendor;
  expect((await call(t.base, MOCK_ADMIN_PATHS.settings, { json: { paymentVendor } })).status).toBe(200);
  return before;
};

/**
 * One probe's pair: the call is first accepted for the caller's own record (the kind's usual one, or
 * the one `own` readies), so its route, token and body are right; then the same call naming the
 * foreign id answers exactly as it does for a made-up one.
 */
const expectOwnTakenForeignUnknown = async (probe: Probe, caller: Caller, foreignId: number): Promise<void> => {
  const vendorBefore = probe.vendor && (await setVendor(probe.vendor));
  try {
    const control = probe.own ? await probe.own(caller) : { id: ownOf(caller, probe.kind), held: {} };
    const own = await told(caller.token, probe.request(control.id, control.held));
    expectTaken(own, `${probe.name} for the caller's own ${probe.kind} ${control.id}`);
    const unknown = await told(caller.token, probe.request(UNKNOWN[probe.kind], control.held));
    const foreign = await told(caller.token, probe.request(foreignId, control.held));
    // The call reads the id (its own white-label's gets past the check), so the comparison means something.
    expect(own).not.toEqual(unknown);
    expect(foreign).toEqual(unknown);
  } finally {
    if (vendorBefore) await setVendor(vendorBefore);
  }
};

describe("another white-label's ids, to the ng administrator", () => {
  let ng = '';
  let ngIds: Record<Kind, number>;
  let dspIds: Record<Kind, number>;
  let caller: Caller;
  beforeAll(async () => {
    const signedIn = await login(t.base, NG_ADMIN.email, NG_ADMIN.password);
    ng = signedIn.data.access_token;
    [ngIds, dspIds] = await Promise.all([idsOf(WHITELABELS.ng.id, ng), idsOf(WHITELABELS.dsp.id, t.admin)]);
    const ownerEmail = t.mock.store.state().users.find((u) => u.id === ngIds.user)?.email ?? '';
    caller = {
      token: ng,
      userId: NG_ADMIN.userId,
      // The administrator may set an account owner's permissions.
      colleague: ngIds.user,
      ids: ngIds,
      whitelabelId: WHITELABELS.ng.id,
      ownerToken: async () => (await login(t.base, ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token,
    };
  });

  it.each(['space', 'user', 'campaign', 'invoice', 'audience'] as const)('reads an ng %s by id (the positive control)', async (kind) => {
    const answer = await call(t.base, READS[kind](ngIds[kind]).path, { token: ng });
    expect(answer.type.code).toBe(0);
  });

  it.each(PROBES.map((probe) => [`${probe.kind}: ${probe.name}`, probe] as const))('%s answers a dsp id as an unknown one', async (_name, probe) => {
    await expectBothReadable(probe.kind, { token: ng, id: ngIds[probe.kind] }, { token: t.admin, id: dspIds[probe.kind] });
    await expectOwnTakenForeignUnknown(probe, caller, dspIds[probe.kind]);
  });
});

describe("another account's ids within one white-label, to a plain advertiser", () => {
  type Known = 'space' | 'user' | 'invoice';
  let own: Record<Known, number>;
  let other: Record<Known, number>;
  let caller: Caller;
  beforeAll(async () => {
    const mine = { space: PERSONA_IDS.advertiser.spaceId, user: PERSONA_IDS.advertiser.userId };
    own = { ...mine, invoice: await invoiceOf(mine.space, t.advertiser) };
    other = await idsOf(WHITELABELS.dsp.id, t.admin, PERSONA_IDS.advertiser.spaceId);
    caller = {
      token: t.advertiser,
      userId: PERSONA_IDS.advertiser.userId,
      // An owner sets a sub-user's permissions, never its own.
      colleague: PERSONA_IDS.analyst.userId,
      ids: own,
      whitelabelId: WHITELABELS.dsp.id,
      ownerToken: () => Promise.resolve(t.advertiser),
    };
  });

  it.each(['space', 'user', 'invoice'] as const)('reads its own %s by id (the positive control)', async (kind) => {
    expect((await call(t.base, READS[kind](own[kind]).path, { token: t.advertiser })).type.code).toBe(0);
  });

  // Another account's campaign and audience are documented as code 3 within a white-label (README
  // "Campaign editor I", "Audiences"): they stay so.
  const probes = PROBES.filter((probe): probe is Probe & { kind: Known } => probe.admin === undefined && probe.kind !== 'campaign' && probe.kind !== 'audience');
  it.each(probes.map((probe) => [`${probe.kind}: ${probe.name}`, probe] as const))('%s answers it as an unknown one', async (_name, probe) => {
    await expectBothReadable(probe.kind, { token: t.advertiser, id: own[probe.kind] }, { token: t.admin, id: other[probe.kind] });
    await expectOwnTakenForeignUnknown(probe, caller, other[probe.kind]);
  });
});
