import { BANNER_SLOTS, type CampaignInput, type CampaignRecord, type CampaignStatusKey } from '../../src/api/contract';
import type { MockServer } from '../app';
import { CAMPAIGN_SHAPE } from '../campaign-shape';
import type { StoredCampaign } from '../db/types';
import { defaultCampaignFields, type CampaignFields } from '../seed/campaign-defaults';
import { bannerFileId, fileUrl } from '../seed/creative-files';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, type CallResult } from '../test-support';

/** Helpers for the campaign editor's mock tests: a publishable body and the calls the editor makes. */

let counter = 0;
/** A name no other test uses (names are unique per space). */
export const uniqueName = (stem = 'Test Campaign'): string => {
  counter += 1;
  return `${stem} ${process.pid}-${counter}`;
};

const slot = BANNER_SLOTS[5];

/** A complete awareness campaign that passes every publish rule: US, budget 100, one named banner. */
export const publishableInput = (overrides: Partial<CampaignInput> = {}): CampaignInput => {
  const fields = defaultCampaignFields();
  return {
    ...fields,
    name: uniqueName(),
    country: 'US',
    timezone_offset_seconds: -18_000,
    budget: 100,
    product_url: 'https://shop.example.com/spring',
    bidding_strategy: { ...fields.bidding_strategy, click_url: 'https://shop.example.com/spring?ref=dsp' },
    visuals: {
      ...fields.visuals,
      banners: slot
        ? [
            {
              width: slot.width,
              height: slot.height,
              type_key: 1,
              key: slot.key,
              file_id: bannerFileId(slot.key),
              url: fileUrl(bannerFileId(slot.key)),
              format: 'image',
              creative_name: 'spring_300x250',
              creative_serving_decision: null,
            },
          ]
        : [],
    },
    ...overrides,
  };
};

/**
 * The body an editor sends back for a loaded record: its fields, its id and the version it was loaded at.
 * The fields are the keys of the shape the save itself reads (CAMPAIGN_SHAPE), not a second list of
 * what to leave out, so a field added to the record cannot slip into the body unnoticed.
 */
export const inputOf = (record: CampaignRecord, overrides: Partial<CampaignInput> = {}): CampaignInput => {
  const keys = Object.keys(CAMPAIGN_SHAPE) as (keyof CampaignFields)[];
  // Object.fromEntries loses the key-to-value pairing; every key of CampaignFields is filled from the record.
  const fields = Object.fromEntries(keys.map((key) => [key, record[key]])) as CampaignFields;
  return { ...fields, id: record.id, version: record.version, ...overrides };
};

export const saveCampaign = (base: string, token: string, body: unknown): Promise<CallResult<CampaignRecord>> =>
  call<CampaignRecord>(base, '/v1/campaign', { token, method: 'PUT', json: body });

export const publishCampaign = (base: string, token: string, body: unknown): Promise<CallResult<CampaignRecord>> =>
  call<CampaignRecord>(base, '/v1/campaign/saveAndPublish', { token, method: 'POST', json: body });

export const getCampaign = (base: string, token: string, id: number): Promise<CallResult<CampaignRecord>> =>
  call<CampaignRecord>(base, `/v1/campaign/${id}`, { token });

/** Creates a campaign and fails the test when the mock refuses it. */
export const createCampaign = async (base: string, token: string, overrides: Partial<CampaignInput> = {}): Promise<CampaignRecord> => {
  const created = await saveCampaign(base, token, publishableInput(overrides));
  if (created.type.code !== 0) throw new Error(`create refused: ${JSON.stringify(created.type)} ${JSON.stringify(created.data)}`);
  return created.data;
};

export const isoDaysFromNow = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** Reads the mock's store directly: what it holds beyond any answer, or a campaign the API cannot set up. */
type HasStore = Pick<MockServer, 'store'>;

const found = (campaign: StoredCampaign | undefined, what: string): StoredCampaign => {
  if (!campaign) throw new Error(`no ${what}`);
  return campaign;
};

/** The campaign as stored, owner fields and server facts included (fails the test when there is none). */
export const storedCampaign = ({ store }: HasStore, id: number): StoredCampaign =>
  found(store.state().campaigns.find((c) => c.id === id), `campaign ${id}`);

/** A seeded campaign of the demo advertiser in this status. */
export const ownCampaign = ({ store }: HasStore, status: CampaignStatusKey): StoredCampaign =>
  found(store.state().campaigns.find((c) => c.space_id === PERSONA_IDS.advertiser.spaceId && c.status_key === status), `own campaign in status ${status}`);

/** A seeded campaign of another account (the no-payment account's), which the demo advertiser may not see. */
export const foreignCampaign = ({ store }: HasStore): StoredCampaign =>
  found(store.state().campaigns.find((c) => c.space_id === NO_PAYMENT_ACCOUNT.spaceId), 'foreign campaign');
