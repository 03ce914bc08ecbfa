import { describe, expect, it } from 'vitest';
import { CREATIVE_UPLOAD_PATHS as PATHS, UPLOAD_MESSAGES, type UploadedCreativeFile } from '../../src/api/contract';
import { CREATIVE_FILE_IDS } from '../seed/creative-files';
import { call, signedInMock } from '../test-support';
import { fixture } from '../uploads/fixture-files';
import { lyingZip, zipOf } from '../uploads/hostile-files.testkit';
import { binaryFile } from '../uploads/stored-file';
import { upload } from './files-test-support';

const t = signedInMock();
const banner = { kind: 'banner', width: '300', height: '250' };

describe('hostile zip HTML banners', () => {
  it("refuses the probe's zip: 446 KB whose index.html states 100 bytes and unpacks to 440 MiB", async () => {
    const before = t.mock.store.state().files.length;
    const answer = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: lyingZip(440), fileName: 'bomb.zip', fields: banner });
    expect([answer.status, answer.data.reason, answer.data.errors.file]).toEqual([400, 'htmlTooBig', UPLOAD_MESSAGES.htmlTooBig]);
    expect(t.mock.store.state().files.length).toBe(before);
  });

  it('refuses a zip whose entry unpacks to other than it states, even within the limit', async () => {
    const zip = zipOf([{ name: 'index.html', data: Buffer.from('<p>hello</p>'), statedSize: 5 }]);
    const answer = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: zip, fileName: 'lies.zip', fields: banner });
    expect([answer.status, answer.data.reason, answer.data.errors.file]).toEqual([400, 'htmlDamaged', UPLOAD_MESSAGES.htmlDamaged]);
  });

  it('takes an honest zip and serves its files as they were checked', async () => {
    const zip = zipOf([{ name: 'index.html', data: Buffer.from('<p>hello</p>') }]);
    const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: zip, fileName: 'ok.zip', fields: banner });
    expect(answer.type.code).toBe(0);
    const page = await fetch(`${t.base}${answer.data.file_url}/index.html`);
    expect([page.status, await page.text()]).toEqual([200, '<p>hello</p>']);
  });

  it('serves a lying zip already stored (from before the check) without inflating past what it states', async () => {
    const id = 777_001;
    t.mock.store.mutate((db) => {
      db.files.push(binaryFile(id, 'application/zip', lyingZip(440), 'old.zip'));
    });
    try {
      const started = process.cpuUsage();
      for (let i = 0; i < 20; i++) expect((await call(t.base, `${PATHS.cache}/${id}/index.html`)).status).toBe(404);
      // 20 requests that each inflated the 440 MiB would take seconds of CPU; held to 100 bytes, they take almost none.
      const used = process.cpuUsage(started);
      expect((used.user + used.system) / 1000).toBeLessThan(2000);
    } finally {
      t.mock.store.mutate((db) => {
        db.files = db.files.filter((file) => file.id !== id);
      });
    }
  });
});

describe("an HTML banner's entry names are its own, never an object's properties", () => {
  it('answers 404 for constructor, toString, valueOf and __proto__ in the seeded banner', async () => {
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'constructor/prototype']) {
      const answer = await call(t.base, `${PATHS.cache}/${CREATIVE_FILE_IDS.htmlBanner}/${name}`);
      expect([answer.status, answer.type.code], name).toEqual([404, 2]);
    }
    expect((await fetch(`${t.base}${PATHS.cache}/${CREATIVE_FILE_IDS.htmlBanner}/index.html`)).status).toBe(200);
  });
});

describe('uploaded file names are normalised', () => {
  it('strips bidi overrides and isolates, controls and zero-width characters, and composes to NFC', async () => {
    const cases: [string, string][] = [
      ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
      ['\u2066ad\u2069\u202A\u202B\u202C\u202D.png', 'ad.png'],
      ['zero\u200B\u200C\u200D\u2060\uFEFFwidth\u0085\u009b.png', 'zerowidth.png'],
      ['cafe\u0301.png', 'caf\u00e9.png'],
    ];
    // C0 controls never reach the name: the form reader refuses a part header holding one.
    for (const [sent, kept] of cases) {
      const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: fixture('banner-300x250.png'), fileName: sent, fields: { kind: 'image' } });
      expect(answer.data.file_name, `${JSON.stringify(sent)} ${JSON.stringify(answer.data)}`).toBe(kept);
      expect(t.mock.store.state().files.find((file) => file.id === answer.data.file_id)?.file_name).toBe(kept);
    }
  });
});
