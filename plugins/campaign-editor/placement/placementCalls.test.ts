import { beforeEach, describe, expect, it } from 'vitest';
import { APP_CATEGORIES } from '../../../mock-server/seed/app-categories';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { storeWhitelist } from '../../../mock-server/routes/whitelists';
import { accountStorageOf } from '../../../mock-server/uploads/account-storage';
import type { CategoryItem, PlacementsReport, WhitelistFile } from '../../../src/api/contract';
import { mockBackend } from '../../../src/test/mockBackend';
import { recordRequests, type SentRequest } from '../../../src/test/recordRequests';
import campaignEditor from '../index';
import { whitelistForm } from './placementCalls';
import { expectEvery } from '../../../src/test/expectations';

const backend = mockBackend();
const SPACE_ID = PERSONA_IDS.advertiser.spaceId;
const editorCalls = (sent: SentRequest[]) => sent.filter((request) => request.path.startsWith('/v1/campaign/'));
const invoke = <T,>(name: string, params: object) => backend.dataProvider([campaignEditor]).invoke<T>('campaign-editor', name, params);
const storedWhitelists = () => backend.mock.store.state().whitelists.filter((file) => file.space_id === SPACE_ID);

beforeEach(async () => {
  await backend.signIn('advertiser');
  backend.mock.store.mutate((db) => {
    db.whitelists = db.whitelists.filter((file) => file.space_id !== SPACE_ID);
  });
});

/** A whitelist file the advertiser's space holds before the test, stored in the mock as an upload would. */
const storeCsv = (name: string, fileName: string, content: string) =>
  backend.mock.store.mutate((db) => storeWhitelist(db, accountStorageOf(backend.mock), SPACE_ID, { name, file: { fileName, mimeType: 'text/csv', content: Buffer.from(content) } }, new Date().toISOString()));

describe('the placement calls', () => {
  it('post the placements report with 150 a page by default and the trimmed name', async () => {
    const sent = recordRequests();
    const found = await invoke<PlacementsReport>('placementsReport', { name: ' radio ', country: 'NG' });
    expect(found.data.length).toBeGreaterThan(0);
    expectEvery(found.data, (item) => item.name.toLowerCase().includes('radio') || item.site_or_app.includes('radio'));
    await invoke<PlacementsReport>('placementsReport', { page: 2, page_size: 50, environment: 'app' });
    expect(editorCalls(sent).map((request) => [request.method, request.path, JSON.parse(request.body ?? 'null')])).toEqual([
      ['POST', '/v1/campaign/placements/report', { page: 1, page_size: 150, name: 'radio', country: 'NG' }],
      ['POST', '/v1/campaign/placements/report', { page: 2, page_size: 50, environment: 'app' }],
    ]);
  });

  it('read app categories by type, list, download and delete whitelist files of a space', async () => {
    const sent = recordRequests();
    storeCsv('Top apps 1', 'top-1.csv', 'bundle\ncom.a\n');
    const games = await invoke<CategoryItem[]>('appCategories', { type: 'game' });
    expect(games.map((category) => category.value)).toEqual(APP_CATEGORIES.filter((category) => category.type === 'game').map((category) => category.value));
    expect(await invoke<WhitelistFile[]>('whitelists', { space: SPACE_ID })).toEqual([expect.objectContaining({ name: 'Top apps 1', file_name: 'top-1.csv' })]);
    await invoke('whitelistDelete', { space: SPACE_ID, name: 'Top apps 1' });
    expect(storedWhitelists()).toEqual([]);
    expect(editorCalls(sent).map((request) => [request.method, request.path])).toEqual([
      ['GET', '/v1/campaign/app/categories?type=game'],
      ['GET', `/v1/campaign/whitelists/${SPACE_ID}`],
      ['DELETE', `/v1/campaign/whitelist/${SPACE_ID}/Top%20apps%201`],
    ]);
  });

  it('download a whitelist file as the file the server answers, with its suggested name', async () => {
    const sent = recordRequests();
    storeCsv('Top', 'top.csv', 'bundle\ncom.a\n');
    const file = await invoke<{ blob: Blob; filename: string | null }>('whitelistDownload', { space: SPACE_ID, name: 'Top' });
    expect(editorCalls(sent).map((request) => [request.method, request.path])).toEqual([['GET', `/v1/campaign/whitelist/${SPACE_ID}/Top`]]);
    expect(file.filename).toBe('top.csv');
    expect(await file.blob.text()).toBe('bundle\ncom.a\n');
  });

  it('build the upload body with the fields name and file under the chosen file name', async () => {
    const form = whitelistForm({ name: ' Top apps ', file: new File(['bundle\n'], 'top.csv', { type: 'text/csv' }) });
    expect(form.get('name')).toBe('Top apps');
    const file = form.get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('top.csv');
    expect(await (file as File).text()).toBe('bundle\n');
  });

  it('posts the upload to the space as a multipart body with the name and the file', async () => {
    const sent = recordRequests();
    const answer = await invoke<WhitelistFile>('whitelistUpload', { space: SPACE_ID, name: 'Top', file: new File(['bundle\n'], 'top.csv', { type: 'text/csv' }) });
    expect(answer).toMatchObject({ name: 'Top', space_id: SPACE_ID, size: 7, file_name: 'top.csv' });
    expect(editorCalls(sent).map((request) => [request.method, request.path])).toEqual([['POST', `/v1/campaign/whitelist/${SPACE_ID}`]]);
    // The mock read the multipart body: the name field and the file under its own name.
    expect(storedWhitelists()).toEqual([expect.objectContaining({ name: 'Top', file_name: 'top.csv', size: 7 })]);
    const [stored] = storedWhitelists();
    expect(stored && backend.mock.store.files.read(stored.hash).toString()).toBe('bundle\n');
  });
});
