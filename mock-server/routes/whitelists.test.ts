import http from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  PLACEMENT_PATHS as PATHS,
  WHITELIST_MAX_BYTES,
  WHITELIST_MAX_FILES,
  type ApiStatus,
  type FieldErrorsData,
  type WhitelistFile,
} from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { WHITELIST_FILE_MESSAGES, whitelistFileProblem } from '../../src/domain/whitelistFiles';
import { accountStorageOf } from '../uploads/account-storage';
import { storeWhitelist, WHITELIST_MESSAGES } from './whitelists';

const t = signedInMock();
const ADVERTISER_SPACE = PERSONA_IDS.advertiser.spaceId;
const ADMIN_SPACE = PERSONA_IDS.admin.spaceId;

interface Upload {
  name?: string;
  content?: string | Uint8Array<ArrayBuffer>;
  fileName?: string;
  type?: string;
  /** Leave the file out. */
  noFile?: boolean;
}

const CSV = 'bundle_id\r\ncom.example.app\r\ncom.tuneflow.music\r\n';

const upload = async (space: number, { name, content = CSV, fileName = 'apps.csv', type = 'text/csv', noFile }: Upload, token = t.advertiser) => {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  if (!noFile) form.append('file', new Blob([content], { type }), fileName);
  const response = await fetch(`${t.base}${PATHS.whitelist}/${space}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  const payload = (await response.json()) as { type: ApiStatus; data: unknown };
  return { status: response.status, type: payload.type, data: payload.data };
};

const list = (space: number, token = t.advertiser) => call<WhitelistFile[]>(t.base, `${PATHS.whitelists}/${space}`, { token });
const remove = (space: number, name: string, token = t.advertiser) =>
  call<null>(t.base, `${PATHS.whitelist}/${space}/${encodeURIComponent(name)}`, { token, method: 'DELETE' });
const storedCount = (space: number): number => t.mock.store.state().whitelists.filter((w) => w.space_id === space).length;

/** Removes every whitelist file of the space, so each test starts from none. */
const clear = async (space: number): Promise<void> => {
  for (const file of (await list(space, t.admin)).data) await remove(space, file.name, t.admin);
  expect(storedCount(space)).toBe(0);
};

let controls = 0;
/**
 * The positive control of an upload or delete refusal: the same upload of a valid CSV under a fresh
 * name is taken, then deleted, so the space holds what it held before.
 */
const expectUploadTaken = async (space: number = ADVERTISER_SPACE, token = t.advertiser): Promise<void> => {
  const name = `Control ${++controls}`;
  expect((await upload(space, { name }, token)).type.code).toBe(0);
  expect((await remove(space, name, token)).type.code).toBe(0);
};

/** Sends the headers of an upload announcing `bytes` of body, then nothing: the answer must not wait for it. */
const announceUpload = (space: number, token: string, bytes: number): Promise<{ status: number; type: ApiStatus; connection: string | undefined }> =>
  new Promise((resolve, reject) => {
    const request = http.request(`${t.base}${PATHS.whitelist}/${space}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(bytes) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, type: (JSON.parse(text) as { type: ApiStatus }).type, connection: response.headers.connection });
      });
    });
    request.on('error', reject);
    request.flushHeaders();
  });

