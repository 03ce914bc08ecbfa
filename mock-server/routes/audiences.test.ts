import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_LIMITS,
  AUDIENCE_PATHS as PATHS,
  type Audience,
  type AudienceAction,
  type AudienceEstimate,
  type CampaignRecord,
  type DynamicAudience,
  type DynamicAudienceRequest,
  type FieldErrorsData,
} from '../../src/api/contract';
import { ADMIN_AUDIENCES, ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../seed/audiences';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { getCampaign, inputOf, publishableInput, saveCampaign } from './campaign-test-support';

/** The audience pages' calls (spec 3 §7 "Audiences") besides the upload: list, get, delete, dynamic create/update, estimate. */
const t = signedInMock();

const SPACE = PERSONA_IDS.advertiser.spaceId;
const ADMIN_SPACE = PERSONA_IDS.admin.spaceId;
/** The admin agency's first audience: another space's, for the advertiser. */
const ADMINS_AUDIENCE = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length;
/** The first audience past both persona spaces': another account's. */
const OTHER_SPACE_AUDIENCE = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length + ADMIN_AUDIENCES.length;

let counter = 0;
const uniqueName = (): string => `Dynamic ${process.pid}-${++counter}`;

const act = (action: string, period: string, ...values: string[]): AudienceAction => ({
  action,
  period,
  parameters: values.map((value) => ({ metric: 'page_url', condition: 'contains', value })),
});
const definition = (include: AudienceAction[], includeCondition: DynamicAudience['include_condition'] = null, exclude: AudienceAction[] = [], excludeCondition: DynamicAudience['exclude_condition'] = null): DynamicAudience => ({
  include_condition: includeCondition,
  exclude_condition: excludeCondition,
  include_actions: include,
  exclude_actions: exclude,
});
const body = (overrides: Partial<DynamicAudienceRequest> = {}): DynamicAudienceRequest => ({
  user_id: SPACE,
  name: uniqueName(),
  type: 'dynamic',
  dynamic_audience: definition([act('page_visit', '30', '/pricing')]),
  ...overrides,
});

const list = (spaceId = SPACE, token = t.advertiser) => call<Audience[]>(t.base, PATHS.list, { token, json: { space_id: spaceId, name: '' } });
const create = (json: unknown, token = t.advertiser) => call<Audience>(t.base, PATHS.dynamic, { token, json });
const update = (json: unknown, token = t.advertiser) => call<Audience>(t.base, PATHS.dynamic, { token, method: 'PUT', json });
const remove = (id: number, token = t.advertiser) => call<null>(t.base, `${PATHS.audience}/${id}`, { token, method: 'DELETE' });
const getOne = (id: number, token = t.advertiser) => call<Audience>(t.base, `${PATHS.audience}/${id}`, { token });
const estimate = (json: unknown, token = t.advertiser) => call<AudienceEstimate>(t.base, PATHS.estimate, { token, json });
const errorsOf = (data: unknown): Record<string, string> => (data as FieldErrorsData | null)?.errors ?? {};

const created = async (overrides: Partial<DynamicAudienceRequest> = {}): Promise<Audience> => {
  const answer = await create(body(overrides));
  if (answer.type.code !== 0) throw new Error(`create refused: ${JSON.stringify(answer)}`);
  return answer.data;
};

describe('POST /v1/audience/list: the audience answer', () => {
  it('answers the spec’s fields with the status, the seed’s mix of static and dynamic audiences in each status', async () => {
    const { data } = await list();
    const seeded = data.filter((a) => ADVERTISER_AUDIENCES.some((s) => s.name === a.name));
    expect(seeded).toHaveLength(ADVERTISER_AUDIENCES.length);
    expect(new Set(seeded.map((a) => a.status_key))).toEqual(new Set([1, 2, 3]));
    expect(new Set(seeded.map((a) => a.type))).toEqual(new Set(['static', 'dynamic']));
    const abandoners = seeded.find((a) => a.name === 'Cart abandoners');
    expect(abandoners).toEqual({
      id: FIRST_AUDIENCE_ID + 2,
      name: 'Cart abandoners',
      row_count: 9_400,
      space_id: SPACE,
      user_id: SPACE,
      type: 'dynamic',
      status_key: 2,
      created_at: '2026-05-01T09:00:00.000Z',
      dynamic_audience: definition([act('page_visit', '7', '/cart')], null, [act('conversion', '7', '/checkout/complete')]),
    });
    expect(seeded.find((a) => a.name === 'Newsletter subscribers')?.dynamic_audience).toBeNull();
  });
});

describe('POST and PUT /v1/audience/dynamic', () => {
  it('creates a dynamic audience (listed first, its row count the estimate’s members) and updates it', async () => {
    const dynamic = definition([act('page_visit', '14', '/shoes'), act('click', '7')], 'or', [act('conversion', '30')]);
    const name = uniqueName();
    const { members } = (await estimate({ user_id: SPACE, dynamic_audience: dynamic })).data;
    const answer = await create(body({ name: `  ${name} `, dynamic_audience: dynamic }));
    expect(answer.type.code).toBe(0);
    expect(answer.data).toMatchObject({ name, type: 'dynamic', user_id: SPACE, space_id: SPACE, status_key: 2, row_count: members, dynamic_audience: dynamic });
    expect((await list()).data[0]?.id).toBe(answer.data.id);

    const narrower = definition([act('page_visit', '14', '/shoes'), act('click', '7')], 'and');
    const renamed = uniqueName();
    const updated = await update({ ...body({ name: renamed, dynamic_audience: narrower }), id: answer.data.id });
    expect(updated.type.code).toBe(0);
    expect(updated.data).toMatchObject({ id: answer.data.id, name: renamed, dynamic_audience: narrower, created_at: answer.data.created_at });
    expect(updated.data.row_count).toBeLessThan(answer.data.row_count);
    expect((await getOne(answer.data.id)).data).toEqual(updated.data);
  });

  it('refuses what the shared rules refuse, naming each field (code 2)', async () => {
    await created();
    const refused = await create(
      body({
        name: ' ',
        dynamic_audience: definition([act('', '', ''), act('visit', '100', 'x'.repeat(501)), act('click', '0')], null, [act('click', '5')], 'and'),
      }),
    );
    expect(refused.type.code).toBe(2);
    expect(errorsOf(refused.data)).toEqual({
      name: 'required field',
      'dynamic_audience.include_condition': 'Join two or more actions with and or or.',
      'dynamic_audience.include_actions.0.action': 'required field',
      'dynamic_audience.include_actions.0.period': 'required field',
      'dynamic_audience.include_actions.0.parameters.0.value': 'required field',
      'dynamic_audience.include_actions.1.action': 'Choose one of: page_visit, click, conversion.',
      'dynamic_audience.include_actions.1.period': 'Type a number of days from 1 to 99.',
      'dynamic_audience.include_actions.1.parameters.0.value': 'maximum 500 characters allowed',
      'dynamic_audience.include_actions.2.period': 'Type a number of days from 1 to 99.',
      'dynamic_audience.exclude_condition': 'A single action is joined by no condition.',
    });
    const noInclude = await create(body({ dynamic_audience: definition([], null, [act('click', '5')]) }));
    expect(errorsOf(noInclude.data)).toEqual({ 'dynamic_audience.include_actions': 'Exclude actions need at least one include action.' });
    const nothing = await create(body({ dynamic_audience: definition([]) }));
    expect(errorsOf(nothing.data)).toEqual({ 'dynamic_audience.include_actions': 'Add at least one include action.' });
    const many = await create(body({ dynamic_audience: definition(Array.from({ length: 11 }, () => act('click', '1')), 'or') }));
    expect(errorsOf(many.data)).toEqual({ 'dynamic_audience.include_actions': 'At most 10 actions per block.' });
    const parameters = await create(body({ dynamic_audience: definition([act('click', '1', 'a', 'b', 'c', 'd', 'e', 'f')]) }));
    expect(errorsOf(parameters.data)).toEqual({ 'dynamic_audience.include_actions.0.parameters': 'At most 5 parameters per action.' });
    const metric = await create(body({ dynamic_audience: definition([{ action: 'click', period: '1', parameters: [{ metric: 'referrer', condition: 'equals', value: 'x' }] as never }]) }));
    expect(errorsOf(metric.data)).toEqual({ 'dynamic_audience.include_actions.0.parameters.0': 'A parameter is page_url contains a value.' });
    const shape = await create({ user_id: SPACE, name: 'x', type: 'static', dynamic_audience: { include_actions: 'all' } });
    expect(Object.keys(errorsOf(shape.data)).sort()).toEqual(['dynamic_audience.exclude_actions', 'dynamic_audience.include_actions', 'type']);
  });

  it('183 for a name the space holds (ignoring case), on create and on update; an update may keep its own name', async () => {
    const mine = await created();
    const taken = await create(body({ name: ADVERTISER_AUDIENCES[0].name.toLowerCase() }));
    expect([taken.type, errorsOf(taken.data)]).toEqual([{ code: 183, message: 'Audience name exist' }, { name: 'An audience of this name already exists in this account.' }]);
    expect((await update({ ...body({ name: mine.name }), id: mine.id })).type.code).toBe(0);
    expect((await update({ ...body({ name: ADVERTISER_AUDIENCES[1]?.name ?? '' }), id: mine.id })).type.code).toBe(183);
  });

  it('refuses another space’s audience (3), an unknown or deleted one (180), moving it (1420) and a static one', async () => {
    // The same create and update of an own dynamic audience are taken, from the advertiser and the administrator.
    const mine = await created();
    expect((await update({ ...body(), id: mine.id })).type.code).toBe(0);
    expect((await update({ ...body(), id: mine.id }, t.admin)).type.code).toBe(0);
    expect((await update({ ...body(), id: ADMINS_AUDIENCE })).type.code).toBe(3);
    expect((await update({ ...body(), id: OTHER_SPACE_AUDIENCE })).type.code).toBe(3);
    expect((await update({ ...body(), id: 9_999_999 })).type.code).toBe(180);
    expect((await create(body({ user_id: NO_PAYMENT_ACCOUNT.spaceId }))).type.code).toBe(3);
    const moved = await update({ ...body({ user_id: ADMIN_SPACE }), id: mine.id }, t.admin);
    expect(moved.type.code).toBe(1420);
    const staticOne = await update({ ...body(), id: FIRST_AUDIENCE_ID });
    expect([staticOne.type.code, errorsOf(staticOne.data)]).toEqual([2, { type: 'Only a dynamic audience can be updated.' }]);
    expect((await remove(mine.id)).type.code).toBe(0);
    expect((await update({ ...body(), id: mine.id })).type.code).toBe(180);
  });

  it('an administrator creates in the account they act on; the analyst (no audience page) may do nothing', async () => {
    const forAdvertiser = await create(body(), t.admin);
    expect([forAdvertiser.type.code, forAdvertiser.data.space_id]).toEqual([0, SPACE]);
    // Each call the analyst is refused is answered to the advertiser (the delete on a twin of its own).
    expect((await update({ ...body(), id: forAdvertiser.data.id })).type.code).toBe(0);
    expect((await remove((await created()).id)).type.code).toBe(0);
    expect((await estimate({ user_id: SPACE, dynamic_audience: definition([act('click', '1')]) })).type.code).toBe(0);
    expect((await create(body(), t.analyst)).type.code).toBe(3);
    expect((await update({ ...body(), id: forAdvertiser.data.id }, t.analyst)).type.code).toBe(3);
    expect((await remove(forAdvertiser.data.id, t.analyst)).type.code).toBe(3);
    expect((await estimate({ user_id: SPACE, dynamic_audience: definition([act('click', '1')]) }, t.analyst)).type.code).toBe(3);
  });
});

describe('DELETE /v1/audience/{id}', () => {
  it('deletes one of the space’s audiences: no longer listed, its name free, read by id as deleted', async () => {
    const mine = await created();
    const answer = await remove(mine.id);
    expect([answer.status, answer.type.code, answer.data]).toEqual([200, 0, null]);
    expect((await list()).data.some((a) => a.id === mine.id)).toBe(false);
    expect((await list(SPACE, t.admin)).data.some((a) => a.id === mine.id)).toBe(false);
    expect((await getOne(mine.id)).data).toMatchObject({ id: mine.id, name: mine.name, deleted: true });
    expect((await remove(mine.id)).type.code).toBe(180);
    expect((await create(body({ name: mine.name }))).type.code).toBe(0);
  });

  it('leaves only a bounded trace of an audience of the largest definition: a create and delete grow the data by its name and dates, not its definition', async () => {
    const longest = (i: number) => act('page_visit', '99', ...Array.from({ length: AUDIENCE_LIMITS.parametersPerAction }, (_, p) => `/${i}-${p}-`.padEnd(AUDIENCE_LIMITS.parameterValue, 'x')));
    const block = Array.from({ length: AUDIENCE_LIMITS.actionsPerBlock }, (_, i) => longest(i));
    const largest = definition(block, 'or', block, 'and');
    const stored = () => JSON.stringify(t.mock.store.state()).length;
    const cycle = async () => {
      const made = await create(body({ name: uniqueName(), dynamic_audience: largest }));
      expect(made.type.code).toBe(0);
      expect(made.data.dynamic_audience).toEqual(largest);
      expect((await remove(made.data.id)).type.code).toBe(0);
      return made.data;
    };
    await cycle();
    const before = stored();
    const gone = await cycle();
    // The definition alone is over 50,000 characters; the trace keeps the id, name, count and dates.
    expect(JSON.stringify(largest).length).toBeGreaterThan(50_000);
    expect(stored() - before).toBeLessThan(400);
    expect((await getOne(gone.id)).data).toMatchObject({ id: gone.id, name: gone.name, type: 'dynamic', deleted: true, dynamic_audience: null });
  });

  it('refuses another space’s audience (3) and an unknown one (180); an administrator may delete any', async () => {
    const own = await created();
    expect((await getOne(own.id)).type.code).toBe(0);
    expect((await remove(own.id)).type.code).toBe(0);
    expect((await remove(ADMINS_AUDIENCE)).type.code).toBe(3);
    expect((await remove(OTHER_SPACE_AUDIENCE)).type.code).toBe(3);
    expect((await getOne(OTHER_SPACE_AUDIENCE)).type.code).toBe(3);
    expect((await remove(9_999_999)).type.code).toBe(180);
    const mine = await created();
    expect((await remove(mine.id, t.admin)).type.code).toBe(0);
  });

  it('a saved campaign that named a deleted audience still loads and saves, and the targeting says it is deleted', async () => {
    const [kept, gone] = [await created(), await created()];
    const saved = await saveCampaign(t.base, t.advertiser, publishableInput({ targeting: { ...publishableInput().targeting, segment_audiences: { include_any: [kept.id, gone.id], include: [], exclude: [] } } }));
    expect(saved.type.code).toBe(0);
    expect((await remove(gone.id)).type.code).toBe(0);

    const loaded = await getCampaign(t.base, t.advertiser, saved.data.id);
    expect(loaded.type.code).toBe(0);
    expect(loaded.data.targeting.segment_audiences.include_any).toEqual([kept.id, gone.id]);
    // The editor's picker: the list no longer offers it; the read by id names it, marked deleted.
    expect((await list()).data.map((a) => a.id)).not.toContain(gone.id);
    expect((await getOne(gone.id)).data).toMatchObject({ id: gone.id, name: gone.name, deleted: true });
    // The audience estimate counts it as matching nobody instead of failing.
    const size = await call<{ audience_size: number }>(t.base, '/v1/campaign/audience-size', { token: t.advertiser, json: { segment_audiences: { include_any: [gone.id], include: [], exclude: [] } } });
    expect([size.type.code, size.data.audience_size]).toEqual([0, 0]);

    const resaved = await saveCampaign(t.base, t.advertiser, inputOf(loaded.data, { name: `${loaded.data.name} v2` }));
    expect(resaved.type.code).toBe(0);
    expect((resaved.data as CampaignRecord).targeting.segment_audiences.include_any).toEqual([kept.id, gone.id]);
    // Named by a campaign that did not have it, a deleted audience is refused as unknown (180); a kept one is taken.
    const withKept = await saveCampaign(t.base, t.advertiser, publishableInput({ targeting: { ...publishableInput().targeting, segment_audiences: { include_any: [], include: [kept.id], exclude: [] } } }));
    expect(withKept.type.code).toBe(0);
    const fresh = await saveCampaign(t.base, t.advertiser, publishableInput({ targeting: { ...publishableInput().targeting, segment_audiences: { include_any: [], include: [gone.id], exclude: [] } } }));
    expect([fresh.type.code, Object.keys(errorsOf(fresh.data))]).toEqual([180, ['targeting.segment_audiences.include']]);
  });
});

describe('POST /v1/audience/estimate (ours)', () => {
  it('answers the same members for the same definition; or widens, and, parameters and excludes narrow', async () => {
    const members = async (dynamic: DynamicAudience, spaceId = SPACE): Promise<number> => {
      const answer = await estimate({ user_id: spaceId, dynamic_audience: dynamic });
      expect(answer.type.code).toBe(0);
      return answer.data.members;
    };
    const visit = act('page_visit', '30');
    const base = await members(definition([visit]));
    expect(base).toBeGreaterThan(0);
    expect(await members(definition([visit]))).toBe(base);
    expect(await members(definition([visit, act('click', '30')], 'or'))).toBeGreaterThan(base);
    expect(await members(definition([visit, act('click', '30')], 'and'))).toBeLessThan(base);
    expect(await members(definition([act('page_visit', '30', '/pricing')]))).toBeLessThan(base);
    expect(await members(definition([act('page_visit', '90')]))).toBeGreaterThan(base);
    expect(await members(definition([visit], null, [act('click', '30')]))).toBeLessThan(base);
    // Another space has its own visitors: the administrator reads the agency's figure.
    const agency = await estimate({ user_id: ADMIN_SPACE, dynamic_audience: definition([visit]) }, t.admin);
    expect([agency.type.code, agency.data.members === base]).toEqual([0, false]);
  });

  it('refuses a definition the rules refuse (code 2) and another space (3)', async () => {
    expect((await estimate({ user_id: SPACE, dynamic_audience: definition([act('page_visit', '30')]) })).type.code).toBe(0);
    expect((await estimate({ user_id: SPACE, dynamic_audience: definition([act('click', '1')]) })).type.code).toBe(0);
    const bad = await estimate({ user_id: SPACE, dynamic_audience: definition([act('page_visit', '')]) });
    expect([bad.type.code, errorsOf(bad.data)]).toEqual([2, { 'dynamic_audience.include_actions.0.period': 'required field' }]);
    const foreign = await estimate({ user_id: NO_PAYMENT_ACCOUNT.spaceId, dynamic_audience: definition([act('click', '1')]) });
    expect(foreign.type.code).toBe(3);
  });
});
