import { describe, expect, it, vi } from 'vitest';
import {
  AUDIENCE_PATHS,
  AUDIENCE_UPLOAD_FIELD,
  CAMPAIGN_EXPORT_FILENAME,
  CAMPAIGN_EXPORT_PATH,
  CAMPAIGN_STATUS,
  CODE,
  UPLOAD_MESSAGES,
  type ApiStatus,
  type Audience,
  type SpaceBalance,
} from './contract';
import { createApiClient, filenameOf, type UploadProgress } from './client';
import { isApiError } from './HttpError';
import { fixture } from '../../mock-server/uploads/fixture-files';
import { badLinesMessage } from '../domain/audienceRules';
import { toMinor } from '../domain/minorUnits';
import { mockBackend } from '../test/mockBackend';
import { pageXhrAt } from '../test/pageXhr';
import { validSignUp } from '../../mock-server/sign-up.testkit';

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
    // The same call on a campaign it suits is answered, so the error is the draft's doing.
    const running = campaignIn(CAMPAIGN_STATUS.running);
    expect(await client.request('/v1/campaign/pause', { method: 'POST', text: String(running.id) })).toMatchObject({ id: running.id, status_key: CAMPAIGN_STATUS.paused });
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
    // The same calls with valid input are answered: a sign-up, and an image with its file.
    const signUp = validSignUp({ email: `kate+client-${process.pid}@kestrel-kites.example` });
    await client.request('/v1/registration', { method: 'POST', json: signUp, auth: false });
    const image = new FormData();
    image.append('kind', 'image');
    image.append('file', new File([new Uint8Array(fixture('logo-128x96.png'))], 'logo.png', { type: 'image/png' }));
    expect(await client.request('/v1/file/upload3', { method: 'POST', multipart: image })).toMatchObject({ file_id: expect.any(Number) as number });
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

  it("keeps a refusal's top-level numbers and strings as its details, beside the field errors and the reason", async () => {
    // A backend may add facts the mock never sends together (nested values, a non-finite number): only
    // the figures a message can quote are kept.
    const data = { errors: { file: 'Bad file' }, reason: 'badLines', bad_lines: 3, first_bad_line: 2, column: 'A', nested: { x: 1 }, list: [1], missing: null, flag: true };
    const { client } = clientWith('t', answer({ code: 182, message: 'Audience size invalid' }, 400, data));
    const error = await failure(client.request('/v1/audience/upload', { method: 'POST', json: {} }));
    expect(isApiError(error) && error.body).toEqual({ code: 182, errors: { file: 'Bad file' }, reason: 'badLines', details: { bad_lines: 3, first_bad_line: 2, column: 'A' } });
  });

  it('ends the session on a 401, by HTTP status or by code', async () => {
    // A valid token reaches the same call and keeps the session.
    const valid = await advertiserClient();
    expect(await valid.client.request('/v1/user/permissions')).toEqual(expect.arrayContaining(['CAMPAIGN_EDIT']));
    expect(valid.onUnauthorized).not.toHaveBeenCalled();
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
    // A refresh token of a fresh sign-in is taken once.
    const signedIn = await backend.call<{ refresh_token: string }>('/v1/oauth/token', { form: { grant_type: 'password', username: 'advertiser@demo.test', password: 'Advertiser#2026' } });
    expect(await client.request('/v1/oauth/refresh', { method: 'POST', form: { refresh_token: signedIn.data.refresh_token }, auth: false })).toMatchObject({ data: { data: { access_token: expect.any(String) as string } } });
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

/** Uploads go through XMLHttpRequest (fetch reports no upload progress), sent from a page at the mock's address (pageXhr.ts). */
const uploadClient = (getAccessToken: () => Promise<string>, onXhr?: (xhr: XMLHttpRequest) => void) => {
  const page = pageXhrAt(backend.base);
  const onUnauthorized = vi.fn();
  const xhr = () => {
    const made = page();
    onXhr?.(made);
    return made;
  };
  return { client: createApiClient({ baseUrl: '', getAccessToken, onUnauthorized, xhr }), onUnauthorized };
};

const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
let uploads = 0;
const audienceForm = (lines: string[], name = `Client upload ${++uploads} ${Date.now()}`) => {
  const form = new FormData();
  form.append(AUDIENCE_UPLOAD_FIELD.name, name);
  form.append(AUDIENCE_UPLOAD_FIELD.user, '2002');
  form.append(AUDIENCE_UPLOAD_FIELD.file, new File([lines.join('\n')], 'audience.csv', { type: 'text/csv' }), 'audience.csv');
  return { form, name };
};
const storedAudience = (name: string) => backend.mock.store.state().audiences.find((audience) => audience.name === name);

describe("the /v1 client's upload (progress through XMLHttpRequest)", () => {
  it('sends the multipart body with the bearer token, reports progress up to the whole body, and unwraps the answer', async () => {
    const token = await backend.token('advertiser');
    const getAccessToken = vi.fn(async () => token);
    const { client } = uploadClient(getAccessToken);
    const { form, name } = audienceForm(Array.from({ length: 5000 }, () => GAID));
    const progress: UploadProgress[] = [];
    const audience = await client.upload<Audience>(AUDIENCE_PATHS.upload, { multipart: form, onProgress: (step) => progress.push(step) });
    expect(audience).toMatchObject({ name, type: 'static', row_count: 5000, space_id: 2002 });
    expect(storedAudience(name)?.row_count).toBe(5000);
    // The token comes from the keeper on every call (it refreshes one close to expiry), as for request.
    expect(getAccessToken).toHaveBeenCalledTimes(1);
    // Never backwards, and the last report is the whole multipart body (the file and the fields).
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.map((step) => step.loaded)).toEqual([...progress.map((step) => step.loaded)].sort((a, b) => a - b));
    const last = progress.at(-1);
    expect(last?.loaded).toBe(last?.total);
    expect(last?.total).toBeGreaterThan(5000 * (GAID.length + 1));
  });

  it("turns a refusal into the same HttpError as request, with the refusal's figures beside its field error", async () => {
    const { client } = uploadClient(() => backend.token('advertiser'));
    // A file of valid lines alone is stored, so the refusal is its bad lines' doing.
    const valid = audienceForm([GAID, GAID, GAID, GAID, GAID]);
    expect(await client.upload<Audience>(AUDIENCE_PATHS.upload, { multipart: valid.form })).toMatchObject({ name: valid.name, row_count: 5 });
    const { form, name } = audienceForm([GAID, 'not-an-id', GAID, 'also-bad', 'bad-again']);
    const error = await failure(client.upload(AUDIENCE_PATHS.upload, { multipart: form }));
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect([error.message, error.status]).toEqual(['Audience size invalid', 400]);
    expect(error.body).toEqual({ code: 182, errors: { file: badLinesMessage(3, 2) }, details: { bad_lines: 3, first_bad_line: 2 } });
    expect(storedAudience(name)).toBeUndefined();
  });

  it('ends the session on a 401, and says "Something went wrong!" when the server cannot be reached', async () => {
    // A valid token's same upload, to the server that is up, is stored and keeps the session.
    const token = await backend.token('advertiser');
    const valid = uploadClient(async () => token);
    const stored = audienceForm([GAID]);
    expect(await valid.client.upload<Audience>(AUDIENCE_PATHS.upload, { multipart: stored.form })).toMatchObject({ name: stored.name });
    expect(valid.onUnauthorized).not.toHaveBeenCalled();
    const stale = uploadClient(async () => 'expired-or-forged');
    const refused = await failure(stale.client.upload(AUDIENCE_PATHS.upload, { multipart: audienceForm([GAID]).form }));
    expect(isApiError(refused) && refused.status).toBe(401);
    expect(stale.onUnauthorized).toHaveBeenCalledTimes(1);

    // A port nothing listens on, as when the backend is down.
    const down = createApiClient({ baseUrl: 'http://127.0.0.1:9', getAccessToken: async () => 't', onUnauthorized: vi.fn(), xhr: pageXhrAt(backend.base) });
    const error = await failure(down.upload(AUDIENCE_PATHS.upload, { multipart: audienceForm([GAID]).form }));
    expect([(error as Error).message, isApiError(error) && error.status]).toEqual(['Something went wrong!', 503]);
  });

  it('stops through its AbortSignal, before sending or while the body travels, and stores nothing', async () => {
    const token = await backend.token('advertiser');
    const before = new AbortController();
    before.abort();
    const { client: idle } = uploadClient(async () => token);
    const early = audienceForm([GAID]);
    expect(await failure(idle.upload(AUDIENCE_PATHS.upload, { multipart: early.form, signal: before.signal }))).toMatchObject({ name: 'AbortError' });

    // Aborted as the request starts (the XHR's own loadstart), with the body on its way.
    const during = new AbortController();
    const { client } = uploadClient(
      async () => token,
      (xhr) => xhr.addEventListener('loadstart', () => during.abort()),
    );
    const late = audienceForm(Array.from({ length: 2000 }, () => GAID));
    expect(await failure(client.upload(AUDIENCE_PATHS.upload, { multipart: late.form, signal: during.signal }))).toMatchObject({ name: 'AbortError' });
    expect([storedAudience(early.name), storedAudience(late.name)]).toEqual([undefined, undefined]);
  });
});
