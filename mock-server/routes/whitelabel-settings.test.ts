import { describe, expect, it } from 'vitest';
import { fileCachePath, WHITELABEL_LIMITS, WHITELABEL_MESSAGES, type SaveWhitelabelRequest, type WhitelabelInfo, type WhitelabelRecord } from '../../src/api/contract';
import { fixture, noisePng } from '../uploads/fixture-files';
import { NG_ADMIN, WHITELABELS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';
import { claimingPng, hugeRealPng } from '../uploads/hostile-files.testkit';
import { flatPng, iconBmp, iconOf, iconOfParts, newImage, readWhitelabel, saveWhitelabel, svgLogo, unchangedSave } from './whitelabel-settings.testkit';

const t = signedInMock();
const DSP = WHITELABELS.dsp.id;
const MISMATCH = WHITELABEL_MESSAGES.imageMismatch;

const read = async (): Promise<WhitelabelRecord> => {
  const answer = await readWhitelabel(t.base, t.admin, DSP);
  expect(answer.type.code).toBe(0);
  return answer.data;
};

/** A save of the current record with some settings changed. */
const saveWith = async (settings: Partial<SaveWhitelabelRequest['whitelabel_settings']>, top: Partial<SaveWhitelabelRequest> = {}) => {
  const body = unchangedSave(await read());
  return saveWhitelabel(t.base, t.admin, { ...body, ...top, whitelabel_settings: { ...body.whitelabel_settings, ...settings } });
};

const errorsOf = (data: unknown): Record<string, string> => (data as { errors: Record<string, string> }).errors;

type ImageSlot = 'company_logo' | 'ad_logo' | 'main_background' | 'email_header' | 'favicon';
/** A picture each slot takes. */
const TAKEN_IMAGE: Record<ImageSlot, () => ReturnType<typeof newImage>> = {
  company_logo: () => newImage(fixture('native-600x600.png'), 'logo.png'),
  ad_logo: () => newImage(iconOf(flatPng(98, 32), 98, 32), 'ad.ico'),
  main_background: () => newImage(fixture('responsive-250x250.webp'), 'bg.webp'),
  email_header: () => newImage(fixture('banner-300x250.jpg'), 'header.jpg'),
  favicon: () => newImage(iconOf(flatPng(32, 32), 32, 32), 'favicon.ico'),
};
/** The positive control of a picture's refusal: the same save with a picture the slot takes is taken. */
const expectSlotTakes = async (slot: ImageSlot, settings: Partial<SaveWhitelabelRequest['whitelabel_settings']> = {}) => {
  expect((await saveWith({ ...settings, [slot]: TAKEN_IMAGE[slot]() })).type.code, slot).toBe(0);
};

describe('GET /v1/whitelabel/{id}', () => {
  it("answers the administrator's own white-label with its settings and the logo as an image value", async () => {
    const record = await read();
    expect(record).toMatchObject({ id: DSP, name: 'Adwise DSP', whitelabel_id: 'dsp' });
    expect(record.whitelabel_settings.company_logo).toMatchObject({ file_id: WHITELABELS.dsp.logoFileId, file_type: 4, width: 600, height: 600 });
    expect(record.whitelabel_settings.primary_color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('refuses another white-label, the advertiser and the analyst (code 3)', async () => {
    // The administrator reads its own (read() checks the answer is taken).
    await read();
    expect((await readWhitelabel(t.base, t.admin, WHITELABELS.ng.id)).type.code).toBe(3);
    for (const token of [t.advertiser, t.analyst]) {
      const answer = await readWhitelabel(t.base, token, DSP);
      expect([answer.status, answer.type.code]).toEqual([403, 3]);
    }
  });
});

describe('PUT /v1/whitelabel', () => {
  it('saves colours (normalised), name, links and a 600x600 png logo, and the public info follows', async () => {
    const saved = await saveWith(
      { primary_color: '008751', company_logo: newImage(fixture('native-600x600.png'), 'logo.png'), term_of_service_url: 'https://terms.example.com/t' },
      { name: 'Renamed DSP' },
    );
    expect(saved.type.code).toBe(0);
    const record = saved.data as WhitelabelRecord;
    expect(record.whitelabel_settings.primary_color).toBe('#008751');
    expect(record.whitelabel_settings.company_logo).toMatchObject({ file_type: 1, width: 600, height: 600, file_name: 'logo.png' });
    const info = (await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info')).data;
    expect(info).toMatchObject({ name: 'Renamed DSP', primary_color: '#008751' });
    expect(fileCachePath(info.company_logo ?? '')).toBe(record.whitelabel_settings.company_logo?.preview);
    const logo = await fetch(`${t.base}${fileCachePath(info.company_logo ?? '')}`);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('takes a 98x32 icon ad logo, a webp background, a jpg email header and an icon favicon, and publishes the favicon', async () => {
    const saved = await saveWith({
      ad_logo: newImage(iconOf(flatPng(98, 32), 98, 32), 'ad.ico'),
      main_background: newImage(fixture('responsive-250x250.webp'), 'bg.webp'),
      email_header: newImage(fixture('banner-300x250.jpg'), 'header.jpg'),
      favicon: newImage(iconOf(flatPng(32, 32), 32, 32), 'favicon.ico'),
    });
    expect(saved.type.code).toBe(0);
    const settings = (saved.data as WhitelabelRecord).whitelabel_settings;
    expect([settings.ad_logo?.file_type, settings.main_background?.file_type, settings.email_header?.file_type, settings.favicon?.file_type]).toEqual([5, 6, 2, 5]);
    const info = (await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info')).data;
    expect(fileCachePath(info.favicon ?? '')).toBe(settings.favicon?.preview);
  });

  it.each([
    ['a logo of the wrong size', 'company_logo', () => flatPng(600, 601)],
    ['a jpg logo', 'company_logo', () => fixture('banner-300x250.jpg')],
    ['a png named .svg with the wrong size', 'company_logo', () => fixture('banner-300x250.png')],
    ['an ad logo of 32x32', 'ad_logo', () => iconOf(flatPng(32, 32), 32, 32)],
    ['a gif background', 'main_background', () => fixture('banner-728x90.gif')],
    ['an svg favicon', 'favicon', () => Buffer.from(svgLogo('', 32))],
    ['an HTML page as the email header', 'email_header', () => Buffer.from('<html><body>hi</body></html>')],
  ] as const)('refuses %s with the spec message and changes nothing', async (_name, slot, content) => {
    await expectSlotTakes(slot, { primary_color: '#000000' });
    const before = await read();
    const answer = await saveWith({ [slot]: newImage(content(), 'image.svg'), primary_color: '#000000' });
    expect([answer.status, answer.type.code]).toEqual([400, 2]);
    expect(errorsOf(answer.data)).toEqual({ [slot]: MISMATCH });
    expect(await read()).toEqual(before);
  });

  it('reads a save far above the usual body limit: a background of nearly 500000 bytes as base64', async () => {
    const background = noisePng(400, 400);
    expect(background.length).toBeGreaterThan(400_000);
    const answer = await saveWith({ main_background: newImage(background, 'bg.png') });
    expect(answer.type.code).toBe(0);
    expect((answer.data as WhitelabelRecord).whitelabel_settings.main_background).toMatchObject({ width: 400, height: 400, size: Math.ceil(background.length / 1024) });
  });

  it('refuses an image of 500000 bytes or more with code 8', async () => {
    await expectSlotTakes('company_logo');
    const big = Buffer.concat([fixture('native-600x600.png'), Buffer.alloc(500_000)]);
    const answer = await saveWith({ company_logo: newImage(big, 'big.png') });
    expect(answer.type.code).toBe(8);
    expect(errorsOf(answer.data).company_logo).toBe('Original image is too big (under 500000 bytes)');
  });

  it('refuses a PNG whose data is not the picture its header claims', async () => {
    await expectSlotTakes('ad_logo');
    const png = flatPng(600, 600);
    const lying = Buffer.from(png);
    lying.writeUInt32BE(98, 16);
    lying.writeUInt32BE(32, 20);
    expect(errorsOf((await saveWith({ ad_logo: newImage(lying, 'ad.png') })).data)).toEqual({ ad_logo: MISMATCH });
  });

  it('refuses bad colours, non-web links, an empty or long name, a long page id, all at once and atomically', async () => {
    // Valid colours, web links, the name and page id at their limits are taken; then the name goes back.
    const named = (await read()).name;
    const valid = await saveWith(
      { primary_color: '#123456', secondary_color: '#ABCDEF', gauge_color: '#654321', warning_color: '#FFAA00', term_of_service_url: 'https://terms.example.com/t', privacy_policy_url: 'https://example.com/p', fb_page_id: 'x'.repeat(WHITELABEL_LIMITS.fb_page_id) },
      { name: 'n'.repeat(WHITELABEL_LIMITS.name) },
    );
    expect(valid.type.code).toBe(0);
    expect((await saveWith({}, { name: named })).type.code).toBe(0);
    const before = await read();
    const answer = await saveWith(
      { primary_color: '#12345', secondary_color: 'red', gauge_color: '##123456', warning_color: '#GGGGGG', term_of_service_url: 'javascript:alert(1)', privacy_policy_url: 'ftp://example.com', fb_page_id: 'x'.repeat(65) },
      { name: '  ' },
    );
    expect(answer.type.code).toBe(2);
    expect(Object.keys(errorsOf(answer.data)).sort()).toEqual(['fb_page_id', 'gauge_color', 'name', 'primary_color', 'privacy_policy_url', 'secondary_color', 'term_of_service_url', 'warning_color']);
    expect(errorsOf(answer.data).primary_color).toBe(WHITELABEL_MESSAGES.color);
    expect((await saveWith({}, { name: 'n'.repeat(61) })).type.code).toBe(2);
    expect(await read()).toEqual(before);
  });

  it('keeps a stored image by its id, removes one marked deleted, and refuses naming any other file', async () => {
    const before = await read();
    // The stored logo named by its own id is kept.
    expect((await saveWith({ company_logo: before.whitelabel_settings.company_logo! })).type.code).toBe(0);
    expect((await saveWith({ company_logo: { ...before.whitelabel_settings.company_logo!, file_id: 9002 } })).type.code).toBe(2);
    const kept = await saveWith({});
    expect((kept.data as WhitelabelRecord).whitelabel_settings.company_logo?.file_id).toBe(before.whitelabel_settings.company_logo?.file_id);
    const removed = await saveWith({ email_header: { ...newImage('', ''), deleted: true } });
    expect((removed.data as WhitelabelRecord).whitelabel_settings.email_header).toBeNull();
  });

  it('sanitises an SVG logo: no script, handler, foreign object or outside reference is stored, and it is served sandboxed', async () => {
    const hostile = svgLogo(
      '<script>window.pwned=1</script><circle r="5" onload="window.pwned=2"/><foreignObject><div>x</div></foreignObject><image href="https://evil.example/x.png"/><a href="javascript:alert(1)"><rect width="1" height="1"/></a>',
    );
    const saved = await saveWith({ company_logo: newImage(hostile, 'logo.svg') });
    expect(saved.type.code).toBe(0);
    const address = (saved.data as WhitelabelRecord).whitelabel_settings.company_logo?.preview;
    const direct = await fetch(`${t.base}${address}`, { headers: { 'Sec-Fetch-Dest': 'document' } });
    const body = await direct.text();
    expect(body).toContain('<rect');
    expect(body).not.toMatch(/script|onload|foreignObject|evil\.example|javascript:/i);
    expect(direct.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(direct.headers.get('content-disposition')).toMatch(/^attachment/);
    const asImage = await fetch(`${t.base}${address}`, { headers: { 'Sec-Fetch-Dest': 'image' } });
    expect(asImage.headers.get('content-disposition')).toBeNull();
    expect(asImage.headers.get('content-security-policy')).toMatch(/^sandbox;/);
  });

  it("refuses another white-label's id, and the ng administrator saving dsp", async () => {
    const body = unchangedSave(await read());
    const ng = (await login(t.base, NG_ADMIN.email, NG_ADMIN.password)).data.access_token;
    // Each administrator saves its own white-label as it stands.
    expect((await saveWhitelabel(t.base, t.admin, body)).type.code).toBe(0);
    const ngOwn = await readWhitelabel(t.base, ng, WHITELABELS.ng.id);
    expect((await saveWhitelabel(t.base, ng, unchangedSave(ngOwn.data))).type.code).toBe(0);
    expect((await saveWhitelabel(t.base, t.admin, { ...body, id: WHITELABELS.ng.id })).type.code).toBe(3);
    expect((await saveWhitelabel(t.base, ng, body)).type.code).toBe(3);
    expect((await readWhitelabel(t.base, ng, WHITELABELS.ng.id)).type.code).toBe(0);
  });

  it('reads a large body only from an administrator: the advertiser is held to the usual limit, and no token is 401', async () => {
    const body = { ...unchangedSave(await read()), whitelabel_settings: { ...unchangedSave(await read()).whitelabel_settings, main_background: newImage(noisePng(400, 400), 'bg.png') } };
    const administrator = await fetch(`${t.base}/v1/whitelabel`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.admin}` }, body: JSON.stringify(body) });
    expect(administrator.status).toBe(200);
    const advertiser = await fetch(`${t.base}/v1/whitelabel`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.advertiser}` }, body: JSON.stringify(body) });
    expect(advertiser.status).toBe(413);
    const anonymous = await fetch(`${t.base}/v1/whitelabel`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(anonymous.status).toBe(401);
  });

  it('refuses the advertiser and the analyst (code 3, HTTP 403)', async () => {
    const body = unchangedSave(await read());
    expect((await saveWhitelabel(t.base, t.admin, body)).type.code).toBe(0);
    for (const token of [t.advertiser, t.analyst]) {
      const answer = await saveWhitelabel(t.base, token, body);
      expect([answer.status, answer.type.code]).toEqual([403, 3]);
    }
  });
});

describe('branding images: hostile input (issue 38)', () => {
  const favicon = async () => (await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info')).data.favicon;

  it('holds every picture inside an icon to the limits and checks a picture alone is held to', async () => {
    const honest = await saveWith({ favicon: newImage(iconOfParts([{ content: flatPng(32, 32), width: 32, height: 32 }, { content: iconBmp(16, 16), width: 16, height: 16 }]), 'favicon.ico') });
    expect(honest.type.code).toBe(0);
    const published = await favicon();
    expect(fileCachePath(published ?? '')).toBe((honest.data as WhitelabelRecord).whitelabel_settings.favicon?.preview);
    const huge = hugeRealPng(24_000, 20_000);
    const probes: [string, Buffer][] = [
      ['the 24000x20000 PNG alone', huge],
      ['the probe: an icon wrapping it, listed as 32x32', iconOf(huge, 32, 32)],
      ['an icon wrapping it, listed as 256x256', iconOf(huge, 256, 256)],
      ['a BMP entry whose header claims 24000x20000 over one row', iconOfParts([{ content: iconBmp(24_000, 20_000, 1), width: 32, height: 32 }])],
      ['a BMP entry whose rows are fewer than its header says', iconOfParts([{ content: iconBmp(16, 16, 8), width: 16, height: 16 }])],
      ['a PNG entry larger than its listing', iconOf(flatPng(64, 64), 32, 32)],
      ['a PNG entry whose data is not its header', iconOf(claimingPng(32, 32), 32, 32)],
      ['two entries on the same bytes', iconOfParts([{ content: flatPng(16, 16), width: 16, height: 16 }, { content: flatPng(16, 16), width: 16, height: 16, offset: 38 }])],
    ];
    for (const [name, content] of probes) {
      const answer = await saveWith({ favicon: newImage(content, 'favicon.ico') });
      expect([answer.status, answer.type.code, errorsOf(answer.data)], name).toEqual([400, 2, { favicon: MISMATCH }]);
    }
    expect(await favicon()).toBe(published);
  });

  it('reads the CSS of an SVG logo with its escapes undone: no outside address is stored or served', async () => {
    const hostile = svgLogo(
      [
        '<style>.a{fill:u\\72l(https://evil.example/a)}</style>',
        '<style>@\\69mport "https://evil.example/b.css";</style>',
        '<style>.k{fill:#0f0}</style>',
        '<rect class="k" width="1" height="1" style="fill:image-set(\'https://evil.example/c.png\' 1x)"/>',
        '<rect width="1" height="1" style="fill:u\\72l(https://evil.example/d)"/>',
      ].join(''),
    );
    const saved = await saveWith({ company_logo: newImage(hostile, 'logo.svg') });
    expect(saved.type.code).toBe(0);
    const address = (saved.data as WhitelabelRecord).whitelabel_settings.company_logo?.preview;
    const served = await (await fetch(`${t.base}${address}`, { headers: { 'Sec-Fetch-Dest': 'image' } })).text();
    expect(served).toContain('<style>.k{fill:#0f0}</style>');
    expect(served).not.toMatch(/evil\.example|image-set|\\72|\\69/i);
  });

  it('refuses an SVG nested 60,000 deep with code 2 and its message, where a shallow one is taken', async () => {
    expect((await saveWith({ company_logo: newImage(svgLogo('<g><g><circle r="5"/></g></g>'), 'logo.svg') })).type.code).toBe(0);
    const before = await read();
    const deep = svgLogo(`${'<g>'.repeat(60_000)}${'</g>'.repeat(60_000)}`);
    expect(deep.length).toBeLessThan(500_000);
    const answer = await saveWith({ company_logo: newImage(deep, 'deep.svg') });
    expect([answer.status, answer.type.code, errorsOf(answer.data)]).toEqual([400, 2, { company_logo: WHITELABEL_MESSAGES.svgTooComplex }]);
    expect(await read()).toEqual(before);
  });
});

describe('stored branding images: public by an unguessable key only, and only while in use (issue 38)', () => {
  const status = async (address: string) => (await fetch(`${t.base}${address}`)).status;
  const imageOf = (answer: Awaited<ReturnType<typeof saveWith>>, slot: 'company_logo' | 'email_header') => (answer.data as WhitelabelRecord).whitelabel_settings[slot];

  it('serves a new image by its 128-bit key, and no upload by its id or by counting ids', async () => {
    const saved = await saveWith({ email_header: newImage(fixture('banner-300x250.jpg'), 'header.jpg') });
    expect(saved.type.code).toBe(0);
    const header = imageOf(saved, 'email_header');
    expect(header?.preview).toMatch(/^\/v1\/file\/cache\/[0-9a-f]{32}$/);
    expect(await status(header?.preview ?? '')).toBe(200);
    const uploads = t.mock.store.state().files.filter((file) => file.id >= 100_000);
    expect(uploads.length).toBeGreaterThan(0);
    for (const file of uploads) expect(await status(fileCachePath(file.id)), String(file.id)).toBe(404);
    // The seed's logo of the other white-label keeps its known id.
    expect(await status(fileCachePath(WHITELABELS.ng.logoFileId))).toBe(200);
  });

  it('stops serving an image once a save replaces or removes it, and drops it from the store', async () => {
    const first = imageOf(await saveWith({ company_logo: newImage(fixture('native-600x600.png'), 'one.png') }), 'company_logo');
    expect(await status(first?.preview ?? '')).toBe(200);
    const second = imageOf(await saveWith({ company_logo: newImage(svgLogo(), 'two.svg') }), 'company_logo');
    expect(await status(second?.preview ?? '')).toBe(200);
    expect(await status(first?.preview ?? '')).toBe(404);
    expect(t.mock.store.state().files.some((file) => file.id === first?.file_id)).toBe(false);
    await saveWith({ company_logo: { ...newImage('', ''), deleted: true } });
    expect(await status(second?.preview ?? '')).toBe(404);
    expect((await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info')).data.company_logo).toBeNull();
  });
});
