import {
  ADMIN_SEARCH_PATH,
  CAMPAIGN_STATUS,
  type CampaignRecord,
  OAUTH_TOKEN_PATH,
  type AdminSearchResponse,
  type CampaignListRow,
  type CampaignStatusKey,
  type Envelope,
  type Page as ListPage,
  type TokenData,
} from '../../src/api/contract';
import { PERSONAS, type PersonaName } from '../../mock-server/personas';
import { MOCK_URL } from './env';

/**
 * Direct /v1 calls for suites that pick seeded campaigns by what the mock holds now (other suites
 * publish, approve and reject campaigns in the same run, so a fixed id may have moved on).
 */

/** A fresh token pair for a persona, as the sign-in form gets it. */
export const personaToken = async (persona: PersonaName): Promise<TokenData> => {
  const { email, password } = PERSONAS[persona];
  const response = await fetch(`${MOCK_URL}${OAUTH_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  return ((await response.json()) as Envelope<TokenData>).data;
};

/** A /v1 answer's data, failing loudly on any code but 0. */
export const apiData = async <T>(path: string, token: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${MOCK_URL}${path}`, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as Envelope<T>;
  if (body.type.code !== 0) throw new Error(`${path}: ${body.type.code} ${body.type.message}`);
  return body.data;
};

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The persona's own campaigns of these statuses, oldest first, asked the way the list asks. */
export const ownCampaigns = async (persona: PersonaName, statuses: CampaignStatusKey[]): Promise<CampaignListRow[]> => {
  const { access_token, space_id } = await personaToken(persona);
  const page = await apiData<ListPage<CampaignListRow>>(
    '/v1/campaign/list/v2',
    access_token,
    postJson({
      space_id,
      name: '',
      status_filter: statuses,
      from_date: '',
      to_date: '',
      page: 1,
      pageSize: 25,
      sort_by_field: 'id',
      order_field: 'id',
      order_asc: true,
    }),
  );
  return page.data;
};

/** The first of the persona's own campaigns in one of these statuses; fails plainly if the seed has none left. */
export const firstOwnCampaign = async (persona: PersonaName, statuses: CampaignStatusKey[]): Promise<CampaignListRow> => {
  const [first] = await ownCampaigns(persona, statuses);
  if (!first) throw new Error(`The ${persona} has no campaign of status ${statuses.join(', ')}`);
  return first;
};

/**
 * A new draft of the persona's own, a copy of its first seeded draft under another name (PUT
 * /v1/campaign without an id creates): a suite that saves into a campaign edits one nobody else reads.
 */
export const newOwnDraft = async (persona: PersonaName, name: string): Promise<CampaignRecord> => {
  const { access_token } = await personaToken(persona);
  const seeded = await firstOwnCampaign(persona, [CAMPAIGN_STATUS.draft]);
  const { id: _id, version: _version, ...copy } = await apiData<CampaignRecord>(`/v1/campaign/${seeded.id}`, access_token);
  return apiData<CampaignRecord>('/v1/campaign', access_token, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...copy, name, campaign_start_at: null, campaign_end_at: null }),
  });
};

/** Saves a campaign body (a loaded record with changes) through PUT /v1/campaign as the persona, answering the stored record. */
export const saveCampaignAs = async (persona: PersonaName, body: object): Promise<CampaignRecord> => {
  const { access_token } = await personaToken(persona);
  return apiData<CampaignRecord>('/v1/campaign', access_token, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
};

/** The ids of campaigns of any account in this status that the administrator's search finds. */
/**
 * A new audio draft of the persona's in Nigeria: a copy of a seeded Voice Reward Ads campaign, whatever
 * its status. In Nigeria, whose regions voice targeting offers (a region outside the country is refused).
 */
export const newAudioDraft = async (persona: PersonaName, name: string): Promise<CampaignRecord> => {
  const audio = (await ownCampaigns(persona, Object.values(CAMPAIGN_STATUS))).find((row) => row.goal === 'audio_advertising');
  if (!audio) throw new Error(`${persona} has no audio campaign`);
  const { access_token } = await personaToken(persona);
  const { id: _id, version: _version, ...copy } = await apiData<CampaignRecord>(`/v1/campaign/${audio.id}`, access_token);
  return apiData<CampaignRecord>('/v1/campaign', access_token, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...copy, name, country: 'NG', timezone_offset_seconds: 3600, status_key: CAMPAIGN_STATUS.draft, campaign_start_at: null, campaign_end_at: null }),
  });
};

export const searchedCampaigns = async (status: CampaignStatusKey): Promise<number[]> => {
  const { access_token } = await personaToken('admin');
  const found = await apiData<AdminSearchResponse>(ADMIN_SEARCH_PATH, access_token, postJson({ name: '' }));
  return found.campaigns.filter((item) => item.status_key === status).map((item) => Number(item.campaign_id));
};
