import { describe, expect, it } from 'vitest';
import { fixture } from './fixture-files';
import { sniffFormat } from './sniff';
import { onDisk } from './on-disk.testkit';

describe('sniffFormat: the format by content', () => {
  it.each([
    ['banner-300x250.png', 'png'],
    ['banner-300x250.jpg', 'jpg'],
    ['banner-320x50.webp', 'webp'],
    ['banner-728x90.gif', 'gif'],
    ['html-banner.zip', 'zip'],
    ['audio-20s.mp3', 'mp3'],
    ['video-640x360.mp4', 'mp4'],
    // A PNG named .mp3 is a PNG; a WAV is no creative format.
    ['image-named.mp3', 'png'],
    ['audio-2s.wav', null],
  ])('%s is %s', async (name, format) => {
    expect(await sniffFormat(onDisk(fixture(name)))).toBe(format);
  });

  it('finds nothing in an empty file, text, or a cut-off signature', async () => {
    expect(await sniffFormat(onDisk(new Uint8Array(0)))).toBeNull();
    expect(await sniffFormat(onDisk(Buffer.from('<html><body>not an image</body></html>')))).toBeNull();
    expect(await sniffFormat(onDisk(fixture('banner-300x250.png').subarray(0, 3)))).toBeNull();
  });
});
