import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fixture } from './fixture-files';
import { listZip } from './zip-listing';
import { bytesSource } from './byte-source';

/** A zip whose only entry's deflate data starts with an invalid block type: unpacking it fails. */
const zipWithBrokenData = (): Uint8Array => {
  const zip = zipSync({ 'index.html': new Uint8Array(100_000) }, { level: 9 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const dataStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
  // 0xFF: a final block of type 3, which deflate reserves (an error in every inflater).
  zip[dataStart] = 0xff;
  return zip;
};

describe('listZip: the central directory, nothing unpacked', () => {
  it('lists names (folders joined with /) and what each entry unpacks to', async () => {
    expect(await listZip(bytesSource(fixture('html-banner.zip')))).toEqual([
      { name: 'index.html', unpackedBytes: 179 },
      { name: 'style.css', unpackedBytes: 65 },
      { name: 'img/', unpackedBytes: 0 },
      { name: 'img/logo.png', unpackedBytes: 286 },
    ]);
    expect((await listZip(bytesSource(fixture('html-banner-nested.zip'))))?.map((e) => e.name)).toEqual(['banner/', 'banner/index.html', 'banner/style.css']);
  });

  it("reads a zip bomb's listing without inflating it: 64 MiB announced from 65 KB", async () => {
    const entries = await listZip(bytesSource(fixture('html-banner-bomb.zip')));
    expect(entries?.find((e) => e.name === 'padding.bin')?.unpackedBytes).toBe(64 * 1024 * 1024);
  });

  it('lists an entry whose data would not even inflate: the data is never read', async () => {
    const broken = zipWithBrokenData();
    expect(() => unzipSync(broken)).toThrow();
    expect(await listZip(bytesSource(broken))).toEqual([{ name: 'index.html', unpackedBytes: 100_000 }]);
  });

  it('is null for what is not a zip, or a zip cut short', async () => {
    expect(await listZip(bytesSource(fixture('banner-300x250.png')))).toBeNull();
    expect(await listZip(bytesSource(strToU8('PK\u0003\u0004 but nothing else')))).toBeNull();
    const zip = fixture('html-banner.zip');
    expect(await listZip(bytesSource(zip.subarray(0, zip.length - 30)))).toBeNull();
  });
});
