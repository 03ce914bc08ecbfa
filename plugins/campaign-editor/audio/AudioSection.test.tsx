import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { megabytes } from '../../../src/api/contract';
import { pngHeader } from '../../../src/media/mediaBytes.testkit';
import { fixtureFile, uploadRefusal } from '../creatives/uploads.testkit';
import { audioValues, formValues, mp3File, refuseNext, renderAudioAds, requestsNamed, stored, storedTrack } from './AudioSection.testkit';

const player = (name: string) => screen.getByRole('group', { name: `Track: ${name}` });
const box = () => screen.getByLabelText('Audio file');

/** The audio element reports its metadata as a browser does once it has read the file's header. */
const loadMetadata = (name: string, seconds: number) => {
  const audio = player(name).querySelector('audio');
  if (!audio) throw new Error('no audio element');
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(audio);
  return audio;
};

describe('AudioSection', () => {
  it("shows each stored track's player: its name as text, its size in Mb, its decoded duration, and its progress", () => {
    renderAudioAds({ values: audioValues([storedTrack(1, { duration: 17.02 }), storedTrack(2, { name: '<b>jingle</b>.mp3', size: 1.5, duration: 0 })]) });
    expect(screen.getByText('2 of 5 tracks')).toBeInTheDocument();
    const first = player('spot_1.mp3');
    expect(within(first).getByText('spot_1.mp3')).toBeInTheDocument();
    // The length the upload's checks decoded, before the element has read a byte, and after it misreads it.
    expect(within(first).getByText('0.03 Mb · 0:17')).toBeInTheDocument();
    expect(first.querySelector('audio')).toHaveAttribute('src', '/v1/file/cache/9141');
    loadMetadata('spot_1.mp3', 15.5);
    expect(within(first).getByText('0.03 Mb · 0:17')).toBeInTheDocument();
    expect(within(first).getByRole('slider', { name: 'Progress of spot_1.mp3' })).toHaveAttribute('aria-valuetext', '0:00 of 0:17');
    // A track stored without its length falls back to the element's, once read.
    const second = player('<b>jingle</b>.mp3');
    expect(within(second).getByText('<b>jingle</b>.mp3')).toBeInTheDocument();
    expect(second.querySelector('b')).toBeNull();
    expect(within(second).getByText('1.50 Mb · -:--')).toBeInTheDocument();
    loadMetadata('<b>jingle</b>.mp3', 20.09);
    expect(within(second).getByText('1.50 Mb · 0:20')).toBeInTheDocument();
  });

  it('plays and pauses a track, and its progress follows the playback', async () => {
    const user = userEvent.setup();
    renderAudioAds({ values: audioValues([storedTrack(1)]) });
    const audio = loadMetadata('spot_1.mp3', 20.09);
    let paused = true;
    Object.defineProperty(audio, 'paused', { configurable: true, get: () => paused });
    audio.play = () => {
      paused = false;
      fireEvent.play(audio);
      return Promise.resolve();
    };
    audio.pause = () => {
      paused = true;
      fireEvent.pause(audio);
    };
    await user.click(screen.getByRole('button', { name: 'Play spot_1.mp3' }));
    act(() => {
      audio.currentTime = 5.4;
      fireEvent.timeUpdate(audio);
    });
    expect(screen.getByRole('slider', { name: 'Progress of spot_1.mp3' })).toHaveAttribute('aria-valuetext', '0:05 of 0:20');
    await user.click(screen.getByRole('button', { name: 'Pause spot_1.mp3' }));
    expect(screen.getByRole('button', { name: 'Play spot_1.mp3' })).toBeInTheDocument();
  });

  it('uploads an mp3 of 15 to 30 s through the audio call and adds its track', async () => {
    const user = userEvent.setup();
    renderAudioAds();
    expect(screen.getByText('No track yet.')).toBeInTheDocument();
    await user.upload(box(), fixtureFile('audio-20s.mp3', 'spot 20s.mp3', 'audio/mpeg'));
    await waitFor(() => expect(formValues().visuals.audio_ads).toHaveLength(1));
    expect(requestsNamed('creativeUpload')).toEqual([{ call: 'audio', kind: 'audio', fileName: 'spot 20s.mp3' }]);
    // The duration is the upload's, as the mock's checks decoded it (the player shows it).
    const track = stored('spot 20s.mp3');
    const facts = track.checked?.facts;
    expect(facts).toMatchObject({ format: 'audio', duration: expect.closeTo(20, 1) });
    expect(formValues().visuals.audio_ads[0]).toEqual({
      file_id: track.id,
      name: 'spot 20s.mp3',
      url: track.url,
      size: megabytes(track.size ?? 0),
      duration: facts && 'duration' in facts ? facts.duration : undefined,
      extension: 'mp3',
    });
    expect(player('spot 20s.mp3')).toBeInTheDocument();
    expect(formValues().visuals.audio_enabled).toBe(true);
  });

  it('refuses a short, a long, a non-mp3 and an oversized file in the browser, each with its message, and sends nothing', async () => {
    const user = userEvent.setup();
    renderAudioAds();
    const refused = async (file: File, message: string) => {
      await user.upload(box(), file);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    };
    await refused(mp3File('spot 10s.mp3'), 'The audio must be at least 15 seconds long.');
    // No rounding: 14.6 s is too short and 30.05 s too long.
    await refused(mp3File('spot 14.6s.mp3'), 'The audio must be at least 15 seconds long.');
    await refused(mp3File('spot 30.05s.mp3'), 'The audio must be at most 30 seconds long.');
    await refused(new File([new Uint8Array(pngHeader(300, 250))], 'spot 20s.mp3', { type: 'audio/mpeg' }), 'Only mp3 files are allowed.');
    await refused(mp3File('spot 20s.mp3', 20 * 1024 * 1024 + 1), 'The file must be at most 20 MB.');
    expect(requestsNamed('creativeUpload')).toEqual([]);
    expect(formValues().visuals.audio_ads).toEqual([]);
  });

  it("shows the server's refusal in the browser check's words, translated, and keeps the tracks as they were", async () => {
    const user = userEvent.setup();
    // The mock takes the same upload into the same tracks, so the refusal below is the server's doing.
    const taken = renderAudioAds({ values: audioValues([storedTrack(1)]), language: 'ru' });
    await user.upload(screen.getByLabelText('Аудиофайл'), fixtureFile('audio-30s.mp3', 'spot 30s.mp3', 'audio/mpeg'));
    await waitFor(() => expect(formValues().visuals.audio_ads).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    taken.unmount();
    // Hand-made: the mock checks by the browser's rule, so it never refuses a file the check passed.
    refuseNext('creativeUpload', uploadRefusal('maxLengthError', 'The audio must be at most 30 seconds long.'));
    renderAudioAds({ values: audioValues([storedTrack(1)]), language: 'ru' });
    await user.upload(screen.getByLabelText('Аудиофайл'), fixtureFile('audio-30s.mp3', 'spot 30s.mp3', 'audio/mpeg'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Аудио должно длиться не больше 30 секунд.');
    expect(formValues().visuals.audio_ads).toEqual([storedTrack(1)]);
    expect(screen.getByRole('group', { name: 'Трек: spot_1.mp3' })).toBeInTheDocument();
  });

  it('holds at most 5 tracks: the box gives way to a note at 5 and comes back when one is removed', async () => {
    const user = userEvent.setup();
    renderAudioAds({ values: audioValues([1, 2, 3, 4, 5].map((n) => storedTrack(n))) });
    expect(screen.queryByLabelText('Audio file')).toBeNull();
    expect(screen.getByText('5 tracks is the most a campaign holds: remove one to add another.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove spot_3.mp3' }));
    expect(formValues().visuals.audio_ads.map((track) => track.name)).toEqual(['spot_1.mp3', 'spot_2.mp3', 'spot_4.mp3', 'spot_5.mp3']);
    expect(box()).toBeInTheDocument();
    expect(screen.getByText('4 of 5 tracks')).toBeInTheDocument();
  });

  it('says a record with more than 5 tracks must keep at most 5, in the rule’s words', async () => {
    renderAudioAds({ values: audioValues([1, 2, 3, 4, 5, 6].map((n) => storedTrack(n))) });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Keep at most 5 tracks.')).toBeInTheDocument();
  });
});
