import { megabytes, type AudioAd, type UploadedAudio } from '../../../src/api/contract';

/** The mock's limit on a stored label (mock-server/campaign-shape.ts TEXT_LIMITS.label). */
const NAME_MAX = 255;

/** An uploaded track as the campaign stores it: the name it was sent under, its cached URL, its size in MB, its decoded length. */
export const audioAdOf = (stored: UploadedAudio): AudioAd => ({
  file_id: stored.file_id,
  name: [...stored.file_name].slice(0, NAME_MAX).join(''),
  url: stored.file_url,
  size: megabytes(stored.size),
  duration: stored.duration,
  extension: 'mp3',
});
