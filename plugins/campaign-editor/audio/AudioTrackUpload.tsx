import { useTranslate } from 'ra-core';
import type { AudioAd } from '../../../src/api/contract';
import { UploadBox } from '../../../src/widgets/upload-box/UploadBox';
import { useCreativeUpload } from '../creatives/useCreativeUpload';
import { audioFileProblem, audioProblemOf, type DurationReader } from './audioFileCheck';
import { audioAdOf } from './audioTrack';

const A = 'campaign-editor.audio';

/**
 * The box that adds a track (spec 2 §5, §7 "Uploads"): the file checked in the browser (mp3 by content,
 * 15 to 30 s by decoding it, at most 20 MB), then sent to the audio upload call, which checks it again;
 * a refusal from either is shown in the same words. A refused file changes nothing in the form.
 */
export const AudioTrackUpload = ({ readDuration, onUploaded }: { readDuration?: DurationReader; onUploaded: (track: AudioAd) => void }) => {
  const translate = useTranslate();
  const limit = translate(`${A}.limit`);
  const { uploadFirst, busy, refusal } = useCreativeUpload({
    call: 'audio',
    kind: 'audio',
    check: (file) => audioFileProblem(file, { limit, readDuration }),
    problemOf: audioProblemOf(limit),
  });
  return (
    <UploadBox
      label={translate(`${A}.file`)}
      hint={translate(`${A}.hint`, { limit })}
      accept="audio/mpeg,.mp3"
      busy={busy}
      error={refusal}
      onFiles={uploadFirst((stored) => {
        if (stored.format === 'audio') onUploaded(audioAdOf(stored));
      })}
    />
  );
};
