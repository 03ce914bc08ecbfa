import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_FILE_MAX_BYTES, AUDIENCE_PATHS as PATHS, type Audience, type AudienceUploadErrorData } from '../../src/api/contract';
import { ADVERTISER_AUDIENCES } from '../seed/audiences';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { signedInMock } from '../test-support';
import { announceUpload, upload } from './files-test-support';

/** POST /v1/audience/upload (spec 3 §5, §7, §8): a static audience from a CSV file, counted as it streams. */
const t = signedInMock();

let counter = 0;
const uniqueName = (): string => `Upload ${process.pid}-${++counter}`;
const SPACE = String(PERSONA_IDS.advertiser.spaceId);

const send = <T = AudienceUploadErrorData>(csv: string | Uint8Array, fields: Record<string, string> = {}, options: { fileName?: string; type?: string; token?: string } = {}) =>
  upload<T>(t.base, PATHS.upload, {
    token: options.token ?? t.advertiser,
    content: typeof csv === 'string' ? new TextEncoder().encode(csv) : csv,
    fileName: options.fileName ?? 'audience.csv',
    type: options.type ?? 'text/csv',
    fields: { name: uniqueName(), user: SPACE, ...fields },
  });

const gaid = () => randomUUID();
const idfa = () => randomUUID().toUpperCase();
const storedCount = () => t.mock.store.state().audiences.length;

/**
 * The positive control of each refusal: the same upload, one GAID under a fresh name in the
 * advertiser's own space, is taken, so a refusal is its file's, name's or caller's doing.
 */
const expectValidFileTaken = async (): Promise<void> => {
  const taken = await send<Audience>(`${gaid()}\n`);
  expect([taken.type.code, taken.data.row_count]).toEqual([0, 1]);
};

describe('POST /v1/audience/upload: the row count of a valid file', () => {
  it('counts GAIDs, IDFAs and full phone numbers mixed, with LF, CRLF or both, quoted or spaced, blank lines skipped', async () => {
    const lines = [gaid(), idfa(), '2348031234567', `"${gaid()}"`, `  ${idfa()}  `, '37491234567', '14155550123'];
    for (const ending of ['\n', '\r\n']) {
      const name = uniqueName();
      const answer = await send<Audience>(`${lines.join(ending)}${ending}${ending}`, { name });
      expect(answer.type.code).toBe(0);
      expect(answer.data).toMatchObject({ name, type: 'static', row_count: 7, user_id: PERSONA_IDS.advertiser.spaceId, space_id: PERSONA_IDS.advertiser.spaceId, status_key: 2, dynamic_audience: null });
      // The new audience is listed first, with its count, and the file itself was not kept.
      const listed = t.mock.store.state().audiences.find((a) => a.id === answer.data.id);
      expect(listed).not.toHaveProperty('content');
    }
    const mixed = await send<Audience>(`${gaid()}\r\n${idfa()}\n2348031234567\r${gaid()}`);
    expect([mixed.type.code, mixed.data.row_count]).toEqual([0, 4]);
  });

  it('acts on the caller’s own space without `user`, and an administrator acts on the account they name', async () => {
    const own = await upload<Audience>(t.base, PATHS.upload, { token: t.advertiser, content: new TextEncoder().encode(gaid()), fileName: 'a.csv', fields: { name: uniqueName() } });
    expect(own.data.space_id).toBe(PERSONA_IDS.advertiser.spaceId);
    const forAdvertiser = await send<Audience>(gaid(), {}, { token: t.admin });
    expect([forAdvertiser.type.code, forAdvertiser.data.space_id]).toEqual([0, PERSONA_IDS.advertiser.spaceId]);
  });
});

