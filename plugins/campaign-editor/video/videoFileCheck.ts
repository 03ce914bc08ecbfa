import { COMPANION_MAX_BYTES, COMPANION_SIZE, SIZE_LIMIT_LABEL, sizeLabel, VIDEO_MAX_BYTES, VIDEO_SIZES, type PixelSize, type UploadErrorReason } from '../../../src/api/contract';
import { blobKind, type FileKind } from '../../../src/media/fileSignature';
import { blobMp4Metadata } from '../../../src/media/mp4Metadata';
import { imageFileProblem } from '../creatives/imageFileCheck';
import { problem, type UploadProblem } from '../creatives/uploadProblems';

/** The two files of a video ad, as the video upload call's kinds name them. */
export type VideoFileKind = 'video' | 'companion';

/**
 * The size limit as the message names it ('10 MB', '150 KB'): the contract's English label by
 * default; the tab passes its translation, so the Russian message reads МБ and КБ.
 */
export type LimitLabels = Readonly<Record<VideoFileKind, string>>;
export const ENGLISH_LIMITS: LimitLabels = { video: SIZE_LIMIT_LABEL.video, companion: SIZE_LIMIT_LABEL.companion };

const COMPANION_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg']);
const same = (a: PixelSize, b: PixelSize) => a.width === b.width && a.height === b.height;

const fileSizeProblem = (limit: string): UploadProblem => ({ ...problem('fileSizeError'), args: { limit } });
const companionSizeProblem = (): UploadProblem => ({ ...problem('imageDimensions'), args: { sizes: sizeLabel(COMPANION_SIZE) } });

/**
 * A video ad's video checked in the browser before it is sent (spec 2 §5), by its content and in the
 * server's order (mock-server/uploads/check-creative.ts): empty, at most 10 MB (fileSizeError), an
 * mp4 by its magic bytes, then its video track's size from the movie header: 480x360, 640x360 or
 * 1920x800 (videoDimensions). Null when it may be sent.
 */
export const videoFileProblem = async (file: Blob, limits: LimitLabels = ENGLISH_LIMITS): Promise<UploadProblem | null> => {
  if (file.size === 0) return problem('emptyFile');
  if (file.size > VIDEO_MAX_BYTES) return fileSizeProblem(limits.video);
  if ((await blobKind(file)) !== 'mp4') return problem('fileType', 'videoType');
  const facts = await blobMp4Metadata(file);
  if (!facts) return problem('unreadable');
  return VIDEO_SIZES.some((size) => same(size, facts)) ? null : problem('videoDimensions');
};

/**
 * A companion banner checked the same way: empty, at most 150 KB (fileSizeError), jpg or png by
 * content (companionType), then exactly 300x250 ('Please upload image with 300x250 dimensions').
 */
export const companionFileProblem = (file: Blob, limits: LimitLabels = ENGLISH_LIMITS): Promise<UploadProblem | null> =>
  imageFileProblem(file, {
    tooBig: (bytes) => (bytes > COMPANION_MAX_BYTES ? fileSizeProblem(limits.companion) : null),
    formats: COMPANION_KINDS,
    typeMessage: 'companionType',
    fits: (size) => (same(size, COMPANION_SIZE) ? null : companionSizeProblem()),
  });

/** A server refusal's reason in the browser check's words (the same rule, so the same message, translated). */
export const videoProblemOf =
  (kind: VideoFileKind, limits: LimitLabels = ENGLISH_LIMITS) =>
  (reason: UploadErrorReason): UploadProblem | undefined => {
    switch (reason) {
      case 'fileSizeError':
        return fileSizeProblem(limits[kind]);
      case 'fileType':
        return problem('fileType', kind === 'video' ? 'videoType' : 'companionType');
      case 'videoDimensions':
        return kind === 'video' ? problem('videoDimensions') : undefined;
      case 'imageDimensions':
        return kind === 'companion' ? companionSizeProblem() : undefined;
      case 'imagePixels':
        return kind === 'companion' ? problem(reason) : undefined;
      case 'unreadable':
      case 'emptyFile':
        return problem(reason);
      default:
        return undefined;
    }
  };
