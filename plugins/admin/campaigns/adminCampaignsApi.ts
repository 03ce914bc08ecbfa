import {
  ADMIN_CAMPAIGN_PATHS,
  AWARENESS_ONLY_FIGURES,
  type AdminCampaign,
  type AdminCampaignComment,
  type AdminCampaignCommentRequest,
  type AdminCampaignDay,
  type AdminCampaignDetails,
  type AdminCampaignExportRequest,
  type AdminCampaignListRequest,
  type AdminCampaignOrderField,
  type AdminCampaignPhaseRequest,
  type AdminCampaignReportRequest,
  type AdminPage,
} from '../../../src/api/contract';
import type { DownloadedFile } from '../../../src/api/client';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { addDays } from '../../../src/domain/dateRange';
import { ADMIN_CAMPAIGN_LIST, campaignTypeOf, isUsd, type AdminCampaignListFilter } from './adminCampaignList';

/** The filters every call of the page shares, in the list's body terms (`to_date` inclusive, the API's). */
export const filterBody = (filter: AdminCampaignListFilter) => {
  const type = campaignTypeOf(filter.type);
  return {
    from_date: filter.from,
    // The address holds the end exclusive (the shared picker's); the API counts to_date's day.
    to_date: filter.to ? addDays(filter.to, -1) : undefined,
    name: filter.name?.trim() || undefined,
    campaign_type: type,
    status_filter: filter.status ?? [],
    country: filter.country || null,
    currency_usd: isUsd(filter),
  };
};

/** A performance list cannot sort on a figure it does not show: name instead (the default sort). */
const orderOf = (field: string | undefined, type: string): AdminCampaignOrderField => {
  const known = ADMIN_CAMPAIGN_LIST.sortFields.includes(field ?? '') ? (field as AdminCampaignOrderField) : 'name';
  return type === 'performance' && (AWARENESS_ONLY_FIGURES as readonly string[]).includes(known) ? 'name' : known;
};

export interface AdminCampaignRowParams {
  id: number;
  filter: AdminCampaignListFilter;
}

/**
 * The administrator campaigns list and what a row opens (spec 3 §7 "Campaign admin"): the list, the
 * per-day report, the details (phase and comments), the phase and comment saves, and the CSV.
 */
const adminCampaignsApi: ResourceApi = {
  async getList({ client }, { pagination, sort, filter, signal }) {
    const shared = filterBody((filter ?? {}) as AdminCampaignListFilter);
    const body: AdminCampaignListRequest = {
      ...shared,
      order_field: orderOf(sort?.field, shared.campaign_type),
      order_asc: sort?.order !== 'DESC',
      page: pagination?.page ?? 1,
      pageSize: pagination?.perPage ?? ADMIN_CAMPAIGN_LIST.defaultPageSize,
    };
    const page = await client.request<AdminPage<AdminCampaign>>(ADMIN_CAMPAIGN_PATHS.list, { method: 'POST', json: body, signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    /** POST …/report/{id}: every day of the list's range, oldest first, each with its comment. */
    report: ({ client }, params) => {
      const { id, filter, signal } = callParams<AdminCampaignRowParams>(params);
      const { from_date, to_date, campaign_type } = filterBody(filter);
      const body: AdminCampaignReportRequest = { from_date, to_date, campaign_type };
      return client.request<AdminCampaignDay[]>(`${ADMIN_CAMPAIGN_PATHS.report}/${encodeURIComponent(String(id))}`, { method: 'POST', json: body, signal });
    },
    /** GET …/admin/{id}: the phase and every daily comment. */
    details: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return client.request<AdminCampaignDetails>(`${ADMIN_CAMPAIGN_PATHS.details}/${encodeURIComponent(String(id))}`, { signal });
    },
    /** POST …/admin/{id} with the phase alone (any other field would be the editor's owner call). */
    setPhase: ({ client }, params) => {
      const { id, phase } = callParams<{ id: number } & AdminCampaignPhaseRequest>(params);
      const body: AdminCampaignPhaseRequest = { phase };
      return client.request<AdminCampaignDetails>(`${ADMIN_CAMPAIGN_PATHS.details}/${encodeURIComponent(String(id))}`, { method: 'POST', json: body });
    },
    /** PUT …/admin/{id}/comment: one day's comment; an empty text removes it. */
    saveComment: ({ client }, params) => {
      const { id, day, comment } = callParams<{ id: number } & AdminCampaignCommentRequest>(params);
      const body: AdminCampaignCommentRequest = { day, comment };
      return client.request<AdminCampaignComment>(ADMIN_CAMPAIGN_PATHS.comment(id), { method: 'PUT', json: body });
    },
    /** POST …/export: the CSV of every campaign matching the list's filters, by name. */
    exportCsv: ({ client }, params): Promise<DownloadedFile> => {
      const { filter } = callParams<{ filter: AdminCampaignListFilter }>(params);
      const shared = filterBody(filter);
      const body: AdminCampaignExportRequest = {
        statusFilter: shared.status_filter,
        fromDate: shared.from_date,
        toDate: shared.to_date,
        currency_usd: shared.currency_usd,
        name: shared.name,
        campaign_type: shared.campaign_type,
        country: shared.country,
      };
      return client.download(ADMIN_CAMPAIGN_PATHS.export, { method: 'POST', json: body });
    },
  },
};

export default adminCampaignsApi;
