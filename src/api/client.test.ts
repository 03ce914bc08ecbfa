import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_EXPORT_FILENAME, CAMPAIGN_EXPORT_PATH, CAMPAIGN_STATUS, CODE, UPLOAD_MESSAGES, type ApiStatus, type SpaceBalance } from './contract';
import { createApiClient, filenameOf } from './client';
import { isApiError } from './HttpError';
import { toMinor } from '../domain/minorUnits';
import { mockBackend } from '../test/mockBackend';

const backend = mockBackend();

/** The client as the app builds it (the relative /v1, the page's fetch), with this token. */
const clientWith = (token: string | (() => Promise<string>), fetch?: typeof globalThis.fetch) => {
  const onUnauthorized = vi.fn();
  const getAccessToken = typeof token === 'string' ? async () => token : token;
  const client = createApiClient({ baseUrl: '', getAccessToken, onUnauthorized, ...(fetch ? { fetch } : {}) });
  return { client, onUnauthorized };
};

const advertiserClient = async () => clientWith(await backend.token('advertiser'));

/** An enveloped answer the mock never gives, for faults it cannot produce. */
const answer = (type: ApiStatus, status: number, data: unknown = null) =>
  async () => new Response(JSON.stringify({ type, data }), { status, headers: { 'Content-Type': 'application/json' } });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

/** An advertiser's campaign in this status, as the mock holds it. */
const campaignIn = (status: number) => {
  const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === 2002 && campaign.status_key === status);
  if (!found) throw new Error(`the mock has no campaign of account 2002 in status ${status}`);
  return found;
};

