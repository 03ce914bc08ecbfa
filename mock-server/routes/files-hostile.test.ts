import { describe, expect, it } from 'vitest';
import { CREATIVE_UPLOAD_PATHS as PATHS, UPLOAD_MESSAGES, type UploadedCreativeFile } from '../../src/api/contract';
import { CREATIVE_FILE_IDS, fileUrl } from '../seed/creative-files';
import { call, signedInMock } from '../test-support';
import { fixture } from '../uploads/fixture-files';
import zlib from 'node:zlib';
import { claimingPng, deflateOfZeros, hugeRealPng, lyingZip, pngWith, solidPng, zipOf } from '../uploads/hostile-files.testkit';
import { imageWork } from '../uploads/image-work';
import { binaryFile } from '../uploads/stored-file';
import { upload } from './files-test-support';

const t = signedInMock();
const banner = { kind: 'banner', width: '300', height: '250' };

/**
 * An honest one-page zip banner, sent as the refusals below send theirs (same path, token and fields),
 * and taken: the positive control that makes each zip refusal the zip's own doing.
 */
const uploadHonestZip = async (): Promise<UploadedCreativeFile> => {
  const zip = zipOf([{ name: 'index.html', data: Buffer.from('<p>hello</p>') }]);
  const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: zip, fileName: 'ok.zip', fields: banner });
  expect(answer.type.code).toBe(0);
  return answer.data;
};

describe('hostile zip HTML banners', () => {
  it("refuses the probe's zip: 446 KB whose index.html states 100 bytes and unpacks to 440 MiB", async () => {
    await uploadHonestZip();
    const before = t.mock.store.state().files.length;
    const answer = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: lyingZip(440), fileName: 'bomb.zip', fields: banner });
    expect([answer.status, answer.data.reason, answer.data.errors.file]).toEqual([400, 'htmlDamaged', UPLOAD_MESSAGES.htmlDamaged]);
    expect(t.mock.store.state().files.length).toBe(before);
  });

  it('refuses a zip whose entry unpacks to other than it states, more or less, even within the limit', async () => {
    await uploadHonestZip();
    for (const statedSize of [5, 500]) {
      const zip = zipOf([{ name: 'index.html', data: Buffer.from('<p>hello</p>'), statedSize }]);
      const answer = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: zip, fileName: 'lies.zip', fields: banner });
      expect([answer.status, answer.data.reason, answer.data.errors.file], String(statedSize)).toEqual([400, 'htmlDamaged', UPLOAD_MESSAGES.htmlDamaged]);
    }
  });

  it('refuses a zip whose entries honestly add up to more than the limit (htmlTooBig), by its listing', async () => {
    await uploadHonestZip();
    const zip = zipOf([
      { name: 'index.html', data: Buffer.from('<p>hello</p>') },
      { name: 'padding.bin', data: deflateOfZeros(11 * 1024 * 1024), deflated: true, statedSize: 11 * 1024 * 1024 },
    ]);
    const answer = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: zip, fileName: 'big.zip', fields: banner });
    expect([answer.status, answer.data.reason]).toEqual([400, 'htmlTooBig']);
  });

  it('takes an honest zip and serves its files as they were checked', async () => {
    const taken = await uploadHonestZip();
    const page = await fetch(`${t.base}${taken.file_url}/index.html`);
    expect([page.status, await page.text()]).toEqual([200, '<p>hello</p>']);
  });

  it('serves a lying zip already stored (from before the check) without inflating past what it states', async () => {
    const id = 777_001;
    const key = 'ab'.repeat(16);
    t.mock.store.mutate((db) => {
      const content = lyingZip(440);
      db.files.push({ ...binaryFile(id, 'application/zip', { hash: t.mock.store.files.put(content), size: content.length }, 'old.zip'), key });
    });
    try {
      // A stored banner's page is served on the same route, so the 404 below is the lying zip's doing.
      expect((await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.htmlBanner)}/index.html`)).status).toBe(200);
      const started = process.cpuUsage();
      for (let i = 0; i < 20; i++) expect((await call(t.base, `${PATHS.cache}/${key}/index.html`)).status).toBe(404);
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
    expect((await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.htmlBanner)}/index.html`)).status).toBe(200);
    for (const name of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'constructor/prototype']) {
      const answer = await call(t.base, `${fileUrl(CREATIVE_FILE_IDS.htmlBanner)}/${name}`);
      expect([answer.status, answer.type.code], name).toEqual([404, 2]);
    }
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

