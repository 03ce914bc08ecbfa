import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import type { CampaignRevision, Page } from '../../../src/api/contract';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../../src/test/recordRequests';
import campaignEditor from '../index';
import { REVISIONS_RESOURCE } from './revisionsApi';

const backend = mockBackend();
const revisionCalls = (sent: SentRequest[]) => sent.filter((request) => request.path.startsWith('/v1/campaign/revision/'));
const dataProvider = () => backend.dataProvider([campaignEditor]);

/** The advertiser's campaign with the longest change log in the seed, and how long it is. */
const loggedCampaign = (): { id: number; entries: number } => {
  const state = backend.mock.store.state();
  const counts = new Map<number, number>();
  for (const revision of state.revisions) counts.set(revision.campaign_id, (counts.get(revision.campaign_id) ?? 0) + 1);
  const [id, entries] = [...counts]
    .filter(([campaignId]) => state.campaigns.some((campaign) => campaign.id === campaignId && campaign.space_id === PERSONA_IDS.advertiser.spaceId))
    .sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  if (entries < 3) throw new Error("the seed has no campaign of the advertiser's with 3 or more change log entries");
  return { id, entries };
};

describe('the change log resource', () => {
  it("asks for one campaign's page with a one-based page-num and the page size, and reads total_size", async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const { id } = loggedCampaign();
    const result = await dataProvider().getList(REVISIONS_RESOURCE, {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'commit_date', order: 'DESC' },
      filter: { campaign_id: id },
    });
    const { data: page } = await backend.call<Page<CampaignRevision>>(`/v1/campaign/revision/snapshot/${id}?page-num=2&page-size=2`);
    expect(result).toEqual({ data: page.data, total: page.total_size });
    expect(result.data.length).toBeGreaterThan(0);
    expect(revisionCalls(sent).map((request) => request.path)).toEqual([`/v1/campaign/revision/snapshot/${id}?page-num=2&page-size=2`]);
  });

  it('refuses a list without a campaign instead of asking the server', async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    await expect(
      dataProvider().getList(REVISIONS_RESOURCE, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('campaign_id');
    expect(revisionCalls(sent)).toHaveLength(0);
  });

  it("counts a campaign's revisions", async () => {
    await backend.signIn('advertiser');
    const sent = recordRequests();
    const { id } = loggedCampaign();
    const { data: count } = await backend.call<number>(`/v1/campaign/revision/count/${id}`);
    await expect(dataProvider().invoke(REVISIONS_RESOURCE, 'count', { campaignId: id })).resolves.toBe(count);
    expect(count).toBeGreaterThan(0);
    expect(revisionCalls(sent).map((request) => request.path)).toEqual([`/v1/campaign/revision/count/${id}`]);
  });
});
