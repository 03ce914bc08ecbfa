import {
  REPORT_PATHS,
  type DictionaryItem,
  type DictionaryLanguage,
  type BannersReport,
  type DashboardReport,
  type DimensionOrderField,
  type DimensionRequest,
  type DimensionRow,
  type Page,
  type PlatformReport,
  type PublishersReport,
  type ReportDimension,
  type ReportFilterBody,
  type ReportReach,
  type ReportTotals,
  type SavedView,
  type SavedViewInput,
} from '../../../src/api/contract';
import { fetchPersistentDictionary } from '../../../src/data/persistentDictionary';
import { metaDictionaryList } from '../../../src/data/referenceLists';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

/** Not 'reports': a resource's name is also a route, and /reports is the page's own (spec 3 §2). */
export const REPORTS_RESOURCE = 'report-figures';

/** The named calls' params: the report filter body, plus what a call adds. */
export interface ReportCallParams {
  body: ReportFilterBody;
  signal?: AbortSignal;
}

const post = <T>(path: string) => ({ client }: Parameters<NonNullable<ResourceApi['custom']>[string]>[0], params: unknown): Promise<T> => {
  const { body, signal } = callParams<ReportCallParams>(params);
  return client.request<T>(path, { method: 'POST', json: body, signal });
};

/** The dimension table's filter (the list kit's `filter`): the report body and the dimension (days when absent). */
export interface DimensionListFilter {
  body: ReportFilterBody;
  dimension: ReportDimension;
}

/**
 * The report calls (spec 3 §7) on resource `reports`: `invoke('reports', 'total', { body })` and so on,
 * and the dimension table as the list kit's getList (server paging and sorting, one-based pages).
 */
const reportsApi: ResourceApi = {
  async getList({ client }, { pagination, sort, filter, signal }) {
    const { body, dimension } = filter as Partial<DimensionListFilter> & Pick<DimensionListFilter, 'body'>;
    const request: DimensionRequest = {
      id: body.id,
      page: pagination?.page ?? 1,
      page_size: pagination?.perPage ?? 10,
      dimension: dimension || 'day',
      order_field: (sort?.field ?? 'dimension') as DimensionOrderField,
      order_asc: (sort?.order ?? 'ASC') === 'ASC',
      from_date: body.from_date,
      to_date: body.to_date,
      ...(body.device_type_key === undefined ? {} : { device_type_key: body.device_type_key }),
      ...(body.visual_size_key === undefined ? {} : { visual_size_key: body.visual_size_key }),
      ...(body.publisher === undefined ? {} : { publisher: body.publisher }),
    };
    const page = await client.request<Page<DimensionRow>>(REPORT_PATHS.dimension, { method: 'POST', json: request, signal });
    // react-admin needs an id per row: the dimension's value is unique within a page.
    return { data: page.data.map((row) => ({ ...row, id: row.dimension })), total: page.total_size };
  },
  custom: {
    /** The report_device_types dictionary in the interface language (spec 3 §7). */
    deviceTypes: ({ client }, params) => {
      const { language, signal } = callParams<{ language: DictionaryLanguage }>(params);
      // Kept across reloads and confirmed with a conditional GET, as every dictionary is.
      return fetchPersistentDictionary<DictionaryItem>(client, metaDictionaryList('report_device_types', language), signal);
    },
    total: post<ReportTotals>(REPORT_PATHS.total),
    reach: post<ReportReach>(REPORT_PATHS.reach),
    dashboard: post<DashboardReport>(REPORT_PATHS.dashboard),
    platforms: post<PlatformReport>(REPORT_PATHS.platforms),
    banners: post<BannersReport>(REPORT_PATHS.banners),
    publishers: ({ client }, params) => {
      const { body, highestFirst, signal } = callParams<ReportCallParams & { highestFirst: boolean }>(params);
      return client.request<PublishersReport>(REPORT_PATHS.publishers, { method: 'POST', json: { ...body, top_publishers_highest_first: highestFirst }, signal });
    },
    campaignReportCsv: ({ client }, params) => client.download(REPORT_PATHS.campaignReportCsv, { method: 'POST', json: callParams<ReportCallParams>(params).body }),
    /** Saved views (ours): the caller's own, newest first; one by id (a shared link); save; delete. */
    listViews: ({ client }, params) => client.request<SavedView[]>(REPORT_PATHS.views, { signal: callParams<{ signal?: AbortSignal }>(params).signal }),
    getView: ({ client }, params) => {
      const { id, signal } = callParams<{ id: number; signal?: AbortSignal }>(params);
      return client.request<SavedView>(`${REPORT_PATHS.views}/${encodeURIComponent(String(id))}`, { signal });
    },
    saveView: ({ client }, params) => client.request<SavedView>(REPORT_PATHS.views, { method: 'POST', json: callParams<{ view: SavedViewInput }>(params).view }),
    deleteView: ({ client }, params) => client.request<null>(`${REPORT_PATHS.views}/${encodeURIComponent(String(callParams<{ id: number }>(params).id))}`, { method: 'DELETE' }),
    trafficSourceCsv: ({ client }, params) => {
      const { body, dimension } = callParams<ReportCallParams & { dimension: ReportDimension }>(params);
      return client.download(REPORT_PATHS.trafficSourceCsv, { method: 'POST', json: { ...body, dimension } });
    },
  },
};

export default reportsApi;
