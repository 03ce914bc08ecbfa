import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_FILE_MAX_LINE_BYTES } from '../../src/api/contract';
import { countAudienceFile } from './audience-file';

const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';

describe('countAudienceFile', () => {
  it('counts lines across chunk boundaries, a line split between two chunks included', async () => {
    const file = new PassThrough();
    const counted = countAudienceFile(file);
    file.write(`${GAID}\n2348031`);
    file.write(`234567\r\n${GAID.slice(0, 10)}`);
    file.end(`${GAID.slice(10)}\n`);
    expect(await counted).toEqual({ valid: 3, bad: 0, firstBadLine: null, oversize: false, stop: null });
  });

  it('refuses a line longer than AUDIENCE_FILE_MAX_LINE_BYTES as its bytes pass the bound, after a line at the bound is read', async () => {
    const atBound = new PassThrough();
    const counted = countAudienceFile(atBound);
    atBound.end(`${GAID}\n${' '.repeat(AUDIENCE_FILE_MAX_LINE_BYTES - GAID.length)}${GAID}\n`);
    expect(await counted).toMatchObject({ valid: 2, stop: null });
    const oneLine = new PassThrough();
    const refused = countAudienceFile(oneLine);
    oneLine.write(`${GAID}\n`);
    oneLine.end('7'.repeat(AUDIENCE_FILE_MAX_LINE_BYTES + 1));
    expect(await refused).toMatchObject({ valid: 1, bad: 0, stop: { reason: 'lineTooLong', line: 2 } });
  });

  it('a quote never closed is unreadable, with the line csv-parse gave up at', async () => {
    const file = new PassThrough();
    const counted = countAudienceFile(file);
    file.end(`${GAID}\n"${GAID}\n${GAID}\n`);
    const count = await counted;
    expect(count.stop?.reason).toBe('unreadable');
    expect(count.stop?.line).toBeGreaterThanOrEqual(2);
  });
});
