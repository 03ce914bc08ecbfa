import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_FILE_MAX_LINE_BYTES,
  AUDIENCE_PATHS,
  CAMPAIGN_CSV_COLUMNS,
  CAMPAIGN_CSV_LIMITS,
  CAMPAIGN_CSV_PATHS,
  type Audience,
  type AudienceUploadErrorData,
  type CampaignCsvDryRun,
} from '../../src/api/contract';
import { AUDIENCE_FILE_MESSAGES } from '../../src/domain/audienceRules';
import { lineTooLongMessage } from '../audiences/audience-file';
import { PERSONA_IDS } from '../seed/facts';
import { signedInMock } from '../test-support';
import { upload } from './files-test-support';
import { CSV_FILE_MESSAGES } from './campaign-csv';

/*
 * Hostile input, round 2: the streamed CSV uploads answer every file, with the refusal where one is
 * due, and never hold a line past its bound. Each probe is sent after a valid file of the same call
 * succeeded; the files are large enough to arrive in many chunks (a stop inside a chunk the parser
 * was still taking never answered: 5,100 lines, 6,000 lines, a file with no id column).
 */
const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;

const bytesOf = (text: string): Uint8Array => new TextEncoder().encode(text);

const dryRun = (content: Uint8Array) =>
  upload<CampaignCsvDryRun>(t.base, CAMPAIGN_CSV_PATHS.dryRun, { token: t.advertiser, content, fileName: 'campaigns.csv', type: 'text/csv', fields: { space_id: String(SPACE) } });

let audienceCounter = 0;
const sendAudience = <T = AudienceUploadErrorData>(content: Uint8Array) =>
  upload<T>(t.base, AUDIENCE_PATHS.upload, { token: t.advertiser, content, fileName: 'audience.csv', type: 'text/csv', fields: { name: `Streams ${process.pid}-${++audienceCounter}`, user: String(SPACE) } });
const storedAudiences = () => t.mock.store.state().audiences.length;

const ownCampaignIds = () =>
  t.mock.store
    .state()
    .campaigns.filter((c) => c.space_id === SPACE)
    .map((c) => c.id);

/** `count` campaign lines as an edited download holds them (every column filled, ~90 bytes a line). */
const campaignFile = (count: number, header: readonly string[] = CAMPAIGN_CSV_COLUMNS): Uint8Array => {
  const ids = ownCampaignIds();
  expect(ids.length).toBeGreaterThan(0);
  const lines = Array.from({ length: count }, (_, i) => `${ids[i % ids.length]},Campaign ${i} with a longer edited title,running,2026-01-01,none,2,10.00,,NG,18,65,all`);
  return bytesOf([header.join(','), ...lines, ''].join('\r\n'));
};

/** The valid file of the positive controls: one line per own campaign, nothing changed. */
const validCampaignFile = (): Uint8Array => bytesOf([CAMPAIGN_CSV_COLUMNS.join(','), ...ownCampaignIds().map(String), ''].join('\r\n'));

describe('POST /v1/campaign/csv/dry-run answers every file', () => {
  it('refuses 5,100 and 6,000 lines (over the 5,000 bound) with code 2, after a valid file succeeds', async () => {
    const valid = await dryRun(validCampaignFile());
    expect([valid.status, valid.type.code, valid.data.counts.rows]).toEqual([200, 0, ownCampaignIds().length]);
    for (const count of [5100, 6000]) {
      const file = campaignFile(count);
      expect(file.length).toBeGreaterThan(4 * 64 * 1024);
      const refused = await dryRun(file);
      expect([refused.status, refused.type.code, refused.data], `${count} lines`).toEqual([400, 2, { errors: { file: CSV_FILE_MESSAGES.tooManyRows } }]);
    }
  });

  it('refuses a large file with no id column with code 2, after a valid file succeeds', async () => {
    expect((await dryRun(validCampaignFile())).type.code).toBe(0);
    const refused = await dryRun(campaignFile(6000, CAMPAIGN_CSV_COLUMNS.filter((column) => column !== 'id')));
    expect([refused.status, refused.type.code, refused.data]).toEqual([400, 2, { errors: { file: CSV_FILE_MESSAGES.noIdColumn } }]);
  });

  it(`refuses a line over ${CAMPAIGN_CSV_LIMITS.maxLineBytes} bytes (text, or commas) with code 2, after a file at the bound is read`, async () => {
    const [id] = ownCampaignIds();
    const atBound = `${id},${'x'.repeat(CAMPAIGN_CSV_LIMITS.maxLineBytes - String(id).length - 1)}`;
    const long = await dryRun(bytesOf(`id,name\r\n${atBound}\r\n`));
    // A cell over maxCellChars refuses its own line only: the file itself is read.
    expect([long.type.code, long.data.rows[0]?.field]).toEqual([0, 'name']);
    for (const filler of ['x', ',']) {
      const refused = await dryRun(bytesOf(`id,name\r\n${id},${filler.repeat(2 * 1024 * 1024)}`));
      expect([refused.status, refused.type.code, refused.data], filler).toEqual([400, 2, { errors: { file: CSV_FILE_MESSAGES.lineTooLong } }]);
    }
  });
});

describe('POST /v1/audience/upload answers every file', () => {
  const gaids = (count: number): string => Array.from({ length: count }, () => randomUUID()).join('\n');

  it('refuses a file on one line (a few MB, no line end) with code 2 and stores nothing, after a large valid file is counted', async () => {
    const valid = await sendAudience<Audience>(bytesOf(`${gaids(50_000)}\n`));
    expect([valid.type.code, valid.data.row_count]).toEqual([0, 50_000]);
    const before = storedAudiences();
    for (const filler of ['7', ',', 'a"b']) {
      const refused = await sendAudience(bytesOf(filler.repeat(Math.ceil((4 * 1024 * 1024) / filler.length))));
      expect([refused.status, refused.type.code, refused.data], filler).toEqual([400, 2, { errors: { file: lineTooLongMessage(1) } }]);
    }
    // The same after valid lines: the line number is the long line's.
    const third = await sendAudience(bytesOf(`${gaids(2)}\n${'1'.repeat(AUDIENCE_FILE_MAX_LINE_BYTES + 1)}\n${gaids(2)}\n`));
    expect(third.data).toEqual({ errors: { file: lineTooLongMessage(3) } });
    expect(storedAudiences()).toBe(before);
  });

  it('refuses a quote opened and never closed early in a large file (it would swallow the rest into one cell), after a valid file', async () => {
    expect((await sendAudience(bytesOf(gaids(3)))).type.code).toBe(0);
    const refused = await sendAudience(bytesOf(`${gaids(10)}\n"${gaids(40_000)}\n`));
    expect([refused.status, refused.type.code, refused.data.errors?.file]).toEqual([400, 2, lineTooLongMessage(11)]);
  });

  it('refuses a NUL byte deep in a large file as not CSV, after a valid file', async () => {
    expect((await sendAudience(bytesOf(gaids(3)))).type.code).toBe(0);
    const refused = await sendAudience(bytesOf(`${gaids(20_000)}\n\u0000\n${gaids(20_000)}\n`));
    expect([refused.status, refused.type.code, refused.data]).toEqual([400, 2, { errors: { file: AUDIENCE_FILE_MESSAGES.csvOnly } }]);
  });
});
