import { describe, expect, it, vi } from 'vitest';
import { createApiClient, filenameOf } from './client';
import { isApiError } from './HttpError';
import { envelope, fakeFetch } from '../test/fakeFetch';

const clientWith = (handler: Parameters<typeof fakeFetch>[0]) => {
  const net = fakeFetch(handler);
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'access-1',
    onUnauthorized,
    fetch: net.fetch,
  });
  return { client, calls: net.calls, onUnauthorized };
};

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('the /v1 client', () => {
  it('unwraps the envelope and sends the bearer token', async () => {
    const { client, calls } = clientWith(() => envelope({ balance: 12.5 }));
    await expect(client.request('/v1/space/balance/7')).resolves.toEqual({ balance: 12.5 });
    expect(calls[0]?.url).toBe('http://api.test/v1/space/balance/7');
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('sends JSON, form and plain-text bodies with their content types', async () => {
    const { client, calls } = clientWith(() => envelope(null));
    await client.request('/a', { method: 'POST', json: { name: 'x' } });
    await client.request('/b', { method: 'POST', form: { grant_type: 'password', username: 'a@b.co' }, auth: false });
    await client.request('/c', { method: 'POST', text: '1000001' });
    expect(calls.map((c) => [c.headers['Content-Type'], c.body])).toEqual([
      ['application/json', '{"name":"x"}'],
      ['application/x-www-form-urlencoded', 'grant_type=password&username=a%40b.co'],
      ['text/plain', '1000001'],
    ]);
    expect(calls[1]?.headers.Authorization).toBeUndefined();
  });

  it('sends a multipart body as the browser encodes it, without a content type of its own (fetch adds the boundary)', async () => {
    const { client, calls } = clientWith(() => envelope(null));
    const upload = new FormData();
    upload.append('name', 'publishers');
    upload.append('file', new Blob(['example.com\n'], { type: 'text/csv' }), 'publishers.csv');
    await client.request('/v1/campaign/whitelist/2002', { method: 'POST', multipart: upload });
    expect(calls[0]?.headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(calls[0]?.formData?.get('name')).toBe('publishers');
    expect((calls[0]?.formData?.get('file') as File | null)?.name).toBe('publishers.csv');
  });

  it('turns a non-OK code into an HttpError with type.code and type.message', async () => {
    const { client } = clientWith(() => envelope(null, 134, 'Campaign status does not match the action', 400));
    const error = await failure(client.request('/v1/campaign/run', { method: 'POST', text: '1' }));
    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.message).toBe('Campaign status does not match the action');
    expect(error.status).toBe(400);
    expect(error.body.code).toBe(134);
  });

  it('treats a failing code as an error even with HTTP 200', async () => {
    const { client } = clientWith(() => envelope(null, 3, 'Illegal action', 200));
    const error = await failure(client.request('/v1/whitelabel/search'));
    expect(isApiError(error) && error.body.code).toBe(3);
  });

  it('falls back to "Something went wrong!" without a message or an envelope', async () => {
    const empty = clientWith(() => envelope(null, 1, '', 500));
    expect(((await failure(empty.client.request('/x'))) as Error).message).toBe('Something went wrong!');
    const html = clientWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(html.client.request('/x'));
    expect((error as Error).message).toBe('Something went wrong!');
    expect(isApiError(error) && error.status).toBe(502);
  });

  it('says the same when the server cannot be reached', async () => {
    const { client } = clientWith(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.request('/x'));
    expect((error as Error).message).toBe('Something went wrong!');
  });

  it('carries field errors for the form', async () => {
    const { client } = clientWith(() =>
      envelope({ errors: { email: 'Please type valid email address.', n: 3 } }, 2, 'Invalid argument provided', 400),
    );
    const error = await failure(client.request('/v1/registration', { method: 'POST', json: {}, auth: false }));
    expect(isApiError(error) && error.body).toEqual({ code: 2, errors: { email: 'Please type valid email address.' } });
  });

  it("carries a refusal's reason key beside its field errors (an upload's)", async () => {
    const { client } = clientWith(() =>
      envelope({ errors: { file: 'The image must be exactly 250x250 pixels.' }, reason: 'imageSizeError' }, 2, 'Invalid argument provided', 400),
    );
    const error = await failure(client.request('/v1/file/upload3', { method: 'POST', json: {} }));
    expect(isApiError(error) && error.body).toEqual({ code: 2, errors: { file: 'The image must be exactly 250x250 pixels.' }, reason: 'imageSizeError' });
  });

  it('ends the session on a 401, by HTTP status or by code', async () => {
    const byStatus = clientWith(() => envelope(null, 401, 'unauthorized', 401));
    await failure(byStatus.client.request('/v1/user/permissions'));
    expect(byStatus.onUnauthorized).toHaveBeenCalledTimes(1);
    const byCode = clientWith(() => envelope(null, 401, 'unauthorized', 200));
    const error = await failure(byCode.client.request('/v1/user/permissions'));
    expect(isApiError(error) && error.status).toBe(401);
    expect(byCode.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end the session for a 401 on an anonymous call (a wrong password)', async () => {
    const { client, onUnauthorized } = clientWith(() => envelope(null, 401, 'unauthorized', 401));
    await failure(client.request('/v1/oauth/token', { method: 'POST', form: {}, auth: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('downloads files with the suggested name, and still reads enveloped errors', async () => {
    const csv = clientWith(
      () => new Response('Name\r\nSpring\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="campaigns.csv"' } }),
    );
    const file = await csv.client.download('/v1/campaign/report/download/account-report', { method: 'POST', json: {} });
    expect(file.filename).toBe('campaigns.csv');
    expect(await file.blob.text()).toBe('Name\r\nSpring\r\n');
    expect(csv.calls[0]?.headers.Authorization).toBe('Bearer access-1');
    const refused = clientWith(() => envelope(null, 3, 'Illegal action', 403));
    const error = await failure(refused.client.download('/x'));
    expect((error as Error).message).toBe('Illegal action');
  });

  it('reads quoted and bare Content-Disposition file names', () => {
    expect(filenameOf('attachment; filename="campaigns.csv"')).toBe('campaigns.csv');
    expect(filenameOf('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
    expect(filenameOf(null)).toBeNull();
  });
});
