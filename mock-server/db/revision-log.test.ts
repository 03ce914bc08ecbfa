import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHANGE_LOG_RETENTION, type CampaignRecord, type CampaignRevision, type Page } from '../../src/api/contract';
import { createCampaign, inputOf, saveCampaign } from '../routes/campaign-test-support';
import { call, login, startTestServer, tempDbFile, type TestServer } from '../test-support';
import { PERSONAS } from '../personas';
import { createFileStore, filesDirOf } from './file-store';
import { loadOrSeed, savedState, seededDb, writeDbFileSync } from './persistence';
import { campaignLog, compactLog, foldCampaignLog, foldLog, holdsWholeRevisions, runningStateOf } from './revision-log';
import type { DbState, StoredCampaign, StoredRevision } from './types';
import { recordRevision } from './revisions';

const jsonSize = (value: unknown): number => JSON.stringify(value).length;

/** A list of many long entries, as an advertiser excluding a long list of apps has. */
const longList = (count: number): string[] => Array.from({ length: count }, (_, i) => `com.example.publisher${i}.app-with-a-long-bundle-name`);

const readLog = async (server: TestServer, token: string, id: number): Promise<CampaignRevision[]> => {
  const answer = await call<Page<CampaignRevision>>(server.base, `/v1/campaign/revision/snapshot/${id}?page-size=100`, { token });
  expect(answer.type.code).toBe(0);
  return answer.data.data;
};

describe('the stored change log keeps differences', () => {
  it('grows by about the change per save of a long list, not by two states', async () => {
    const server = await startTestServer();
    try {
      const { data } = await login(server.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password);
      const token = data.access_token;
      let campaign: CampaignRecord = await createCampaign(server.base, token);
      const stored = (): StoredRevision[] => server.mock.store.state().revisions.filter((r) => r.campaign_id === campaign.id);
      for (let save = 1; save <= 7; save += 1) {
        const before = jsonSize(stored());
        const excluded = longList(300 + save);
        const saved = await saveCampaign(server.base, token, inputOf(campaign, { placement: { ...campaign.placement, excluded_apps: excluded } }));
        expect(saved.type.code, JSON.stringify(saved.type)).toBe(0);
        campaign = saved.data;
        const grown = jsonSize(stored()) - before;
        // The entry holds the new list once (its difference) and the entry's own few fields.
        expect(grown).toBeGreaterThan(jsonSize(excluded));
        expect(grown).toBeLessThan(jsonSize(excluded) + 400);
      }
      // The answer still carries both states of the change.
      const [latest, previous] = await readLog(server, token, campaign.id);
      expect(latest?.previous_state.placement?.excluded_apps).toEqual(longList(306));
      expect(latest?.current_state.placement?.excluded_apps).toEqual(longList(307));
      expect(previous?.current_state.placement?.excluded_apps).toEqual(longList(306));
    } finally {
      await server.close();
    }
  });
});

/** The whole revisions a file written before the compact log held: each entry with both states. */
const wholeRevisions = (revisions: readonly StoredRevision[]): CampaignRevision[] => {
  const ids = [...new Set(revisions.map((r) => r.campaign_id))];
  const byId = new Map(ids.flatMap((id) => campaignLog(revisions, id)).map((r) => [r.id, r]));
  return revisions.map((r) => byId.get(r.id) as CampaignRevision);
};

