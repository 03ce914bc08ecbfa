import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../mock-server/seed/facts';
import { CAMPAIGN_PERMISSIONS, type CampaignRecord } from '../../src/api/contract';
import type { SectionPermission } from '../../src/api/contract/campaign-sections';
import { isApiError } from '../../src/api/HttpError';
import { PLUGINS } from '../../src/app/plugins';
import { replicationSource } from '../../src/campaign/replicate';
import { mockBackend } from '../../src/test/mockBackend';
import { newCampaignName } from '../../src/domain/newCampaignName';
import { newCampaignValues } from './form/campaignDefaults';
import { recordToValues, replicateValues, valuesToInput } from './form/campaignMapping';

/**
 * The server refuses a change to a section the caller may not edit; the editor hides such a section,
 * and what it sends for it must then be what it loaded. Every campaign of the demo advertiser's account
 * is saved through the app's own mapping and dataProvider by a sub-user lacking one section at a time:
 * none is refused for a section, and a copy made as the editor makes it is accepted too.
 */
const backend = mockBackend();

const LACKING: readonly SectionPermission[] = ['CAMPAIGN_SETUP', 'CAMPAIGN_TARGETING', 'CAMPAIGN_CREATIVES', 'CAMPAIGN_MORE_SETTINGS'];

/** The analyst (a sub-user of the advertiser's account) with CAMPAIGN_EDIT and every section but one. */
const lackingOnly = (section: SectionPermission): void =>
  backend.mock.store.mutate((state) => {
    const analyst = state.users.find((u) => u.id === PERSONA_IDS.analyst.userId);
    if (!analyst) throw new Error('no analyst');
    analyst.permissions = ['PAGE_REPORTS', ...CAMPAIGN_PERMISSIONS.filter((p) => p !== section && p !== 'CAMPAIGN_ADMINISTRATION')];
  });

const accountCampaigns = async (): Promise<CampaignRecord[]> => {
  const ids = backend.mock.store.state().campaigns.filter((c) => c.space_id === PERSONA_IDS.analyst.spaceId).map((c) => c.id);
  const records = await Promise.all(ids.map((id) => backend.call<CampaignRecord>(`/v1/campaign/${id}`, { as: 'analyst' })));
  return records.map((r) => r.data);
};

/** What a refusal says: its catalogue code and message (a section refusal is code 3). */
const refusalOf = (id: number, error: unknown) => ({
  id,
  code: isApiError(error) ? error.body.code : 'not an API error',
  message: error instanceof Error ? error.message : String(error),
});

describe('the editor, used by a sub-user lacking a section, sends no change to it', () => {
  it.each(LACKING)('saves every campaign of the account as loaded without %s, answered as a full editor is', async (section) => {
    await backend.signIn('analyst');
    lackingOnly(section);
    const dataProvider = backend.dataProvider(PLUGINS);
    const campaigns = await accountCampaigns();
    expect(campaigns.length).toBeGreaterThan(10);
    let saved = 0;
    for (const record of campaigns) {
      const input = valuesToInput(recordToValues(record));
      try {
        await dataProvider.update('campaigns', { id: record.id, data: input, previousData: record });
        saved += 1;
      } catch (error) {
        // Refused for something else (a rule of the campaign's status): the advertiser, who may edit
        // every section, is refused the same body for the same reason.
        const full = await backend.call(`/v1/campaign`, { as: 'advertiser', method: 'PUT', json: input });
        expect(refusalOf(record.id, error)).toEqual({ id: record.id, code: full.type.code, message: full.type.message });
      }
    }
    expect(saved).toBeGreaterThan(0);
  });

  it.each(LACKING)('creates a copy of a campaign without %s, as the editor copies it', async (section) => {
    await backend.signIn('analyst');
    lackingOnly(section);
    const dataProvider = backend.dataProvider(PLUGINS);
    // One source per section: copies of one source share a name, which is unique per account.
    const source = (await accountCampaigns())[LACKING.indexOf(section)];
    if (!source) throw new Error('no campaign');
    const copy = valuesToInput(replicateValues(replicationSource(source)));
    const { data } = await dataProvider.create<CampaignRecord>('campaigns', { data: copy });
    expect(data.replicated_from).toBe(source.id);
  });

  it.each(LACKING)('creates a new campaign as the editor starts it without %s', async (section) => {
    const { spaceId } = await backend.signIn('analyst');
    lackingOnly(section);
    const dataProvider = backend.dataProvider(PLUGINS);
    // The name the create page gives it, from the count the page asks for.
    const count = await dataProvider.invoke<number>('campaigns', 'count', { space: spaceId });
    const values = { ...newCampaignValues({ type: 'conversion' }), name: newCampaignName(count) };
    const { data } = await dataProvider.create<CampaignRecord>('campaigns', { data: valuesToInput(values) });
    expect(data).toMatchObject({ name: `New Campaign ${count + 1}`, campaign_type: 'conversion', space_id: spaceId });
  });
});
