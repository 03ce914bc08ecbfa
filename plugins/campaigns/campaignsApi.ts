import type { CampaignListRequest, CampaignListRow, Page } from '../../src/api/contract';
import type { ResourceApi } from '../../src/data/resourceApi';

const DAY_MS = 86_400_000;
const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Last 7 days with an exclusive end (tomorrow, UTC): the list's default range (spec 1 §9). */
export const defaultRange = (now: number = Date.now()): { from_date: string; to_date: string } => {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from_date: isoDay(today - 6 * DAY_MS), to_date: isoDay(today + DAY_MS) };
};

const campaignsApi: ResourceApi = {
  async getList({ client, spaceId }, { pagination, sort, filter, signal }) {
    const page = pagination?.page ?? 1;
    const perPage = pagination?.perPage ?? 10;
    const body: CampaignListRequest = {
      ...defaultRange(),
      page,
      pageSize: perPage,
      space_id: spaceId(),
      name: typeof filter?.q === 'string' ? filter.q : '',
      status_filter: [50],
      order_field: sort?.field ?? 'name',
      sort_by_field: sort?.field ?? 'name',
      order_asc: (sort?.order ?? 'ASC') === 'ASC',
    };
    const result = await client.request<Page<CampaignListRow>>('/v1/campaign/list/v2', {
      method: 'POST',
      json: body,
      signal,
    });
    return { data: result.data, total: result.total_size };
  },
};

export default campaignsApi;
