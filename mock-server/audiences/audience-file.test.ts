import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countAudienceFile } from './audience-file';

const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';

describe('countAudienceFile', () => {
  it('counts lines across chunk boundaries, a line split between two chunks included', async () => {
    const file = new PassThrough();
    const counted = countAudienceFile(file);
    file.write(`${GAID}\n2348031`);
    file.write(`234567\r\n${GAID.slice(0, 10)}`);
    file.end(`${GAID.slice(10)}\n`);
    expect(await counted).toMatchObject({ valid: 3, bad: 0, firstBadLine: null, oversize: false, binary: false, unreadableAt: null });
  });

  it('stops parsing at the size limit (busboy’s `limit`) and drains the rest unread', async () => {
    const file = new PassThrough();
    const counted = countAudienceFile(file);
    file.write(`${GAID}\n${GAID}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    file.emit('limit');
    // Whatever comes after the limit is not parsed: bad lines there are not counted.
    file.end('not-an-id\nnot-an-id\n');
    const count = await counted;
    expect(count).toMatchObject({ oversize: true, bad: 0 });
    expect(count.valid).toBeLessThanOrEqual(2);
  });

  it('a quote never closed is unreadable, with the line csv-parse gave up at', async () => {
    const file = new PassThrough();
    const counted = countAudienceFile(file);
    file.end(`${GAID}\n"${GAID}\n${GAID}\n`);
    const count = await counted;
    expect(count.unreadableAt).toBeGreaterThanOrEqual(2);
  });
});
