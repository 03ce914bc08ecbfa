import { describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES } from '../../../src/api/contract';
import { blobOf, pngHeader } from '../../../src/media/mediaBytes.testkit';
import { audioFileProblem, audioProblemOf } from './audioFileCheck';

/** An mp3 by its first bytes (an MPEG-1 layer III frame header), padded to `size` bytes. */
const mp3 = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return blobOf(bytes, 'audio/mpeg');
};
const lasting = (seconds: number | null) => () => Promise.resolve(seconds);

describe('audioFileProblem (spec 2 §5), before the upload', () => {
  it('takes an mp3 of 15.0 to 30.0 seconds, both bounds included', async () => {
    for (const seconds of [15, 15.001, 20.09, 29.999, 30]) expect(await audioFileProblem(mp3(), { readDuration: lasting(seconds) }), String(seconds)).toBeNull();
  });

  it('refuses a shorter track with minLengthError and a longer one with maxLengthError, with no rounding', async () => {
    // The same mp3 lasting 20 s is taken, so each refusal is its length's doing.
    expect(await audioFileProblem(mp3(), { readDuration: lasting(20) })).toBeNull();
    expect(await audioFileProblem(mp3(), { readDuration: lasting(10) })).toEqual({ reason: 'minLengthError', message: 'minLengthError' });
    expect(await audioFileProblem(mp3(), { readDuration: lasting(14.6) })).toMatchObject({ reason: 'minLengthError' });
    expect(await audioFileProblem(mp3(), { readDuration: lasting(14.999) })).toMatchObject({ reason: 'minLengthError' });
    expect(await audioFileProblem(mp3(), { readDuration: lasting(30.001) })).toEqual({ reason: 'maxLengthError', message: 'maxLengthError' });
    expect(await audioFileProblem(mp3(), { readDuration: lasting(30.05) })).toMatchObject({ reason: 'maxLengthError' });
  });

  it('reads the content: a PNG named .mp3 or a WAV is no mp3 (invalidFileError), and is not even decoded', async () => {
    let decoded = 0;
    const readDuration = () => {
      decoded += 1;
      return Promise.resolve(20);
    };
    // An mp3 under the same name and decoder is taken and decoded once, so each refusal below is its content's doing.
    expect(await audioFileProblem(new File([await mp3().arrayBuffer()], 'spot.mp3', { type: 'audio/mpeg' }), { readDuration })).toBeNull();
    expect(decoded).toBe(1);
    const png = new File([new Uint8Array(pngHeader(300, 250))], 'spot.mp3', { type: 'audio/mpeg' });
    const wav = new File([new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt ')], 'spot.wav', { type: 'audio/wav' });
    expect(await audioFileProblem(png, { readDuration })).toEqual({ reason: 'invalidFileError', message: 'invalidFileError' });
    expect(await audioFileProblem(wav, { readDuration })).toMatchObject({ reason: 'invalidFileError' });
    // Neither was decoded: the count is still the control's.
    expect(decoded).toBe(1);
  });

  it('calls an mp3 the browser cannot decode unreadable', async () => {
    // The same mp3 decoded to 20 s is taken, so the refusal is the failed decoding's doing.
    expect(await audioFileProblem(mp3(), { readDuration: lasting(20) })).toBeNull();
    expect(await audioFileProblem(mp3(), { readDuration: lasting(null) })).toEqual({ reason: 'unreadable', message: 'unreadable' });
  });

  it('refuses an empty file, and one over 20 MB before decoding it, with the limit as the tab names it', async () => {
    const never = () => Promise.reject(new Error('not decoded'));
    expect(await audioFileProblem(blobOf(new Uint8Array()), { readDuration: never })).toMatchObject({ reason: 'emptyFile' });
    expect(await audioFileProblem(mp3(AUDIO_MAX_BYTES), { readDuration: lasting(20) })).toBeNull();
    expect(await audioFileProblem(mp3(AUDIO_MAX_BYTES + 1), { readDuration: never })).toEqual({ reason: 'fileSizeError', message: 'fileSizeError', args: { limit: '20 MB' } });
    expect(await audioFileProblem(mp3(AUDIO_MAX_BYTES + 1), { limit: '20 МБ', readDuration: never })).toMatchObject({ args: { limit: '20 МБ' } });
  });
});

describe('audioProblemOf: a server refusal in the browser check’s words', () => {
  it('names each reason of the audio rule, and leaves others to the server’s text', () => {
    expect(audioProblemOf()('fileSizeError')).toEqual({ reason: 'fileSizeError', message: 'fileSizeError', args: { limit: '20 MB' } });
    expect(audioProblemOf('20 МБ')('fileSizeError')).toMatchObject({ args: { limit: '20 МБ' } });
    for (const reason of ['invalidFileError', 'minLengthError', 'maxLengthError', 'unreadable', 'emptyFile'] as const) expect(audioProblemOf()(reason)).toEqual({ reason, message: reason });
    expect(audioProblemOf()('kind')).toBeUndefined();
    expect(audioProblemOf()('imageTooBig')).toBeUndefined();
  });
});
