import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createDataProvider } from '../../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../../src/test/fakeFetch';
import { placementCalls, whitelistForm } from './placementCalls';

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider({ 'campaign-editor': async () => ({ default: { custom: placementCalls } }) }, client, () => 2002);
  return { dataProvider, calls: backend.calls };
};

describe('the placement calls', () => {
  it('post the placements report with 150 a page by default and the trimmed name', async () => {
    const { dataProvider, calls } = provider(() => envelope({ data: [], total_size: 0 }));
    await dataProvider.invoke('campaign-editor', 'placementsReport', { name: ' news ', country: 'NG' });
    await dataProvider.invoke('campaign-editor', 'placementsReport', { page: 2, page_size: 50, environment: 'app' });
    expect(calls.map((call) => [call.method, call.url, JSON.parse(call.body ?? 'null')])).toEqual([
      ['POST', '/v1/campaign/placements/report', { page: 1, page_size: 150, name: 'news', country: 'NG' }],
      ['POST', '/v1/campaign/placements/report', { page: 2, page_size: 50, environment: 'app' }],
    ]);
  });

  it('read app categories by type, list, download and delete whitelist files of a space', async () => {
    const { dataProvider, calls } = provider(() => envelope([]));
    await dataProvider.invoke('campaign-editor', 'appCategories', { type: 'game' });
    await dataProvider.invoke('campaign-editor', 'whitelists', { space: 2002 });
    await dataProvider.invoke('campaign-editor', 'whitelistDelete', { space: 2002, name: 'Top apps 1' });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/v1/campaign/app/categories?type=game'],
      ['GET', '/v1/campaign/whitelists/2002'],
      ['DELETE', '/v1/campaign/whitelist/2002/Top%20apps%201'],
    ]);
  });

  it('download a whitelist file as the file the server answers, with its suggested name', async () => {
    const { dataProvider, calls } = provider(
      () => new Response('bundle\ncom.a\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="top.csv"' } }),
    );
    const file = await dataProvider.invoke<{ blob: Blob; filename: string | null }>('campaign-editor', 'whitelistDownload', { space: 2002, name: 'Top' });
    expect(calls.map((call) => [call.method, call.url])).toEqual([['GET', '/v1/campaign/whitelist/2002/Top']]);
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
    const { dataProvider, calls } = provider(() => envelope({ name: 'Top', space_id: 2002, size: 7, file_name: 'top.csv', created_at: '' }));
    await dataProvider.invoke('campaign-editor', 'whitelistUpload', { space: 2002, name: 'Top', file: new File(['bundle\n'], 'top.csv') });
    expect(calls.map((call) => [call.method, call.url])).toEqual([['POST', '/v1/campaign/whitelist/2002']]);
    expect(calls[0]?.formData?.get('name')).toBe('Top');
    expect((calls[0]?.formData?.get('file') as File | null)?.name).toBe('top.csv');
  });
});