describe('POST /v1/audience/upload: refusals', () => {
  it('186 for an empty file (or blank lines only), with the spec’s message under the file', async () => {
    await expectValidFileTaken();
    const before = storedCount();
    for (const csv of ['', '\n\r\n  \n', '\uFEFF']) {
      const empty = await send(csv);
      expect([empty.status, empty.type, empty.data], JSON.stringify(csv)).toEqual([400, { code: 186, message: 'empty audience file' }, { errors: { file: 'Audience file is empty' } }]);
    }
    expect(storedCount()).toBe(before);
  });

  it('183 for a name the space already holds, ignoring case; another space may use it', async () => {
    await expectValidFileTaken();
    const taken = ADVERTISER_AUDIENCES[0].name;
    const again = await send(gaid(), { name: taken.toUpperCase() });
    expect([again.type, again.data]).toEqual([{ code: 183, message: 'Audience name exist' }, { errors: { name: 'An audience of this name already exists in this account.' } }]);
    const elsewhere = await send<Audience>(gaid(), { name: taken, user: String(PERSONA_IDS.admin.spaceId) }, { token: t.admin });
    expect(elsewhere.type.code).toBe(0);
  });

  it('182 for bad lines: how many and the first one’s number', async () => {
    await expectValidFileTaken();
    const lines = [gaid(), '2348031234567', gaid(), 'not-an-id', '+2348031234567', gaid(), '002348031234567', gaid(), 'a,b'];
    const bad = await send(lines.join('\r\n'));
    expect([bad.status, bad.type]).toEqual([400, { code: 182, message: 'Audience size invalid' }]);
    expect(bad.data).toEqual({ errors: { file: '4 lines are not a GAID, IDFA or phone number; the first is line 4' }, bad_lines: 4, first_bad_line: 4 });
    // Blank lines still count in the numbering: line 3 is the first bad one.
    const one = await send(`${gaid()}\n\n123\n${gaid()}\n`);
    expect(one.data).toEqual({ errors: { file: '1 line is not a GAID, IDFA or phone number; the first is line 3' }, bad_lines: 1, first_bad_line: 3 });
    // A header line is a bad line 1 (the spec's files hold records only); short and national numbers too.
    const header = await send(`gaid\n${gaid()}\n0803123456\n1234567\n`);
    expect(header.data).toMatchObject({ bad_lines: 3, first_bad_line: 1 });
  });

  it('181 for a file announced over the 200 MB limit, refused unread and its connection closed', async () => {
    await expectValidFileTaken();
    const answer = await announceUpload(t.base, PATHS.upload, t.advertiser, AUDIENCE_FILE_MAX_BYTES + 1024 * 1024);
    expect([answer.status, answer.type, answer.data, answer.connection]).toEqual([400, { code: 181, message: 'File size invalid' }, { errors: { file: 'The file must be at most 200 MB.' } }, 'close']);
  });

  it('CSV only: by the name, the declared type and the content (a NUL byte)', async () => {
    await expectValidFileTaken();
    const csvOnly = { errors: { file: 'Only CSV files are allowed.' } };
    expect((await send(gaid(), {}, { fileName: 'audience.txt' })).data).toEqual(csvOnly);
    expect((await send(gaid(), {}, { type: 'image/png' })).data).toEqual(csvOnly);
    const binary = await send(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x41]), {}, { fileName: 'audience.csv' });
    expect([binary.type.code, binary.data]).toEqual([2, csvOnly]);
  });

  it('a name and a file are required; the form must be multipart', async () => {
    await expectValidFileTaken();
    const noName = await send(gaid(), { name: '  ' });
    expect([noName.type.code, noName.data]).toEqual([2, { errors: { name: 'required field' } }]);
    const longName = await send(gaid(), { name: 'x'.repeat(101) });
    expect(longName.data).toEqual({ errors: { name: 'maximum 100 characters allowed' } });
    const noFile = await upload(t.base, PATHS.upload, { token: t.advertiser, fields: { name: uniqueName(), user: SPACE } });
    expect([noFile.type.code, noFile.data]).toEqual([2, { errors: { file: 'required field' } }]);
    const json = await fetch(`${t.base}${PATHS.upload}`, { method: 'POST', headers: { Authorization: `Bearer ${t.advertiser}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(((await json.json()) as { type: { code: number } }).type.code).toBe(2);
  });

  it('3 for another space, and for a user without the audience page (the analyst)', async () => {
    await expectValidFileTaken();
    const before = storedCount();
    const foreign = await send(gaid(), { user: String(NO_PAYMENT_ACCOUNT.spaceId) });
    expect([foreign.status, foreign.type.code]).toEqual([403, 3]);
    const analyst = await send(gaid(), {}, { token: t.analyst });
    expect([analyst.status, analyst.type.code]).toEqual([403, 3]);
    expect(storedCount()).toBe(before);
  });
});