describe('the /v1 client', () => {
  it('unwraps the envelope, and reaches a signed-in call only with the bearer token', async () => {
    const { client } = await advertiserClient();
    const balance = await client.request<SpaceBalance>('/v1/space/balance/2002');
    expect(balance).toEqual((await backend.call('/v1/space/balance/2002')).data);
    expect(toMinor(balance.balance)).toBe(backend.mock.store.state().spaces.find((space) => space.id === 2002)?.balance_minor);
    const stranger = clientWith('not-a-token');
    await expect(stranger.client.request('/v1/space/balance/2002')).rejects.toMatchObject({ status: 401 });
  });

  it('sends JSON, form and plain-text bodies the server reads by their content types', async () => {
    const { client } = await advertiserClient();
    // JSON: the list's filter is read (a body the server could not read would be refused, code 2).
    const list = await client.request<{ total_size: number }>('/v1/campaign/list/v2', {
      method: 'POST',
      json: { space_id: 2002, name: '', status_filter: [50], page: 1, pageSize: 5, from_date: '', to_date: '', sort_by_field: 'name', order_field: 'name', order_asc: true },
    });
    expect(list.total_size).toBe(backend.mock.store.state().campaigns.filter((campaign) => campaign.space_id === 2002).length);
    // Form: the sign-in, anonymous.
    const token = await client.request<{ user_id: number; access_token: string }>('/v1/oauth/token', {
      method: 'POST',
      auth: false,
      form: { grant_type: 'password', username: 'advertiser@demo.test', password: 'Advertiser#2026' },
    });
    expect(token.user_id).toBe(102);
    // Plain text: the campaign id of a row action.
    const running = campaignIn(CAMPAIGN_STATUS.running);
    const paused = await client.request<{ id: number; status_key: number }>('/v1/campaign/pause', { method: 'POST', text: String(running.id) });
    expect(paused).toMatchObject({ id: running.id, status_key: CAMPAIGN_STATUS.paused });
    expect(backend.mock.store.state().campaigns.find((campaign) => campaign.id === running.id)?.status_key).toBe(CAMPAIGN_STATUS.paused);
  });

  it('sends a multipart body as the browser encodes it (fetch adds the boundary), file name included', async () => {
    const { client } = await advertiserClient();
    const upload = new FormData();
    upload.append('name', 'publishers');
    upload.append('file', new File(['example.com\nnews.example\n'], 'publishers.csv', { type: 'text/csv' }));
    const stored = await client.request<{ name: string; file_name: string; size: number }>('/v1/campaign/whitelist/2002', { method: 'POST', multipart: upload });
    expect(stored).toMatchObject({ name: 'publishers', file_name: 'publishers.csv', size: 25 });
    const file = await client.download('/v1/campaign/whitelist/2002/publishers');
    expect(file.filename).toBe('publishers.csv');
    expect(await file.blob.text()).toBe('example.com\nnews.example\n');
  });

  it('turns a non-OK code into an HttpError with type.code and type.message', async () => {
    const { client } = await advertiserClient();
    const draft = campaignIn(CAMPAIGN_STATUS.draft);
    const error = await failure(client.request('/v1/campaign/pause', { method: 'POST', text: String(draft.id) }));
    const raw = await backend.call('/v1/campaign/pause', { text: String(draft.id) });
    expect(raw.type.code).toBe(CODE.STATUS_MISMATCH);
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.message).toBe(raw.type.message);
    expect(error.status).toBe(raw.status);
    expect(error.body.code).toBe(CODE.STATUS_MISMATCH);
  });

  it('treats a failing code as an error even with HTTP 200', async () => {
    // The mock always pairs a failing code with an HTTP error status; a backend may not.
    const { client } = clientWith('t', answer({ code: 3, message: 'Illegal action' }, 200));
    const error = await failure(client.request('/v1/whitelabel/search'));
    expect(isApiError(error) && error.body.code).toBe(3);
  });

  it('falls back to "Something went wrong!" without a message or an envelope', async () => {
    // The mock always names its failure and always answers an envelope: a proxy in front may not.
    const empty = clientWith('t', answer({ code: 1, message: '' }, 500));
    expect(((await failure(empty.client.request('/x'))) as Error).message).toBe('Something went wrong!');
    const html = clientWith('t', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(html.client.request('/x'));
    expect((error as Error).message).toBe('Something went wrong!');
    expect(isApiError(error) && error.status).toBe(502);
  });

  it('says the same when the server cannot be reached', async () => {
    // A port nothing listens on: the connection is refused, as when the backend is down.
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', getAccessToken: async () => 't', onUnauthorized: vi.fn() });
    const error = await failure(client.request('/v1/space/2002'));
    expect((error as Error).message).toBe('Something went wrong!');
  });

  it("carries field errors for the form, and a refusal's reason key beside them (an upload's)", async () => {
    const { client } = await advertiserClient();
    const registration = { email: 'not-an-email', password: 'x' };
    const refused = await failure(client.request('/v1/registration', { method: 'POST', json: registration, auth: false }));
    const raw = await backend.call<{ errors: Record<string, string> }>('/v1/registration', { json: registration });
    expect(raw.data.errors.email).toEqual(expect.any(String));
    expect(isApiError(refused) && refused.body).toEqual({ code: CODE.INVALID_ARGUMENT, errors: raw.data.errors });

    const upload = new FormData();
    upload.append('kind', 'image');
    const noFile = await failure(client.request('/v1/file/upload3', { method: 'POST', multipart: upload }));
    expect(isApiError(noFile) && noFile.body).toEqual({ code: CODE.INVALID_ARGUMENT, errors: { file: UPLOAD_MESSAGES.required }, reason: 'required' });
  });

  it('keeps only text field errors', async () => {
    // The mock's field errors are always text; a backend that mixed in other values must not reach the form.
    const { client } = clientWith('t', answer({ code: 2, message: 'Invalid argument provided' }, 400, { errors: { email: 'Please type valid email address.', n: 3 } }));
    const error = await failure(client.request('/v1/registration', { method: 'POST', json: {}, auth: false }));
    expect(isApiError(error) && error.body).toEqual({ code: 2, errors: { email: 'Please type valid email address.' } });
  });

  it('ends the session on a 401, by HTTP status or by code', async () => {
    const byStatus = clientWith('expired-or-forged');
    await failure(byStatus.client.request('/v1/user/permissions'));
    expect(byStatus.onUnauthorized).toHaveBeenCalledTimes(1);
    // The mock answers code 401 with HTTP 401 only; a backend may send it with 200.
    const byCode = clientWith('t', answer({ code: 401, message: 'unauthorized' }, 200));
    const error = await failure(byCode.client.request('/v1/user/permissions'));
    expect(isApiError(error) && error.status).toBe(401);
    expect(byCode.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end the session for a 401 on an anonymous call (a spent refresh token)', async () => {
    const { client, onUnauthorized } = clientWith('t');
    const error = await failure(client.request('/v1/oauth/refresh', { method: 'POST', form: { refresh_token: 'spent' }, auth: false }));
    expect(isApiError(error) && error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('downloads files with the suggested name, and still reads enveloped errors', async () => {
    const { client } = await advertiserClient();
    const file = await client.download(CAMPAIGN_EXPORT_PATH, { method: 'POST', json: { space_id: 2002, fromDate: '', toDate: '' } });
    expect(file.filename).toBe(CAMPAIGN_EXPORT_FILENAME);
    const names = backend.mock.store.state().campaigns.filter((campaign) => campaign.space_id === 2002).map((campaign) => campaign.name);
    const csv = await file.blob.text();
    expect(csv.trim().split(/\r?\n/)).toHaveLength(names.length + 1);
    // Another account's export is refused with an envelope, whose message the error carries.
    const refused = await failure(client.download(CAMPAIGN_EXPORT_PATH, { method: 'POST', json: { space_id: 2001, fromDate: '', toDate: '' } }));
    const raw = await backend.call(CAMPAIGN_EXPORT_PATH, { json: { space_id: 2001, fromDate: '', toDate: '' } });
    expect(raw.type.code).not.toBe(0);
    expect((refused as Error).message).toBe(raw.type.message);
  });

  it('reads quoted and bare Content-Disposition file names', () => {
    expect(filenameOf('attachment; filename="campaigns.csv"')).toBe('campaigns.csv');
    expect(filenameOf('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
    expect(filenameOf(null)).toBeNull();
  });
});
