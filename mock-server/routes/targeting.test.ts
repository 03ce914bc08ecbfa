import { describe, expect, it } from 'vitest';
import {
  TARGETING_LOOKUP_PATHS as PATHS,
  type City,
  type FieldErrorsData,
  type PendingResource,
  type SegmentAudience,
  type TargetingResource,
} from '../../src/api/contract';
import { ADMIN_AUDIENCES, ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../seed/audiences';
import { RESOURCE_SEARCH_LIMIT } from '../seed/targeting-resources';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { foreignCampaign, ownCampaign } from './campaign-test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();

const search = (query: string, token = t.advertiser) => call<TargetingResource[]>(t.base, `${PATHS.resources}?${query}`, { token });

describe('GET /v1/campaign/app/resources (targeting resources search)', () => {
  it('finds apps and sites by a part of the name or a bundle id, ignoring case, with every item field', async () => {
    const { status, type, data } = await search('name=LAGOS');
    expect([status, type.code]).toEqual([200, 0]);
    expect(data.map((r) => r.name).sort()).toEqual(['Lagos Eats', 'lagosbuzz.example']);
    const eats = data.find((r) => r.name === 'Lagos Eats');
    expect(eats).toMatchObject({ type: 'app', bundle_ids: ['com.lagoseats.delivery', '1480012345'], description: expect.any(String) as string });
    expect(eats?.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(Number.isInteger(eats?.id)).toBe(true);
    expect((await search('name=1480012345')).data.map((r) => r.name)).toEqual(['Lagos Eats']);
  });

  it('answers most users first, at most 20, and the same numbers for the same search', async () => {
    const [first, again] = await Promise.all([search('name='), search('name=')]);
    expect(first.data).toHaveLength(RESOURCE_SEARCH_LIMIT);
    expect(again.data).toEqual(first.data);
    const maxima = first.data.map((r) => r.users_max);
    expect(maxima).toEqual([...maxima].sort((a, b) => b - a));
    expectEvery(first.data, (r) => r.users_min > 0 && r.users_min < r.users_max);
  });

  it('scales users to the country and leaves out what that country does not have', async () => {
    const [world, nigeria, sweden] = await Promise.all([search('name=Example App'), search('name=Example App&country=NG'), search('name=Example App&country=SE')]);
    const users = (answer: typeof world) => answer.data.find((r) => r.name === 'Example App')?.users_max ?? 0;
    expect(users(nigeria)).toBeLessThan(users(world));
    expect(users(sweden)).toBeLessThan(users(nigeria));
    expect((await search('name=Hausa&country=NG')).data.map((r) => r.name)).toEqual(['Hausa Bible Audio']);
    expect((await search('name=Hausa&country=US')).data).toEqual([]);
  });

  it('refuses an unknown country with code 2 on country', async () => {
    expect((await search('name=a&country=NG')).type.code).toBe(0);
    const { status, type, data } = await call<FieldErrorsData>(t.base, `${PATHS.resources}?name=a&country=XX`, { token: t.advertiser });
    expect([status, type.code, data.errors]).toEqual([400, 2, { country: 'Unknown country.' }]);
  });

  it('needs CAMPAIGN_TARGETING (the analyst gets code 3) and a token (401)', async () => {
    expect((await search('name=a')).type.code).toBe(0);
    expect((await search('name=a', t.analyst)).type.code).toBe(3);
    expect((await call(t.base, `${PATHS.resources}?name=a`)).status).toBe(401);
  });
});

const requestResearch = (json: unknown, token = t.advertiser) => call<PendingResource>(t.base, PATHS.pendingResources, { token, json });

describe('POST /v1/campaign/app/pending/resources (request research)', () => {
  it('stores a request for the campaign’s space and answers the same request when asked again', async () => {
    const campaign = ownCampaign(t.mock, 0);
    const before = t.mock.store.state().resource_requests.length;
    const first = await requestResearch({ name: '  Zebra Crossing Game ', campaign_id: campaign.id });
    expect(first.type.code).toBe(0);
    expect(first.data).toMatchObject({ name: 'Zebra Crossing Game', campaign_id: campaign.id, space_id: PERSONA_IDS.advertiser.spaceId });
    const again = await requestResearch({ name: 'zebra crossing game', campaign_id: campaign.id });
    expect(again.data).toEqual(first.data);
    expect(t.mock.store.state().resource_requests).toHaveLength(before + 1);
  });

  it('takes a null campaign (a campaign not saved yet) as the caller’s own space', async () => {
    const { type, data } = await requestResearch({ name: 'Unsaved Campaign Request', campaign_id: null });
    expect(type.code).toBe(0);
    expect(data).toMatchObject({ campaign_id: null, space_id: PERSONA_IDS.advertiser.spaceId });
  });

  it('refuses an empty name (2), an unknown campaign (130), another space’s campaign (3) and the analyst (3), storing nothing', async () => {
    // A request with a name and the advertiser's own campaign is stored, so each refusal below is its input's doing.
    expect((await requestResearch({ name: 'Okapi Runner Game', campaign_id: ownCampaign(t.mock, 0).id })).type.code).toBe(0);
    const before = t.mock.store.state().resource_requests.length;
    const empty = await requestResearch({ name: '   ', campaign_id: null });
    expect([empty.type.code, (empty.data as unknown as FieldErrorsData).errors]).toEqual([2, { name: 'Field is required.' }]);
    expect((await requestResearch({ name: 'x', campaign_id: 9_999_999 })).type.code).toBe(130);
    expect((await requestResearch({ name: 'x', campaign_id: foreignCampaign(t.mock).id })).type.code).toBe(3);
    expect((await requestResearch({ name: 'x', campaign_id: null }, t.analyst)).type.code).toBe(3);
    expect(t.mock.store.state().resource_requests).toHaveLength(before);
  });
});

describe('GET /v1/geo/city?country=', () => {
  it('answers the country’s cities with id, name and country, the same ids every time', async () => {
    const { type, data } = await call<City[]>(t.base, `${PATHS.cities}?country=NG`, { token: t.advertiser });
    expect(type.code).toBe(0);
    expect(data.map((c) => c.name)).toContain('Lagos');
    expectEvery(data, (c) => c.country === 'NG' && Number.isInteger(c.id));
    expect(new Set(data.map((c) => c.id)).size).toBe(data.length);
    const again = await call<City[]>(t.base, `${PATHS.cities}?country=ng`, { token: t.analyst });
    expect(again.data).toEqual(data);
  });

  it('answers 2 without a country, 190 (Location not found) for an unknown one, 401 without a token', async () => {
    expect((await call(t.base, `${PATHS.cities}?country=NG`, { token: t.advertiser })).type.code).toBe(0);
    const missing = await call<FieldErrorsData>(t.base, PATHS.cities, { token: t.advertiser });
    expect([missing.type.code, missing.data.errors]).toEqual([2, { country: 'Field is required.' }]);
    const unknown = await call(t.base, `${PATHS.cities}?country=XX`, { token: t.advertiser });
    expect([unknown.status, unknown.type]).toEqual([404, { code: 190, message: 'Location not found' }]);
    expect((await call(t.base, `${PATHS.cities}?country=NG`)).status).toBe(401);
  });
});

const listAudiences = (json: unknown, token = t.advertiser) => call<SegmentAudience[]>(t.base, PATHS.audienceList, { token, json });

describe('Segment audiences: POST /v1/audience/list and GET /v1/audience/{id}', () => {
  it('lists the demo advertiser’s seeded audiences with id, name, row_count and space_id (and the audience pages’ fields)', async () => {
    const { type, data } = await listAudiences({ space_id: PERSONA_IDS.advertiser.spaceId, name: '' });
    expect(type.code).toBe(0);
    expect(data.map((a) => a.name).sort()).toEqual(ADVERTISER_AUDIENCES.map((a) => a.name).sort());
    expectEvery(data, (a) => Object.keys(a).sort().join() === 'created_at,dynamic_audience,id,name,row_count,space_id,status_key,type,user_id');
    expect(data.find((a) => a.name === 'Newsletter subscribers')).toMatchObject({
      id: FIRST_AUDIENCE_ID,
      name: 'Newsletter subscribers',
      row_count: 48_200,
      space_id: PERSONA_IDS.advertiser.spaceId,
    });
  });

  it('filters by a part of the name, ignoring case', async () => {
    const { data } = await listAudiences({ space_id: PERSONA_IDS.advertiser.spaceId, name: 'LAGOS' });
    expect(data.map((a) => a.name)).toEqual(['Lagos store visitors']);
  });

  it('lets an administrator list any space, and refuses another space to an advertiser (3)', async () => {
    const admin = await listAudiences({ space_id: PERSONA_IDS.admin.spaceId, name: '' }, t.admin);
    expect(admin.data.map((a) => a.name).sort()).toEqual(ADMIN_AUDIENCES.map((a) => a.name).sort());
    expect((await listAudiences({ space_id: PERSONA_IDS.advertiser.spaceId, name: '' }, t.admin)).data).toHaveLength(ADVERTISER_AUDIENCES.length);
    expect((await listAudiences({ space_id: PERSONA_IDS.advertiser.spaceId, name: '' })).type.code).toBe(0);
    expect((await listAudiences({ space_id: NO_PAYMENT_ACCOUNT.spaceId, name: '' })).type.code).toBe(3);
  });

  it('answers code 20 without a space, 110 for an unknown one (admin) and 3 to the analyst', async () => {
    for (const token of [t.advertiser, t.admin]) expect((await listAudiences({ space_id: PERSONA_IDS.advertiser.spaceId, name: '' }, token)).type.code).toBe(0);
    expect((await listAudiences({ name: '' })).type).toEqual({ code: 20, message: 'JWT space id not specified' });
    expect((await listAudiences({ space_id: 9_999_999, name: '' }, t.admin)).type.code).toBe(110);
    expect((await listAudiences({ space_id: PERSONA_IDS.advertiser.spaceId, name: '' }, t.analyst)).type.code).toBe(3);
  });

  it('answers one audience by id, 180 for an unknown id and 3 for another space’s', async () => {
    const one = await call<SegmentAudience>(t.base, `${PATHS.audience}/${FIRST_AUDIENCE_ID}`, { token: t.advertiser });
    expect(one.data).toMatchObject({ id: FIRST_AUDIENCE_ID, name: 'Newsletter subscribers' });
    const unknown = await call(t.base, `${PATHS.audience}/999999`, { token: t.advertiser });
    expect([unknown.status, unknown.type]).toEqual([404, { code: 180, message: 'Audience not found' }]);
    const adminsOwn = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length;
    expect((await call(t.base, `${PATHS.audience}/${adminsOwn}`, { token: t.advertiser })).type.code).toBe(3);
    expect((await call(t.base, `${PATHS.audience}/${adminsOwn}`, { token: t.admin })).type.code).toBe(0);
  });
});