describe('pixel bombs', () => {
  const sendImage = (content: Uint8Array, fields: Record<string, string> = { kind: 'image' }) =>
    upload(t.base, PATHS.upload3, { token: t.advertiser, content, fileName: 'picture.png', fields });
  /** The positive control: a true picture within the limit is taken as an image and as a banner of its slot. */
  const expectTruePicturesTaken = async (): Promise<void> => {
    expect((await sendImage(fixture('banner-300x250.png'))).type.code).toBe(0);
    expect((await sendImage(fixture('banner-300x250.png'), banner)).type.code).toBe(0);
  };

  it('refuses a real 24000x20000 PNG (59 KB, 1.9 GB once a browser decodes it) and headers claiming more', async () => {
    await expectTruePicturesTaken();
    const before = t.mock.store.state().files.length;
    for (const [name, png] of [
      ['24000x20000, real', hugeRealPng(24_000, 20_000)],
      ['60000x50000 over 1x1 data', claimingPng(60_000, 50_000)],
      ['2147483646x1789569705 over 1x1 data', claimingPng(2_147_483_646, 1_789_569_705)],
      ['4097x1, real', solidPng(4097, 1)],
    ] as const) {
      const answer = await sendImage(png);
      expect([answer.status, answer.data.reason, answer.data.errors.file], name).toEqual([400, 'imagePixels', UPLOAD_MESSAGES.imagePixels]);
    }
    // A banner of the probe's size is refused the same way, before its slot is looked at.
    expect((await sendImage(hugeRealPng(24_000, 20_000), banner)).data.reason).toBe('imagePixels');
    expect(t.mock.store.state().files.length).toBe(before);
  });

  it("refuses a PNG whose data is not the picture its header describes, short or long", async () => {
    await expectTruePicturesTaken();
    const short = claimingPng(300, 250);
    const long = pngWith(1, 1, zlib.deflateSync(Buffer.alloc(1_000_000)));
    for (const png of [short, long]) expect((await sendImage(png)).data.reason).toBe('unreadable');
  });

  it('refuses a picture over the limit from its header on every creative image path, before any pixel work (issue 38)', async () => {
    const started: string[] = [];
    const off = imageWork.on('start', (kind) => started.push(kind));
    try {
      // Positive control: a picture within the limit is taken, its PNG data counted in the queue.
      const taken = await upload(t.base, PATHS.native, { token: t.advertiser, content: fixture('native-600x600.png'), fileName: 'ok.png', fields: { kind: 'image' } });
      expect(taken.type.code).toBe(0);
      expect(started).toEqual(['inflate']);
      started.length = 0;
      for (const [path, fields] of [
        [PATHS.upload3, { kind: 'image' }],
        [PATHS.upload3, banner],
        [PATHS.upload3, { kind: 'dynamic_image' }],
        [PATHS.upload3, { kind: 'dynamic_logo' }],
        [PATHS.native, { kind: 'image' }],
        [PATHS.native, { kind: 'logo' }],
        [PATHS.video, { kind: 'companion' }],
      ] as const) {
        const answer = await upload(t.base, path, { token: t.advertiser, content: hugeRealPng(5000, 5000), fileName: 'big.png', fields });
        expect([answer.status, answer.data.reason], `${path} ${fields.kind}`).toEqual([400, 'imagePixels']);
      }
    } finally {
      off();
    }
    expect(started).toEqual([]);
  });

  it('takes a true PNG up to the limit', async () => {
    const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: solidPng(4096, 2), fileName: 'wide.png', fields: { kind: 'image' } });
    expect([answer.type.code, answer.data.format === 'image' && answer.data.width]).toEqual([0, 4096]);
  });
});

describe('file addresses cannot be counted', () => {
  it('serves an upload and a seeded creative only under a 128-bit key: their numeric ids find nothing', async () => {
    const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: fixture('banner-300x250.png'), fileName: 'a.png', fields: { kind: 'image' } });
    expect(answer.data.file_url).toMatch(/^\/v1\/file\/cache\/[0-9a-f]{32}$/);
    expect((await fetch(`${t.base}${answer.data.file_url}`)).status).toBe(200);
    for (const id of [answer.data.file_id, 100_000, 100_001, CREATIVE_FILE_IDS.htmlBanner, CREATIVE_FILE_IDS.video]) {
      const probe = await call(t.base, `${PATHS.cache}/${id}`);
      expect([probe.status, probe.type.code], String(id)).toEqual([404, 2]);
    }
    // The banner's page under its key is served; under its numeric id, nothing.
    expect((await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.htmlBanner)}/index.html`)).status).toBe(200);
    expect((await call(t.base, `${PATHS.cache}/${CREATIVE_FILE_IDS.htmlBanner}/index.html`)).status).toBe(404);
    expect((await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.video)}`)).status).toBe(200);
  });

  it('keeps the seed deterministic: the same keys run after run', async () => {
    const { buildCreativeFiles } = await import('../seed/creative-files');
    expect(buildCreativeFiles().map((file) => file.key)).toEqual(buildCreativeFiles().map((file) => file.key));
    expect(new Set(buildCreativeFiles().map((file) => file.key)).size).toBe(buildCreativeFiles().length);
  });
});

describe('paths decoded once, and malformed ones refused cleanly (issue 38: a file path decoded twice answered 500)', () => {
  const banner = fileUrl(CREATIVE_FILE_IDS.htmlBanner);

  it("answers a double-encoded or malformed name under a stored banner with the unknown-file answer (404, code 2)", async () => {
    expect((await fetch(`${t.base}${banner}/index.html`)).status).toBe(200);
    // `%25E0…` decodes once to the name `%E0%A4%A`, which the zip does not hold; `%E0%A4%A` decodes to nothing.
    for (const name of ['%25E0%25A4%25A', '%E0%A4%A', '%', 'index.html%E0', '%2569ndex.html']) {
      const answer = await call(t.base, `${banner}/${name}`);
      expect([answer.status, answer.type], name).toEqual([404, { code: 2, message: 'Invalid argument provided' }]);
    }
  });

  it('answers a malformed path the same on every route, signed in or not, without a stack', async () => {
    expect((await call(t.base, '/v1/campaign/1000001', { token: t.advertiser })).type.code).toBe(0);
    for (const path of ['/v1/campaign/%E0%A4%A', '/v1/user/%C0', '/v1/file/cache/%E0%A4%A', '/v1/whitelabel/%FF', '/v1/%E0%A4%A/list', '/__mock/%E0']) {
      for (const token of [t.advertiser, undefined]) {
        const answer = await fetch(`${t.base}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
        const text = await answer.text();
        expect([answer.status, JSON.parse(text)], path).toEqual([404, { type: { code: 2, message: 'Invalid argument provided' }, data: null }]);
        expect(text).not.toMatch(/URIError|at /);
      }
    }
  });
});