describe('Whitelist files: list, upload, download, delete', () => {
  it('lists the seeded file of the admin agency and none for the demo advertiser', async () => {
    const admin = await list(ADMIN_SPACE, t.admin);
    expect(admin.type.code).toBe(0);
    expect(admin.data).toEqual([
      { name: 'Agency premium apps', space_id: ADMIN_SPACE, size: expect.any(Number) as number, file_name: 'agency-premium-apps.csv', created_at: expect.any(String) as string },
    ]);
    expect((await list(ADVERTISER_SPACE)).data).toEqual([]);
  });

  it('stores an uploaded CSV under its name, lists it, downloads it byte for byte and deletes it', async () => {
    await clear(ADVERTISER_SPACE);
    const content = new Uint8Array([...Buffer.from('bundle_id\r\nplay.éxample\r\n'), 0xff]);
    const uploaded = await upload(ADVERTISER_SPACE, { name: ' Premium apps ', content, fileName: 'premium.csv', type: 'application/vnd.ms-excel' });
    expect(uploaded.type.code).toBe(0);
    expect(uploaded.data).toMatchObject({ name: 'Premium apps', space_id: ADVERTISER_SPACE, size: content.length, file_name: 'premium.csv' });
    expect((await list(ADVERTISER_SPACE)).data.map((w) => w.name)).toEqual(['Premium apps']);

    const download = await fetch(`${t.base}${PATHS.whitelist}/${ADVERTISER_SPACE}/Premium%20apps`, { headers: { Authorization: `Bearer ${t.advertiser}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="premium.csv"; filename*=UTF-8''premium.csv`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(content);

    expect((await remove(ADVERTISER_SPACE, 'Premium apps')).type.code).toBe(0);
    expect((await list(ADVERTISER_SPACE)).data).toEqual([]);
    const gone = await call<FieldErrorsData>(t.base, `${PATHS.whitelist}/${ADVERTISER_SPACE}/Premium%20apps`, { token: t.advertiser });
    expect([gone.status, gone.type.code, gone.data.errors]).toEqual([404, 2, { name: WHITELIST_MESSAGES.notFound }]);
    expect((await remove(ADVERTISER_SPACE, 'Premium apps')).type.code).toBe(2);
  });

  it('refuses a file that is not CSV (by extension or type), an empty one, and a missing name or file: code 2, nothing stored', async () => {
    await clear(ADVERTISER_SPACE);
    await expectUploadTaken();
    const cases: [Upload, Record<string, string>][] = [
      [{ name: 'Text', fileName: 'apps.txt', type: 'text/plain' }, { file: 'Only CSV files are allowed.' }],
      [{ name: 'Image', fileName: 'apps.csv', type: 'image/png' }, { file: 'Only CSV files are allowed.' }],
      [{ name: 'Empty', content: '' }, { file: 'The file is empty.' }],
      [{ name: 'No file', noFile: true }, { file: 'Field is required.' }],
      [{}, { name: 'Field is required.' }],
      [{ name: 'bad/name' }, { name: WHITELIST_MESSAGES.name }],
    ];
    for (const [form, errors] of cases) {
      const refused = await upload(ADVERTISER_SPACE, form);
      expect([refused.status, refused.type, (refused.data as FieldErrorsData).errors], JSON.stringify(form)).toEqual([
        400,
        { code: 2, message: 'Invalid argument provided' },
        errors,
      ]);
    }
    expect(storedCount(ADVERTISER_SPACE)).toBe(0);
  });

  it('takes a file of 10,485,759 bytes and refuses one of 10,485,760 with code 181, storing nothing', async () => {
    await clear(ADVERTISER_SPACE);
    const line = 'com.example.app\n';
    const of = (bytes: number): string => line.repeat(Math.ceil(bytes / line.length)).slice(0, bytes);
    const largest = await upload(ADVERTISER_SPACE, { name: 'Largest', content: of(WHITELIST_MAX_BYTES - 1) });
    expect(largest.type.code).toBe(0);
    expect((largest.data as WhitelistFile).size).toBe(WHITELIST_MAX_BYTES - 1);
    const refused = await upload(ADVERTISER_SPACE, { name: 'Too big', content: of(WHITELIST_MAX_BYTES) });
    expect([refused.status, refused.type, (refused.data as FieldErrorsData).errors]).toEqual([
      400,
      { code: 181, message: 'File size invalid' },
      { file: 'The file must be under 10485760 bytes.' },
    ]);
    expect(storedCount(ADVERTISER_SPACE)).toBe(1);
    await clear(ADVERTISER_SPACE);
  }, 30_000);

  it('keeps at most 5 files per space: the sixth is refused with code 2, and a name is taken once', async () => {
    await clear(ADVERTISER_SPACE);
    for (let i = 1; i <= WHITELIST_MAX_FILES; i++) expect((await upload(ADVERTISER_SPACE, { name: `List ${i}` })).type.code).toBe(0);
    const sixth = await upload(ADVERTISER_SPACE, { name: 'List 6' });
    expect([sixth.type.code, (sixth.data as FieldErrorsData).errors]).toEqual([2, { file: WHITELIST_MESSAGES.tooMany }]);
    expect(WHITELIST_MESSAGES.tooMany).toBe('At most 5 whitelist files per account: delete one first.');
    expect(storedCount(ADVERTISER_SPACE)).toBe(WHITELIST_MAX_FILES);
    await remove(ADVERTISER_SPACE, 'List 5');
    const taken = await upload(ADVERTISER_SPACE, { name: 'list 1' });
    expect([taken.type.code, (taken.data as FieldErrorsData).errors]).toEqual([2, { name: WHITELIST_MESSAGES.nameTaken }]);
    expect((await upload(ADVERTISER_SPACE, { name: 'List 6' })).type.code).toBe(0);
    await clear(ADVERTISER_SPACE);
  });

  it('checks the count and the name again where it stores: an upload read beside another cannot be the sixth', async () => {
    await clear(ADVERTISER_SPACE);
    for (let i = 1; i < WHITELIST_MAX_FILES; i++) await upload(ADVERTISER_SPACE, { name: `Race ${i}` });
    // What an upload that passed the count check on arrival meets once its body is read.
    const late = { name: 'Race late', file: { fileName: 'late.csv', mimeType: 'text/csv', content: Buffer.from(CSV) } };
    const at = new Date().toISOString();
    // The same store of the fifth is taken, so the refusals below are the count's and the name's doing.
    expect(t.mock.store.mutate((db) => storeWhitelist(db, accountStorageOf(t.mock), ADVERTISER_SPACE, { ...late, name: `Race ${WHITELIST_MAX_FILES}` }, at))).toMatchObject({
      name: `Race ${WHITELIST_MAX_FILES}`,
    });
    expect(t.mock.store.mutate((db) => storeWhitelist(db, accountStorageOf(t.mock), ADVERTISER_SPACE, late, at))).toBe(WHITELIST_MESSAGES.tooMany);
    expect(storedCount(ADVERTISER_SPACE)).toBe(WHITELIST_MAX_FILES);
    await remove(ADVERTISER_SPACE, 'Race 5');
    expect(t.mock.store.mutate((db) => storeWhitelist(db, accountStorageOf(t.mock), ADVERTISER_SPACE, { ...late, name: 'RACE 1' }, at))).toBe(WHITELIST_MESSAGES.nameTaken);
    expect(t.mock.store.mutate((db) => storeWhitelist(db, accountStorageOf(t.mock), ADVERTISER_SPACE, late, at))).toMatchObject({ name: 'Race late', size: CSV.length });
    expect(storedCount(ADVERTISER_SPACE)).toBe(WHITELIST_MAX_FILES);
    await clear(ADVERTISER_SPACE);
  });

  it("refuses exactly what the browser's check refuses, in the same words, and takes what it takes", async () => {
    await clear(ADVERTISER_SPACE);
    const cases: Required<Pick<Upload, 'fileName' | 'type' | 'content'>>[] = [
      { fileName: 'apps.csv', type: 'text/csv', content: CSV },
      { fileName: 'apps.CSV', type: 'application/vnd.ms-excel', content: CSV },
      { fileName: 'apps.csv', type: '', content: CSV },
      { fileName: 'apps.xlsx', type: 'text/csv', content: CSV },
      { fileName: 'apps.csv', type: 'application/pdf', content: CSV },
      { fileName: 'apps.csv', type: 'text/csv', content: '' },
    ];
    let held = 0;
    for (const [index, { fileName, type, content }] of cases.entries()) {
      const browser = whitelistFileProblem({ name: fileName, type, size: Buffer.byteLength(content) }, held);
      const answer = await upload(ADVERTISER_SPACE, { name: `Case ${index}`, fileName, type, content });
      if (browser === null) {
        expect(answer.type.code, fileName + type).toBe(0);
        held += 1;
      } else expect([answer.type.code, (answer.data as FieldErrorsData).errors], fileName + type).toEqual([2, { file: WHITELIST_FILE_MESSAGES[browser] }]);
    }
    expect(held).toBe(3);
    for (let i = held; i < WHITELIST_MAX_FILES; i++) await upload(ADVERTISER_SPACE, { name: `Fill ${i}` });
    const problem = whitelistFileProblem({ name: 'apps.csv', type: 'text/csv', size: CSV.length }, WHITELIST_MAX_FILES);
    expect(problem).toBe('tooMany');
    expect((await upload(ADVERTISER_SPACE, { name: 'Sixth' })).data).toEqual({ errors: { file: WHITELIST_FILE_MESSAGES.tooMany } });
    await clear(ADVERTISER_SPACE);
  });

  it('answers the permission and the space before reading a byte of the upload', async () => {
    // The same upload is taken from the advertiser in their space and from the administrator in another.
    await expectUploadTaken();
    await expectUploadTaken(NO_PAYMENT_ACCOUNT.spaceId, t.admin);
    const announced = 50 * 1024 * 1024;
    const analyst = await announceUpload(ADVERTISER_SPACE, t.analyst, announced);
    expect([analyst.status, analyst.type.code, analyst.connection]).toEqual([403, 3, 'close']);
    const foreign = await announceUpload(NO_PAYMENT_ACCOUNT.spaceId, t.advertiser, announced);
    expect([foreign.status, foreign.type.code]).toEqual([403, 3]);
    const unknown = await announceUpload(9_999_999, t.admin, announced);
    expect([unknown.status, unknown.type.code]).toEqual([404, 110]);
    const unsigned = await announceUpload(ADVERTISER_SPACE, 'not-a-token', announced);
    expect(unsigned.status).toBe(401);
    // A body announced far above the limit is refused unread too, as too large.
    const huge = await announceUpload(ADVERTISER_SPACE, t.advertiser, announced);
    expect([huge.status, huge.type.code]).toEqual([400, 181]);
    expect(storedCount(ADVERTISER_SPACE)).toBe(0);
  });

  it('needs CAMPAIGN_MORE_SETTINGS to list or download and CAMPAIGN_EDIT as well to upload or delete; another space is 3', async () => {
    // Each call below is answered to a token that may make it: the list and an upload and delete in the
    // advertiser's own space, the administrator's download and an upload and delete in their own.
    expect((await list(ADVERTISER_SPACE)).type.code).toBe(0);
    await expectUploadTaken();
    expect((await fetch(`${t.base}${PATHS.whitelist}/${ADMIN_SPACE}/Agency%20premium%20apps`, { headers: { Authorization: `Bearer ${t.admin}` } })).status).toBe(200);
    await expectUploadTaken(ADMIN_SPACE, t.admin);
    expect((await list(ADVERTISER_SPACE, t.analyst)).type.code).toBe(3);
    expect((await list(NO_PAYMENT_ACCOUNT.spaceId)).type.code).toBe(3);
    expect((await list(NO_PAYMENT_ACCOUNT.spaceId, t.admin)).type.code).toBe(0);
    expect((await call(t.base, `${PATHS.whitelist}/${ADMIN_SPACE}/Agency%20premium%20apps`, { token: t.advertiser })).type.code).toBe(3);
    expect((await remove(ADMIN_SPACE, 'Agency premium apps', t.advertiser)).type.code).toBe(3);
    expect((await remove(ADVERTISER_SPACE, 'x', t.analyst)).type.code).toBe(3);
    expect((await upload(ADVERTISER_SPACE, { name: 'Analyst' }, t.analyst)).type.code).toBe(3);
    expect(storedCount(ADMIN_SPACE)).toBe(1);
  });

  it('refuses a body that is not multipart with code 2', async () => {
    await expectUploadTaken();
    const refused = await call<FieldErrorsData>(t.base, `${PATHS.whitelist}/${ADVERTISER_SPACE}`, { token: t.advertiser, json: { name: 'x', file: 'a,b' } });
    expect([refused.type.code, refused.data.errors]).toEqual([2, { file: WHITELIST_MESSAGES.multipart }]);
  });
});
