import {
  CAMPAIGN_BULK_PATHS,
  CAMPAIGN_EDITOR_PATHS,
  CAMPAIGN_EXPORT_PATH,
  PACING_FILTERS,
  STATUS_FILTER_ALL,
  campaignPacingPath,
  type CampaignPacingAnswer,
  type PacingFilter,
  type CampaignBulkAnswer,
  type CampaignBulkChange,
  type CampaignBulkRequest,
  type CampaignBulkUndoRequest,
  type CampaignExportRequest,
  type CampaignInput,
  type CampaignListRequest,
  type PermittedCampaignListRow,
  type CampaignPeriodTotal,
  type CampaignRecord,
  type Page,
} from '../../src/api/contract';
import type { DownloadedFile } from '../../src/api/client';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';
import type { CampaignListFilter } from './campaignList';

/** The actions of spec 1 §7, each POSTing the campaign id as plain text. */
export type CampaignAction = 'run' | 'pause' | 'archive/toggle';

/** The API's "all statuses" when no status is chosen. */
const statusFilter = (codes: readonly number[] = []): number[] => {
  const chosen = codes.filter((code) => code !== STATUS_FILTER_ALL);
  return chosen.length ? chosen : [STATUS_FILTER_ALL];
};

const idPath = (id: unknown): string => encodeURIComponent(String(id));

/** The address's pacing filter when it names a band; anything else filters nothing. */
const pacingFilter = (value: string | undefined): PacingFilter | undefined => PACING_FILTERS.find((band) => band === value);

/** What the list and the export both send for the list's filters. */
export const campaignFilterBody = (filter: CampaignListFilter, spaceId: number) => ({
  space_id: spaceId,
  name: (filter.name ?? '').trim(),
  status_filter: statusFilter(filter.status),
});

const campaignsApi: ResourceApi = {
  /** POST /v1/campaign/list/v2: one-based page, the list's filters and date range, the sort. */
  async getList({ client, spaceId }, { pagination, sort, filter, signal }) {
    const listFilter = filter as CampaignListFilter;
    const pacing = pacingFilter(listFilter.pacing);
    const body: CampaignListRequest = {
      ...(pacing ? { pacing } : {}),
      ...campaignFilterBody(listFilter, spaceId()),
      from_date: listFilter.from ?? '',
      to_date: listFilter.to ?? '',
      page: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? 10,
      sort_by_field: sort?.field ?? 'name',
      order_field: sort?.field ?? 'name',
      order_asc: (sort?.order ?? 'ASC') === 'ASC',
    };
    const result = await client.request<Page<PermittedCampaignListRow>>('/v1/campaign/list/v2', { method: 'POST', json: body, signal });
    return { data: result.data, total: result.total_size };
  },

  /** GET /v1/campaign/{id}. */
  async getOne({ client }, { id, signal }) {
    return { data: await client.request<CampaignRecord>(`/v1/campaign/${idPath(id)}`, { signal }) };
  },

  /**
   * PUT /v1/campaign without an id: a new draft, in the acting account (an administrator acting as
   * another account creates there). Answers the stored campaign.
   */
  async create({ client, spaceId }, { data }) {
    const input = data as CampaignInput;
    const body: CampaignInput = { ...input, space_id: input.space_id ?? spaceId() };
    return { data: await client.request<CampaignRecord>(CAMPAIGN_EDITOR_PATHS.campaign, { method: 'PUT', json: body }) };
  },

  /** PUT /v1/campaign with the id and the version the form was loaded at (a newer one is refused, 1320). */
  async update({ client }, { id, data }) {
    const body: CampaignInput = { ...(data as CampaignInput), id: Number(id) };
    return { data: await client.request<CampaignRecord>(CAMPAIGN_EDITOR_PATHS.campaign, { method: 'PUT', json: body }) };
  },

  custom: {
    /** POST /v1/campaign/saveAndPublish: saves (creating without an id) and submits for moderation. */
    publish: ({ client, spaceId }, params) => {
      const { data } = callParams<{ data: CampaignInput }>(params);
      const body: CampaignInput = data.id === undefined ? { ...data, space_id: data.space_id ?? spaceId() } : data;
      return client.request<CampaignRecord>(CAMPAIGN_EDITOR_PATHS.publish, { method: 'POST', json: body });
    },
    /** GET /v1/campaign/count/{space} (spec 2 §7): how many campaigns an account holds (a new one's name). */
    count: ({ client }, params) => {
      const { space, signal } = callParams<{ space: number }>(params);
      return client.request<number>(`/v1/campaign/count/${space}`, { signal });
    },
    /** Run, pause or archive (spec 1 §7): the id as plain text. */
    action: ({ client }, params) => {
      const { action, id } = callParams<{ action: CampaignAction; id: number }>(params);
      return client.request<unknown>(`/v1/campaign/${action}`, { method: 'POST', text: String(id) });
    },
    /** GET /v1/campaign/{id}/total: the current period's figures (the performance card). */
    total: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<CampaignPeriodTotal>(`/v1/campaign/${idPath(id)}/total`, { signal });
    },
    /**
     * GET /v1/campaign/{id}/pacing (beyond the spec): pacing, the spend-versus-ideal line and the balance
     * run-out. The editor's report block and the reports page ask it by this resource's name.
     */
    pacing: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<CampaignPacingAnswer>(campaignPacingPath(idPath(id)), { signal });
    },
    /** POST /v1/campaign/bulk (ours, issue 32 §2): one change for the chosen rows of the acting account, answered per row. */
    bulk: ({ client, spaceId }, params) => {
      const { ids, change } = callParams<{ ids: number[]; change: CampaignBulkChange }>(params);
      const body: CampaignBulkRequest = { space_id: spaceId(), ids, change };
      return client.request<CampaignBulkAnswer>(CAMPAIGN_BULK_PATHS.bulk, { method: 'POST', json: body });
    },
    /** POST /v1/campaign/bulk/undo: puts a batch's rows back (a row changed since is refused, 1320). */
    bulkUndo: ({ client }, params) => {
      const { undo_id } = callParams<CampaignBulkUndoRequest>(params);
      const body: CampaignBulkUndoRequest = { undo_id };
      return client.request<CampaignBulkAnswer>(CAMPAIGN_BULK_PATHS.undo, { method: 'POST', json: body });
    },
    /** The list's CSV for its filters, written by the server (formula cells neutralised there). */
    exportCsv: ({ client, spaceId }, params): Promise<DownloadedFile> => {
      const { filter } = callParams<{ filter: CampaignListFilter }>(params);
      const { space_id, name, status_filter } = campaignFilterBody(filter, spaceId());
      const body: CampaignExportRequest = { space_id, name, status_filter, fromDate: filter.from ?? '', toDate: filter.to ?? '' };
      return client.download(CAMPAIGN_EXPORT_PATH, { method: 'POST', json: body });
    },
  },
};

export default campaignsApi;
