import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstMp3Frame, mp3PlayedSamples } from './mp3Frames';

describe('mp3Frames: the first frame and the LAME/Info tag, as FFmpeg reads them', () => {
  const fixture = (name: string) => new Uint8Array(readFileSync(resolve('test-fixtures/creatives', name)));

  it("finds the first frame past the ID3 tag, its sample rate, and the samples that play once the encoder's delay and padding are trimmed", () => {
    const mp3 = fixture('audio-30s.mp3');
    expect(firstMp3Frame(mp3)).toMatchObject({ sampleRate: 16_000, samplesPerFrame: 576 });
    // 836 frames of 576 samples (30.096 s) less the 1,536 samples the tag says to trim: 30.0 s exactly.
    expect(mp3PlayedSamples(mp3)).toEqual({ samples: 480_000, sampleRate: 16_000 });
    expect(mp3PlayedSamples(fixture('audio-14.6s.mp3'))).toEqual({ samples: 233_600, sampleRate: 16_000 });
  });

  it('answers null without a frame or without an Info tag', () => {
    expect(firstMp3Frame(fixture('audio-id3-only.mp3'))).toBeNull();
    expect(mp3PlayedSamples(fixture('banner-300x250.png'))).toBeNull();
    const untagged = fixture('audio-20s.mp3');
    const info = Buffer.from(untagged).indexOf('Info', 0, 'latin1');
    untagged.set([0, 0, 0, 0], info);
    expect(mp3PlayedSamples(untagged)).toBeNull();
  });
});