describe('a data file with whole revisions', () => {
  it('loads, answers the same log, and is written back compact', async () => {
    const first = await startTestServer();
    const { data } = await login(first.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password);
    const token = data.access_token;
    const created = await createCampaign(first.base, token);
    const saved = (await saveCampaign(first.base, token, inputOf(created, { budget: 321, attribution: [{ name: 'a', value: 'b' }] }))).data;
    await saveCampaign(first.base, token, inputOf(saved, { attribution: [] }));
    const seeded = first.mock.store.state().campaigns.find((c) => c.space_id === created.space_id && c.id !== created.id && c.version > 2);
    if (!seeded) throw new Error('the demo advertiser has a seeded campaign with a history');
    const answered = { created: await readLog(first, token, created.id), seeded: await readLog(first, token, seeded.id) };
    await first.close({ keepDb: true });

    // As a start would read it (the saves are in the journal), written back as one older document.
    const file = savedState(first.dbFile);
    const compactSize = jsonSize(file.revisions);
    file.revisions = wholeRevisions(file.revisions);
    expect(holdsWholeRevisions(file.revisions)).toBe(true);
    fs.writeFileSync(first.dbFile, JSON.stringify(file));

    const second = await startTestServer({ dbFile: first.dbFile });
    try {
      expect(second.mock.loaded.origin).toBe('file');
      expect(await readLog(second, token, created.id)).toEqual(answered.created);
      expect(await readLog(second, token, seeded.id)).toEqual(answered.seeded);
      const rewritten = JSON.parse(fs.readFileSync(first.dbFile, 'utf8')) as DbState;
      expect(holdsWholeRevisions(rewritten.revisions)).toBe(false);
      expect(jsonSize(rewritten.revisions)).toBe(compactSize);
    } finally {
      await second.close();
      fs.rmSync(path.dirname(first.dbFile), { recursive: true, force: true });
    }
  });
});

describe('the replay answers exactly what the change produced', () => {
  const campaign = (fields: Record<string, unknown>): StoredCampaign => ({ id: 7, version: 1, ...fields }) as unknown as StoredCampaign;
  const author = { email: 'advertiser@demo.test' };

  /** Records each step as the mock does and answers the entries the whole-revision log held. */
  const record = (steps: { before: StoredCampaign | null; after: StoredCampaign }[]) => {
    const state = { revisions: [] as StoredRevision[] } as DbState;
    const whole = steps.flatMap((step, i) => {
      const revision = recordRevision(state, { campaignId: 7, author, at: `2026-11-0${i + 1}T00:00:00.000Z`, ...step });
      return revision ? [structuredClone(revision)] : [];
    });
    return { state, whole };
  };

  const created = campaign({ name: 'A', budget: 10, bidding_strategy: { click_url: 'https://a.test', cap: null }, attribution: [] });
  const steps = [
    { before: null, after: created },
    // A leaf removed, a leaf set to null, an empty object added.
    { before: created, after: campaign({ name: 'A', budget: 10, bidding_strategy: { cap: 5 }, attribution: [], scheduling: {} }) },
    // A change the log did not see (budget 99, made outside it), then a change of budget and name.
    { before: campaign({ name: 'A', budget: 99, bidding_strategy: { cap: 5 }, attribution: [], scheduling: {} }), after: campaign({ name: 'B', budget: 11, bidding_strategy: { cap: null }, attribution: [], scheduling: {} }) },
    // A field that changed place in the record, and a list edited.
    { before: campaign({ name: 'B', budget: 11, bidding_strategy: { cap: null }, attribution: [], scheduling: {} }), after: campaign({ attribution: [{ name: 'x', value: 'y' }], name: 'B', budget: 11, bidding_strategy: { cap: null }, scheduling: { 3: [1, 2] } }) },
  ];

  it('rebuilds each entry of the whole-revision log from the stored differences', () => {
    const { state, whole } = record(steps);
    expect(whole).toHaveLength(4);
    expect(JSON.stringify(campaignLog(state.revisions, 7))).toBe(JSON.stringify(whole));
  });

  it('converts a whole-revision log to the same compact entries the mock records', () => {
    const { state, whole } = record(steps);
    const converted = compactLog(whole);
    expect(converted).toEqual(state.revisions);
    expect(JSON.stringify(campaignLog(converted, 7))).toBe(JSON.stringify(whole));
  });

  it('keeps whole states only where the replay cannot know them', () => {
    const { state } = record(steps);
    const kept = state.revisions.map((r) => ['previous_state' in r, 'current_state' in r]);
    // The change made outside the log keeps its previous budget as answered; so does the first change
    // of scheduling, whose empty object arrived without a difference to replay.
    expect(kept).toEqual([
      [false, false],
      [false, false],
      [true, false],
      [true, false],
    ]);
  });
});

