import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import type { CampaignRecord } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import { PLUGINS } from '../../../src/app/plugins';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordToValues, valuesToInput } from './campaignMapping';

/**
 * Opening a campaign in the editor and pressing Save without a change must be accepted whatever the
 * campaign's status: what the editor sends back (its form values mapped to the record, dates as the
 * day's start or end in the campaign's timezone) is what the server stored.
 */
const backend = mockBackend();

describe('every campaign of the account, saved unchanged as the editor sends it', () => {
  it('is accepted', async () => {
    await backend.signIn('advertiser');
    const ids = backend.mock.store.state().campaigns.filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(10);
    const dataProvider = backend.dataProvider(PLUGINS);
    const refused: { id: number; status: number; code: unknown; message: string }[] = [];
    for (const id of ids) {
      const record = (await backend.call<CampaignRecord>(`/v1/campaign/${id}`)).data;
      try {
        await dataProvider.update<CampaignRecord>('campaigns', { id, data: valuesToInput(recordToValues(record)), previousData: record });
      } catch (error) {
        refused.push({ id, status: record.status_key, code: isApiError(error) ? error.body.code : 'not an API error', message: String(error) });
      }
    }
    expect(refused).toEqual([]);
  });
});
