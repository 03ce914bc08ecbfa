import fs from 'node:fs';
import http from 'node:http';
import type { ApiStatus, UploadErrorData } from '../../src/api/contract';

/** Test support for the upload calls: a multipart upload as a browser sends it, and a body announced but never sent. */
export interface UploadOptions {
  token: string;
  content?: Uint8Array;
  fileName?: string;
  /** The declared type (the server ignores it). */
  type?: string;
  fields?: Record<string, string>;
  /** More files under `file` after the first. */
  extraFiles?: number;
}

export interface UploadAnswer<T> {
  status: number;
  type: ApiStatus;
  data: T;
}

export const upload = async <T = UploadErrorData>(base: string, path: string, options: UploadOptions): Promise<UploadAnswer<T>> => {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  if (options.content) {
    for (let i = 0; i <= (options.extraFiles ?? 0); i++) {
      form.append('file', new Blob([new Uint8Array(options.content)], { type: options.type ?? 'application/octet-stream' }), options.fileName ?? 'upload.bin');
    }
  }
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${options.token}` }, body: form });
  const payload = (await response.json()) as { type: ApiStatus; data: T };
  return { status: response.status, type: payload.type, data: payload.data };
};

/** Sends the headers of an upload announcing `bytes` of body, then nothing: the answer must not wait for it. */
export const announceUpload = (base: string, path: string, token: string | null, bytes: number): Promise<{ status: number; type: ApiStatus; data: unknown; connection: string | undefined }> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes) };
    if (token) headers.Authorization = `Bearer ${token}`;
    const request = http.request(`${base}${path}`, { method: 'POST', headers });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        request.destroy();
        const body = JSON.parse(text) as { type: ApiStatus; data: unknown };
        resolve({ status: response.statusCode ?? 0, type: body.type, data: body.data, connection: response.headers.connection });
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });

/** A multipart body with text fields and one file, framed as a browser frames it. */
const multipartBody = (boundary: string, fields: Record<string, string>, file: { fileName: string; content: Uint8Array }): Buffer =>
  Buffer.concat([
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

/**
 * An upload sent only up to `sentBytes` of its body (announcing all of it), left open: the test
 * decides when the client goes (`abort`), or kills the server under it. Its socket errors are the
 * point, not failures.
 */
export const startUpload = (base: string, path: string, options: UploadOptions & { content: Uint8Array; sentBytes: number }): { abort: () => void } => {
  const boundary = 'upload-cut-short';
  const body = multipartBody(boundary, options.fields ?? {}, { fileName: options.fileName ?? 'upload.bin', content: options.content });
  const request = http.request(`${base}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) },
  });
  request.on('error', () => undefined);
  request.write(body.subarray(0, options.sentBytes));
  return { abort: () => request.destroy() };
};

/** The names in a folder (none when it does not exist). */
export const namesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

/**
 * Resolves once the folder's names pass `holds`: checked at once, then at each change the folder
 * reports (inotify), so the test waits on the condition itself, never on time.
 */
export const whenFolder = (dir: string, holds: (names: string[]) => boolean): Promise<string[]> =>
  new Promise((resolve) => {
    const watcher = fs.watch(dir, () => check());
    const check = (): void => {
      const names = namesIn(dir);
      if (!holds(names)) return;
      watcher.close();
      resolve(names);
    };
    check();
  });
