import { CAMPAIGN_EDITOR_PATHS, CAMPAIGN_RESTORE_PATHS, type CampaignRecord, type CampaignRevision, type Page, type RestorePreview, type RestoreRequest } from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';

/** The resource name the shell's manifest declares for this API. */
export const REVISIONS_RESOURCE = 'campaign-revisions';

export interface RevisionsFilter {
  campaign_id: number | string;
}

const campaignPath = (base: string, id: number | string): string => `${base}/${encodeURIComponent(String(id))}`;

/**
 * The change log (spec 2 §7): GET /v1/campaign/revision/snapshot/{id}?page-num=&page-size= with
 * react-admin's one-based page as the one-based page-num, newest first as the server answers.
 * A list without a campaign is refused rather than sent: the log is always one campaign's.
 */
export const revisionsApi: ResourceApi = {
  async getList({ client }, { pagination, filter, signal }) {
    const { campaign_id } = (filter ?? {}) as Partial<RevisionsFilter>;
    if (campaign_id === undefined || campaign_id === null || campaign_id === '') {
      throw new Error('The change log needs a campaign_id filter');
    }
    const query = new URLSearchParams({ 'page-num': String(pagination?.page ?? 1), 'page-size': String(pagination?.perPage ?? 25) });
    const page = await client.request<Page<CampaignRevision>>(`${campaignPath(CAMPAIGN_EDITOR_PATHS.revisions, campaign_id)}?${query}`, { signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    /** GET /v1/campaign/revision/count/{id}: the tree's change-log badge. */
    count: ({ client }, params) => {
      const { campaignId, signal } = callParams<{ campaignId: number }>(params);
      return client.request<number>(campaignPath(CAMPAIGN_EDITOR_PATHS.revisionCount, campaignId), { signal });
    },
    /** GET …/revisions/{revisionId}/restore/preview: what restoring that version would change, or why it cannot. */
    restorePreview: ({ client }, params) => {
      const { campaignId, revisionId, signal } = callParams<{ campaignId: number; revisionId: number }>(params);
      return client.request<RestorePreview>(CAMPAIGN_RESTORE_PATHS.preview(campaignId, revisionId), { signal });
    },
    /** POST …/revisions/{revisionId}/restore {version}: a new revision with that version's state → the saved record. */
    restore: ({ client }, params) => {
      const { campaignId, revisionId, version, signal } = callParams<{ campaignId: number; revisionId: number; version: number }>(params);
      const json: RestoreRequest = { version };
      return client.request<CampaignRecord>(CAMPAIGN_RESTORE_PATHS.restore(campaignId, revisionId), { method: 'POST', json, signal });
    },
  },
};
