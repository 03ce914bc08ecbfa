import { describe, expect, it } from 'vitest';
import { CAMPAIGN_EXPORT_FILENAME, CAMPAIGN_STATUS, type CampaignListRow, type CampaignRecord, type Page } from '../../src/api/contract';
import { publishableInput } from '../../mock-server/routes/campaign-test-support';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../src/test/recordRequests';

const backend = mockBackend();

const bodyOf = (request: SentRequest | undefined) => JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
const stored = (id: number) => backend.mock.store.state().campaigns.find((campaign) => campaign.id === id);

describe('campaigns resource API', () => {
  it('maps getList onto POST /v1/campaign/list/v2: one-based page, size, account, filters, range and sort', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    const result = await backend.dataProvider(PLUGINS).getList('campaigns', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'spent', order: 'DESC' },
      filter: { name: '  a ', status: [CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.paused], from: '2026-11-01', to: '2026-11-08' },
    });
    expect(sent.map((request) => [request.method, request.path])).toEqual([['POST', '/v1/campaign/list/v2']]);
    const body = bodyOf(sent[0]);
    expect(body).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-08',
      page: 2,
      pageSize: 5,
      name: 'a',
      status_filter: [CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.paused],
      space_id: spaceId,
      sort_by_field: 'spent',
      order_field: 'spent',
      order_asc: false,
    });
    const { data: page } = await backend.call<Page<CampaignListRow>>('/v1/campaign/list/v2', { json: body });
    expect(page.total_size).toBeGreaterThan(5);
    expect(result).toEqual({ data: page.data, total: page.total_size });
  });

  it("asks for every status (the API's 50) when none is chosen", async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const { total } = await backend.dataProvider(PLUGINS).getList('campaigns', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(bodyOf(sent[0])).toMatchObject({ status_filter: [50], name: '', order_asc: true });
    expect(total).toBe(backend.mock.store.state().campaigns.filter((campaign) => campaign.space_id === 2002).length);
  });

  it('sends the pacing filter only when it names a band, and reads a campaign pacing by name', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const provider = backend.dataProvider(PLUGINS);
    const params = { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' as const } };
    const under = await provider.getList('campaigns', { ...params, filter: { pacing: 'under' } });
    await provider.getList('campaigns', { ...params, filter: { pacing: 'fast' } });
    expect(bodyOf(sent[0])).toMatchObject({ pacing: 'under' });
    expect('pacing' in bodyOf(sent[1])).toBe(false);
    expect(under.data.length).toBeGreaterThan(0);
    const first = under.data[0] as CampaignListRow;
    expect(first.pacing?.ratio).toBeLessThan(0.8);
    const answer = await provider.invoke('campaigns', 'pacing', { id: first.id });
    expect(sent[2]?.path).toBe(`/v1/campaign/${first.id}/pacing`);
    expect(answer).toMatchObject({ campaign_id: first.id, pacing: first.pacing });
  });

  it('reads one campaign by its id', async () => {
    await backend.signIn('advertiser');
    const [first] = backend.mock.store.state().campaigns.filter((campaign) => campaign.space_id === 2002);
    const sent = recordRequests();
    // The id as react-admin takes it from the address: text.
    const { data } = await backend.dataProvider(PLUGINS).getOne('campaigns', { id: String(first?.id) });
    expect(sent[0]?.path).toBe(`/v1/campaign/${first?.id}`);
    expect(data).toEqual((await backend.call(`/v1/campaign/${first?.id}`)).data);
    expect(data).toMatchObject({ id: first?.id, name: first?.name });
  });

  it('creates with PUT /v1/campaign in the acting account, updates with the id and version, publishes to saveAndPublish', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const dataProvider = backend.dataProvider(PLUGINS);
    const sent = recordRequests();
    const { data: created } = await dataProvider.create<CampaignRecord>('campaigns', { data: { name: 'New Campaign' } });
    expect(sent[0]).toMatchObject({ path: '/v1/campaign', method: 'PUT' });
    expect(bodyOf(sent[0])).toEqual({ name: 'New Campaign', space_id: spaceId });
    expect(stored(created.id)).toMatchObject({ name: 'New Campaign', space_id: spaceId, status_key: CAMPAIGN_STATUS.draft });

    const { data: renamed } = await dataProvider.update<CampaignRecord>('campaigns', { id: String(created.id), data: { name: 'Renamed', version: created.version }, previousData: created });
    expect(sent[1]).toMatchObject({ path: '/v1/campaign', method: 'PUT' });
    expect(bodyOf(sent[1])).toEqual({ id: created.id, name: 'Renamed', version: created.version });
    expect(stored(created.id)?.name).toBe('Renamed');
    expect(renamed.version).toBeGreaterThan(created.version);

    // A rejected campaign of the seed, corrected, goes back to moderation.
    const rejected = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === spaceId && campaign.status_key === CAMPAIGN_STATUS.rejected);
    if (!rejected) throw new Error('the mock has no rejected campaign');
    const { data: record } = await dataProvider.getOne<CampaignRecord>('campaigns', { id: rejected.id });
    const corrected = { ...record, name: `${record.name} (corrected)` };
    await dataProvider.invoke('campaigns', 'publish', { data: corrected });
    expect(sent.at(-1)).toMatchObject({ path: '/v1/campaign/saveAndPublish', method: 'POST' });
    expect(bodyOf(sent.at(-1))).toEqual(JSON.parse(JSON.stringify(corrected)));
    expect(stored(rejected.id)).toMatchObject({ name: corrected.name, status_key: CAMPAIGN_STATUS.in_moderation });
    // Without an id the campaign is created in the acting account (so bare a one is refused, field by field).
    // The same call with a complete campaign is taken, so the refusal below is the bare body's doing.
    const complete = publishableInput();
    await dataProvider.invoke('campaigns', 'publish', { data: complete });
    expect(bodyOf(sent.at(-1))).toMatchObject({ name: complete.name, space_id: spaceId });
    expect(backend.mock.store.state().campaigns.find((campaign) => campaign.name === complete.name)).toMatchObject({ space_id: spaceId, status_key: CAMPAIGN_STATUS.in_moderation });
    await expect(dataProvider.invoke('campaigns', 'publish', { data: { name: 'Fresh' } })).rejects.toMatchObject({ status: 400, body: { errors: expect.any(Object) } });
    expect(bodyOf(sent.at(-1))).toEqual({ name: 'Fresh', space_id: spaceId });
  });

  it('sends run, pause and archive with the id as plain text', async () => {
    await backend.signIn('admin');
    const campaign = backend.mock.store.state().campaigns.find((candidate) => candidate.status_key === CAMPAIGN_STATUS.paused);
    if (!campaign) throw new Error('the mock has no paused campaign');
    const sent = recordRequests();
    await backend.dataProvider(PLUGINS).invoke('campaigns', 'action', { action: 'archive/toggle', id: campaign.id });
    expect(sent[0]).toMatchObject({ path: '/v1/campaign/archive/toggle', method: 'POST', body: String(campaign.id) });
    expect(stored(campaign.id)?.status_key).toBe(CAMPAIGN_STATUS.archived);
    await backend.dataProvider(PLUGINS).invoke('campaigns', 'action', { action: 'run', id: campaign.id });
    expect(stored(campaign.id)?.status_key).not.toBe(CAMPAIGN_STATUS.archived);
  });

  it("exports the list's filters and range for the session's account", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    const file = await backend.dataProvider(PLUGINS).invoke<{ filename: string | null; blob: Blob }>('campaigns', 'exportCsv', {
      filter: { name: 'Lagos', status: [], from: '2026-11-01', to: '2026-11-08' },
    });
    expect(file.filename).toBe(CAMPAIGN_EXPORT_FILENAME);
    expect(bodyOf(sent[0])).toEqual({ space_id: spaceId, name: 'Lagos', status_filter: [50], fromDate: '2026-11-01', toDate: '2026-11-08' });
    const lagos = backend.mock.store.state().campaigns.filter((campaign) => campaign.space_id === spaceId && campaign.name.includes('Lagos'));
    const lines = (await file.blob.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(lagos.length + 1);
    for (const campaign of lagos) expect(lines.some((line) => line.includes(campaign.name))).toBe(true);
  });
});
