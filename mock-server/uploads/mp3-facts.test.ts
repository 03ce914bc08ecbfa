import { describe, expect, it } from 'vitest';
import { fixture } from './fixture-files';
import { mp3Duration } from './mp3-facts';
import { onDisk } from './on-disk.testkit';

describe('mp3Duration: an mp3 stream read frame by frame', () => {
  // The samples that play, exactly: LAME's frames (a "10 s" file has 10.08 s of them) less the encoder
  // delay and padding its Info tag records, as Chromium's decoder trims them (measured: the same values).
  it.each([
    ['audio-10s.mp3', 10],
    ['audio-14.6s.mp3', 14.6],
    ['audio-15s.mp3', 15],
    ['audio-20s.mp3', 20],
    ['audio-30s.mp3', 30],
    ['audio-30.05s.mp3', 30.05],
    ['audio-35s.mp3', 35],
  ])('%s lasts %f s', async (name, seconds) => {
    expect(await mp3Duration(onDisk(fixture(name)))).toBe(seconds);
  });

  it('counts every frame without the Info header (as for a VBR file without one): nothing says what to trim', async () => {
    const mp3 = fixture('audio-20s.mp3');
    // The ID3 tag's size (syncsafe), then the Info frame right after it: blank the frame's "Info" tag.
    const tagEnd = 10 + ((mp3[6] ?? 0) << 21 | (mp3[7] ?? 0) << 14 | (mp3[8] ?? 0) << 7 | (mp3[9] ?? 0));
    const info = mp3.indexOf('Info', tagEnd, 'latin1');
    expect(info).toBeGreaterThan(tagEnd);
    const stripped = Buffer.from(mp3);
    stripped.write('\0\0\0\0', info, 'latin1');
    expect(await mp3Duration(onDisk(stripped))).toBeCloseTo(20.088, 1);
  });

  it('is null for what holds no mp3 frames', async () => {
    expect(await mp3Duration(onDisk(fixture('audio-2s.wav')))).toBeNull();
    expect(await mp3Duration(onDisk(fixture('banner-300x250.png')))).toBeNull();
    expect(await mp3Duration(onDisk(new Uint8Array(0)))).toBeNull();
  });
});
