import { AUDIO_MAX_BYTES, audioLengthProblem, SIZE_LIMIT_LABEL, type UploadErrorReason } from '../../../src/api/contract';
import { decodedAudioDuration } from '../../../src/media/audioDuration';
import { blobKind } from '../../../src/media/fileSignature';
import { problem, type UploadProblem } from '../creatives/uploadProblems';

/** How long a file plays, in seconds, or null when it cannot be decoded (the tests give their own). */
export type DurationReader = (file: Blob) => Promise<number | null>;

export interface AudioCheckOptions {
  /** The size limit as the message names it: the contract's '20 MB' by default, the tab's translation otherwise. */
  limit?: string;
  readDuration?: DurationReader;
}

const fileSizeProblem = (limit: string): UploadProblem => ({ ...problem('fileSizeError'), args: { limit } });

/**
 * An audio track checked in the browser before it is sent (spec 2 §5), by its content and in the
 * server's order (mock-server/uploads/check-creative.ts): empty, at most 20 MB (fileSizeError), an
 * mp3 by its magic bytes (invalidFileError, whatever its name says), then its length found by decoding
 * it (the audio element misreads some files), 15.0 to 30.0 seconds exactly (minLengthError,
 * maxLengthError; the decoder trims the encoder's padding, as the server's reading of the track does).
 * Null when it may be sent.
 */
export const audioFileProblem = async (file: Blob, { limit = SIZE_LIMIT_LABEL.audio, readDuration = decodedAudioDuration }: AudioCheckOptions = {}): Promise<UploadProblem | null> => {
  if (file.size === 0) return problem('emptyFile');
  if (file.size > AUDIO_MAX_BYTES) return fileSizeProblem(limit);
  if ((await blobKind(file)) !== 'mp3') return problem('invalidFileError');
  const duration = await readDuration(file);
  if (duration === null) return problem('unreadable');
  const length = audioLengthProblem(duration);
  return length === null ? null : problem(length);
};

/** A server refusal's reason in the browser check's words (the same rule, so the same message, translated). */
export const audioProblemOf =
  (limit: string = SIZE_LIMIT_LABEL.audio) =>
  (reason: UploadErrorReason): UploadProblem | undefined => {
    switch (reason) {
      case 'fileSizeError':
        return fileSizeProblem(limit);
      case 'invalidFileError':
      case 'minLengthError':
      case 'maxLengthError':
      case 'unreadable':
      case 'emptyFile':
        return problem(reason);
      default:
        return undefined;
    }
  };
