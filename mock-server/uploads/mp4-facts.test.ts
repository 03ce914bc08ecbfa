import { describe, expect, it } from 'vitest';
import { fixture, mp4PaddedTo } from './fixture-files';
import { mp4Facts } from './mp4-facts';
import { bytesSource } from './byte-source';

describe('mp4Facts: a video size and duration from its boxes', () => {
  it.each([
    ['video-640x360.mp4', 640, 360],
    ['video-480x360.mp4', 480, 360],
    ['video-1920x800.mp4', 1920, 800],
    ['video-320x240.mp4', 320, 240],
  ])('%s is %ix%i and lasts 2 s', async (name, width, height) => {
    expect(await mp4Facts(bytesSource(fixture(name)))).toEqual({ width, height, duration: 2 });
  });

  it('skips a trailing free box', async () => {
    expect(await mp4Facts(bytesSource(mp4PaddedTo(fixture('video-640x360.mp4'), 50_000)))).toEqual({ width: 640, height: 360, duration: 2 });
  });

  it('is null without a movie header or a video track', async () => {
    const mp4 = fixture('video-640x360.mp4');
    // faststart put the movie header first: only the file type box is left of it here.
    expect(await mp4Facts(bytesSource(mp4.subarray(0, 40)))).toBeNull();
    expect(await mp4Facts(bytesSource(fixture('audio-20s.mp3')))).toBeNull();
    expect(await mp4Facts(bytesSource(Buffer.from('not a video')))).toBeNull();
  });
});
