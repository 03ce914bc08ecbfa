import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CODE, CREATIVE_UPLOAD_PATHS, PLACEMENT_PATHS, type ApiStatus, type SaveWhitelabelRequest, type UploadedCreativeFile, type UploadErrorData } from '../../src/api/contract';
import { contentHash } from '../db/file-store';
import { PERSONA_IDS, WHITELABELS } from '../seed/facts';
import { signedInMock } from '../test-support';
import { accountStoredBytes } from '../uploads/account-storage';
import { fixture, noisePng } from '../uploads/fixture-files';
import { upload } from './files-test-support';
import { newImage, readWhitelabel, saveWhitelabel, unchangedSave } from './whitelabel-settings.testkit';

/** Room for a PNG and a JPEG banner (1,694 + 7,280 bytes) and a little more, not for another banner. */
const LIMIT = 10_000;
const t = signedInMock({ accountStorageBytes: LIMIT });
const SPACE = PERSONA_IDS.advertiser.spaceId;
const BANNER = { kind: 'banner', width: '300', height: '250' };

const uploadBanner = (name: string) => upload<UploadedCreativeFile | UploadErrorData>(t.base, CREATIVE_UPLOAD_PATHS.upload3, { token: t.advertiser, content: fixture(name), fileName: name, fields: BANNER });

const uploadWhitelist = async (name: string, csv: string) => {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([csv], { type: 'text/csv' }), `${name}.csv`);
  const response = await fetch(`${t.base}${PLACEMENT_PATHS.whitelist}/${SPACE}`, { method: 'POST', headers: { Authorization: `Bearer ${t.advertiser}` }, body: form });
  return (await response.json()) as { type: ApiStatus; data: { errors?: Record<string, string> } };
};

const used = (): number => accountStoredBytes(t.mock.store.state(), SPACE);
const keptOnDisk = (): string[] => fs.readdirSync(t.mock.store.files.dir).sort();

describe("an account's stored bytes have a limit (MockConfig.accountStorageBytes)", () => {
  it('takes uploads up to the limit, then refuses one that does not fit with code 181 and a clear message, storing nothing', async () => {
    expect(used()).toBe(0);
    for (const name of ['banner-300x250.png', 'banner-300x250.jpg']) expect((await uploadBanner(name)).type.code, name).toBe(0);
    expect(used()).toBe(fixture('banner-300x250.png').length + fixture('banner-300x250.jpg').length);

    const before = { disk: keptOnDisk(), files: t.mock.store.state().files.length };
    const refused = await uploadBanner('banner-600x500.png');
    expect(refused.status).toBe(400);
    expect(refused.type.code).toBe(CODE.FILE_SIZE_INVALID);
    const data = refused.data as UploadErrorData;
    expect(data.reason).toBe('storageQuota');
    expect(data.errors.file).toBe(
      "This account's files already take 8.8 KB of its 9.8 KB of storage, and this upload (5.0 KB) does not fit. Nothing was stored: remove files the account no longer uses, or upload a smaller file.",
    );
    expect(keptOnDisk()).toEqual(before.disk);
    expect(keptOnDisk()).not.toContain(contentHash(fixture('banner-600x500.png')));
    expect(t.mock.store.state().files.length).toBe(before.files);
  });

  it('counts whitelists toward the same limit: a small one fits, a larger one is refused', async () => {
    const small = await uploadWhitelist('Small', 'bundle_id\r\ncom.example.app\r\n');
    expect(small.type.code).toBe(0);
    const large = await uploadWhitelist('Large', `bundle_id\r\n${'com.example.long.bundle.name\r\n'.repeat(40)}`);
    expect(large.type.code).toBe(CODE.FILE_SIZE_INVALID);
    expect(large.data.errors?.file).toContain('does not fit');
    expect(t.mock.store.state().whitelists.filter((w) => w.space_id === SPACE).map((w) => w.name)).toEqual(['Small']);
  });

  it("counts the branding images an administrator uploads toward their account, a replaced one making room", async () => {
    const dsp = WHITELABELS.dsp.id;
    const saveImages = async (images: Partial<SaveWhitelabelRequest['whitelabel_settings']>) => {
      const body = unchangedSave((await readWhitelabel(t.base, t.admin, dsp)).data);
      return saveWhitelabel(t.base, t.admin, { ...body, whitelabel_settings: { ...body.whitelabel_settings, ...images } });
    };
    // Random pixels (about 7 KB): content no other record holds, so its file goes with its record.
    const headerContent = noisePng(60, 40, 7);
    const header = await saveImages({ email_header: newImage(headerContent, 'header.png') });
    expect(header.type.code).toBe(0);
    const logo = fixture('native-600x600.png');
    const refused = await saveImages({ company_logo: newImage(logo, 'logo.png') });
    expect(refused.type.code).toBe(CODE.FILE_SIZE_INVALID);
    expect((refused.data as { errors: Record<string, string> }).errors.company_logo).toContain('does not fit');
    expect(keptOnDisk()).not.toContain(contentHash(logo));
    // The same bytes in place of the header: what it replaces no longer counts.
    const replaced = await saveImages({ email_header: newImage(logo, 'header.png') });
    expect(replaced.type.code).toBe(0);
    expect(keptOnDisk()).toContain(contentHash(logo));
    expect(keptOnDisk()).not.toContain(contentHash(headerContent));
  });
});
