import { CODE } from './contract';
import { createApiError, isApiError } from './HttpError';
import { unwrapEnvelope } from './envelope';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Exactly one body kind per call, as the spec prescribes per endpoint. */
export type RequestBody =
  | { json: unknown; form?: never; text?: never; multipart?: never }
  | { form: Record<string, string>; json?: never; text?: never; multipart?: never }
  | { text: string; json?: never; form?: never; multipart?: never }
  /** A file upload (whitelists, creatives): fields and files as the browser encodes them. */
  | { multipart: FormData; json?: never; form?: never; text?: never }
  | { json?: never; form?: never; text?: never; multipart?: never };

export type RequestOptions = RequestBody & {
  method?: HttpMethod;
  /** Calls made before sign-in (login, refresh, registration, reset) send no bearer token. */
  auth?: boolean;
  signal?: AbortSignal;
  /** The version (ETag) of a copy the caller holds: the server answers 304 while it still holds. */
  ifNoneMatch?: string;
  /** Refresh the access token first, however long it still has (spec 3 §4: before an invoice download). */
  freshToken?: boolean;
};

/** A conditional GET's outcome: the held copy is still current, or the server's new one and its version. */
export type Revalidated<T> = { changed: false } | { changed: true; data: T; version: string | null };

/** A file the server answered (exports, invoices): the bytes and the name it suggested. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** How much of an upload's body has left the browser: bytes sent and the body's size. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  multipart: FormData;
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
  /** Called as the body travels; the last call has `loaded === total` (all sent, the server reads it). */
  onProgress?(progress: UploadProgress): void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Like request with a multipart body, reporting how much of it was sent (fetch cannot: its upload
   * streams need HTTP/2 in Chromium and are missing elsewhere), so a large file shows real progress.
   */
  upload<T>(path: string, options: UploadOptions): Promise<T>;
  /** Like request, for answers that are files; a failure still arrives as an enveloped error. */
  download(path: string, options?: RequestOptions): Promise<DownloadedFile>;
  /** Like request, sending `ifNoneMatch`: a 304 says the held copy is current (no body travels). */
  revalidate<T>(path: string, options?: RequestOptions): Promise<Revalidated<T>>;
}

/** The file name of a Content-Disposition header (quoted or not). */
export const filenameOf = (disposition: string | null): string | null => {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

export interface ApiClientDeps {
  /** '' in the app: it calls the relative /v1 and the server proxies it. */
  baseUrl: string;
  /** A valid access token, refreshed first when it is close to expiry; rejects when there is none. */
  getAccessToken(options?: { fresh?: boolean }): Promise<string>;
  /** A 401 answer ends the session (once, however many calls see it). */
  onUnauthorized(): void;
  /** Sent on every call (the white-label client the host names). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest an upload goes through (the page's own by default). */
  xhr?: () => XMLHttpRequest;
}

const encodeBody = (options: RequestBody): { body?: string | FormData; contentType?: string } => {
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  if (options.form !== undefined)
    return { body: new URLSearchParams(options.form).toString(), contentType: 'application/x-www-form-urlencoded' };
  if (options.text !== undefined) return { body: options.text, contentType: 'text/plain' };
  // fetch writes multipart/form-data with its boundary itself: no Content-Type of ours.
  if (options.multipart !== undefined) return { body: options.multipart };
  return {};
};

export const createApiClient = (deps: ApiClientDeps): ApiClient => {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const makeXhr = deps.xhr ?? (() => new XMLHttpRequest());

  const send = async (path: string, options: RequestOptions, accept: string): Promise<Response> => {
    const { method = 'GET', auth = true, signal, ifNoneMatch, freshToken = false } = options;
    const { body, contentType } = encodeBody(options);
    const headers: Record<string, string> = { ...deps.headers, Accept: accept };
    if (contentType) headers['Content-Type'] = contentType;
    if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;
    if (auth) headers.Authorization = `Bearer ${await deps.getAccessToken({ fresh: freshToken })}`;

    try {
      return await doFetch(`${deps.baseUrl}${path}`, { method, headers, body, signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      // The server is unreachable (restarting, offline): say so in the catalogue's words.
      throw createApiError(undefined, 503, CODE.BACKEND_EXCEPTION);
    }
  };

  /** Reads the envelope of an answer; a 401 on a signed-in call ends the session. */
  const unwrap = async (response: Response, auth: boolean): Promise<unknown> => {
    try {
      return await unwrapEnvelope(response);
    } catch (error) {
      if (auth && isApiError(error) && error.status === 401) deps.onUnauthorized();
      throw error;
    }
  };

  const request = async <T>(path: string, options: RequestOptions = {}): Promise<T> =>
    (await unwrap(await send(path, options, 'application/json'), options.auth ?? true)) as T;

  const download = async (path: string, options: RequestOptions = {}): Promise<DownloadedFile> => {
    const response = await send(path, options, '*/*');
    const type = response.headers.get('Content-Type') ?? '';
    // Errors keep the JSON envelope even on file calls.
    if (!response.ok || type.includes('application/json')) {
      await unwrap(response, options.auth ?? true);
      throw createApiError(undefined, response.status, CODE.BACKEND_EXCEPTION);
    }
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
  };

  const revalidate = async <T>(path: string, options: RequestOptions = {}): Promise<Revalidated<T>> => {
    const response = await send(path, options, 'application/json');
    if (response.status === 304) return { changed: false };
    const data = (await unwrap(response, options.auth ?? true)) as T;
    return { changed: true, data, version: response.headers.get('ETag') };
  };

  /** The answer of a finished XMLHttpRequest as a Response, so uploads are read by the same envelope code. */
  const responseOf = (xhr: XMLHttpRequest): Response => {
    const type = xhr.getResponseHeader('Content-Type');
    // 204, 205 and 304 carry no body, and a Response refuses one for them.
    const body = [204, 205, 304].includes(xhr.status) ? null : xhr.responseText;
    return new Response(body, { status: xhr.status, ...(type ? { headers: { 'Content-Type': type } } : {}) });
  };

  const upload = async <T>(path: string, options: UploadOptions): Promise<T> => {
    const { method = 'POST', signal, onProgress, multipart } = options;
    signal?.throwIfAborted();
    const token = await deps.getAccessToken({ fresh: false });
    signal?.throwIfAborted();
    const xhr = makeXhr();
    const response = await new Promise<Response>((resolve, reject) => {
      const abort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', abort);
      xhr.open(method, `${deps.baseUrl}${path}`);
      for (const [name, value] of Object.entries({ ...deps.headers, Accept: 'application/json', Authorization: `Bearer ${token}` })) xhr.setRequestHeader(name, value);
      // The browser writes multipart/form-data with its boundary itself, as with fetch.
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
        };
      }
      xhr.onload = () => {
        settle();
        // Status 0: the request never got an answer (a proxy cut it): the same as unreachable.
        if (xhr.status === 0) reject(createApiError(undefined, 503, CODE.BACKEND_EXCEPTION));
        else resolve(responseOf(xhr));
      };
      xhr.onerror = () => {
        settle();
        reject(createApiError(undefined, 503, CODE.BACKEND_EXCEPTION));
      };
      // As fetch does: an aborted call rejects with the signal's reason (an AbortError by default).
      xhr.onabort = () => {
        settle();
        reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      };
      signal?.addEventListener('abort', abort, { once: true });
      xhr.send(multipart);
    });
    return (await unwrap(response, true)) as T;
  };

  return { request, upload, download, revalidate };
};