describe('the change log retention', () => {
  const RECENT = CHANGE_LOG_RETENTION.recent;
  const author = { email: 'advertiser@demo.test' };
  const day = (i: number): string => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
  const campaignAt = (i: number, status: number): StoredCampaign => ({ id: 7, version: i + 1, name: `Name ${i}`, budget: 100 + i, status_key: status }) as unknown as StoredCampaign;

  /** A creation, then `changes` edits; edit `published` sends the campaign to moderation, the next takes it back. */
  const history = (changes: number, published: number) => {
    const state = { revisions: [] as StoredRevision[] } as DbState;
    const answered: CampaignRevision[] = [];
    let before: StoredCampaign | null = null;
    for (let i = 0; i <= changes; i += 1) {
      const after = campaignAt(i, i === published ? 1 : 0);
      const revision = recordRevision(state, { campaignId: 7, author, at: day(i), before, after });
      if (revision) answered.push(structuredClone(revision));
      before = after;
    }
    return { state, answered };
  };

  it('keeps the last revisions and every published one as written, and folds each older run into one entry', () => {
    const changes = RECENT + 30;
    const { state, answered } = history(changes, 10);
    expect(answered).toHaveLength(changes + 1);
    const log = campaignLog(state.revisions, 7);
    // Creation and edits 1–9 folded; edit 10 (published) kept; edits 11–30 folded; the last RECENT kept.
    expect(log).toHaveLength(RECENT + 3);
    const [early, published, later] = log;
    expect(early).toMatchObject({ id: answered[9]?.id, commit_date: day(9), state_difference: [], previous_state: {}, folded: { revisions: 10, since: day(0) } });
    expect(early?.current_state).toEqual({ id: 7, name: 'Name 9', budget: 109, status_key: 0 });
    expect(JSON.stringify(published)).toBe(JSON.stringify(answered[10]));
    expect(later).toMatchObject({ id: answered[30]?.id, folded: { revisions: 20, since: day(11) } });
    expect(later?.current_state).toEqual({ id: 7, name: 'Name 30', budget: 130, status_key: 0 });
    expect(JSON.stringify(log.slice(3))).toBe(JSON.stringify(answered.slice(-RECENT)));
    expect(runningStateOf(state.revisions, 7)).toEqual({ id: 7, name: `Name ${changes}`, budget: 100 + changes, status_key: 0 });
  });

  it('stays bounded as edits go on: the later run grows its count, not the log', () => {
    const few = history(RECENT + 30, 10).state.revisions.length;
    const { state, answered } = history(RECENT + 300, 10);
    expect(state.revisions).toHaveLength(few);
    const log = campaignLog(state.revisions, 7);
    expect(log[2]?.folded).toEqual({ revisions: 290, since: day(11) });
    expect(JSON.stringify(log.slice(3))).toBe(JSON.stringify(answered.slice(-RECENT)));
  });

  it('cuts a longer log of an older data file on load the same as at each write, and writes it back', () => {
    const { state, answered } = history(RECENT + 30, 10);
    const unfolded = compactLog(answered);
    expect(unfolded).toHaveLength(RECENT + 31);
    expect(foldLog(unfolded)).toEqual(state.revisions);

    const dbFile = tempDbFile();
    try {
      const files = createFileStore(filesDirOf(dbFile));
      const db = seededDb('normal', files);
      // Ids past the seed's, for a campaign id no seeded campaign has.
      const offset = db.revisions.reduce((max, r) => Math.max(max, r.id), 0);
      const own = (entries: readonly StoredRevision[]) => entries.map((r) => ({ ...r, id: r.id + offset, campaign_id: 987_654 }));
      db.revisions = [...db.revisions, ...own(unfolded)];
      writeDbFileSync(dbFile, db);
      const loaded = loadOrSeed(dbFile, 'normal', files);
      expect(loaded.origin).toBe('file');
      const expected = own(state.revisions);
      expect(loaded.state.revisions.filter((r) => r.campaign_id === 987_654)).toEqual(expected);
      const written = JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState;
      expect(written.revisions.filter((r) => r.campaign_id === 987_654)).toEqual(expected);
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  });

  it('leaves a log within the retention as it is', () => {
    const { state, answered } = history(RECENT - 1, 10);
    expect(foldCampaignLog(state.revisions, 7)).toBeNull();
    expect(JSON.stringify(campaignLog(state.revisions, 7))).toBe(JSON.stringify(answered));
  });
});
