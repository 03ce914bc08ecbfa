import { describe, expect, it } from 'vitest';
import audioEn from '../../../locales/en/campaign-editor-audio.json';
import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import nativeEn from '../../../locales/en/campaign-editor-native.json';
import videoEn from '../../../locales/en/campaign-editor-video.json';
import {
  COMPANION_SIZE,
  NATIVE_IMAGE_SIZES,
  NATIVE_LOGO_SIZE,
  SIZE_LIMIT_LABEL,
  UPLOAD_MESSAGES,
  type PixelSize,
  type UploadErrorReason,
} from '../../../src/api/contract';
import { audioProblemOf } from '../audio/audioFileCheck';
import { bannerProblemOf } from '../banner/bannerFileCheck';
import { nativeImageProblemOf } from '../native/nativeFileCheck';
import { responsiveProblemOf } from '../responsive/responsiveFileCheck';
import { videoProblemOf } from '../video/videoFileCheck';
import type { UploadProblem } from './uploadProblems';

/**
 * The browser's English refusals are a copy of the contract's UPLOAD_MESSAGES (what the mock answers).
 * For every upload kind, every reason the mock can answer for it is shown by the browser word for word
 * as the mock's English text, with the labels each tab passes in English.
 */
const UPLOAD = creativesEn['campaign-editor'].creatives.upload as Record<string, string>;
const english = (problem: UploadProblem | undefined): string | undefined =>
  problem && UPLOAD[problem.message]?.replace(/%\{(\w+)\}/g, (_whole, name: string) => problem.args?.[name] ?? `%{${name}}`);

const SLOT: PixelSize = { width: 300, height: 250 };
const NATIVE_SIZES = nativeEn['campaign-editor'].native.sizes;
const VIDEO_LIMITS = videoEn['campaign-editor'].video.limits;
const NATIVE_LIMITS = { video: nativeEn['campaign-editor'].native.limits.video, companion: '' };
const AUDIO_LIMIT = audioEn['campaign-editor'].audio.limit;

const IMAGE_COMMON = { imageTooBig: UPLOAD_MESSAGES.imageTooBig, imagePixels: UPLOAD_MESSAGES.imagePixels, unreadable: UPLOAD_MESSAGES.unreadable, emptyFile: UPLOAD_MESSAGES.emptyFile };
const MEDIA_COMMON = { unreadable: UPLOAD_MESSAGES.unreadable, emptyFile: UPLOAD_MESSAGES.emptyFile };

/** Each kind's browser mapping, and the mock's English message for every reason it answers for that kind. */
const KINDS: [string, (reason: UploadErrorReason) => UploadProblem | undefined, Partial<Record<UploadErrorReason, string>>][] = [
  [
    'banner',
    bannerProblemOf(SLOT),
    { bannerSize: UPLOAD_MESSAGES.bannerSize(SLOT), fileType: UPLOAD_MESSAGES.bannerType, htmlFormatError: UPLOAD_MESSAGES.htmlFormatError, htmlTooBig: UPLOAD_MESSAGES.htmlTooBig, htmlDamaged: UPLOAD_MESSAGES.htmlDamaged, ...IMAGE_COMMON },
  ],
  ['dynamic_image', responsiveProblemOf, { imageSizeError: UPLOAD_MESSAGES.imageSizeError, fileType: UPLOAD_MESSAGES.imageType, ...IMAGE_COMMON }],
  ['dynamic_logo', responsiveProblemOf, { imageSquareError: UPLOAD_MESSAGES.imageSquareError, fileType: UPLOAD_MESSAGES.imageType, ...IMAGE_COMMON }],
  ['native image', nativeImageProblemOf('image', NATIVE_SIZES), { imageDimensions: UPLOAD_MESSAGES.imageDimensions(NATIVE_IMAGE_SIZES), fileType: UPLOAD_MESSAGES.imageType, ...IMAGE_COMMON }],
  ['native logo', nativeImageProblemOf('logo', NATIVE_SIZES), { imageDimensions: UPLOAD_MESSAGES.imageDimensions([NATIVE_LOGO_SIZE]), fileType: UPLOAD_MESSAGES.imageType, ...IMAGE_COMMON }],
  [
    'native video',
    videoProblemOf('video', NATIVE_LIMITS),
    { videoDimensions: UPLOAD_MESSAGES.videoDimensions, fileType: UPLOAD_MESSAGES.videoType, fileSizeError: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.video), ...MEDIA_COMMON },
  ],
  [
    'video',
    videoProblemOf('video', VIDEO_LIMITS),
    { videoDimensions: UPLOAD_MESSAGES.videoDimensions, fileType: UPLOAD_MESSAGES.videoType, fileSizeError: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.video), ...MEDIA_COMMON },
  ],
  [
    'companion',
    videoProblemOf('companion', VIDEO_LIMITS),
    {
      imageDimensions: UPLOAD_MESSAGES.imageDimensions([COMPANION_SIZE]),
      fileType: UPLOAD_MESSAGES.companionType,
      fileSizeError: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.companion),
      imagePixels: UPLOAD_MESSAGES.imagePixels,
      ...MEDIA_COMMON,
    },
  ],
  [
    'audio',
    audioProblemOf(AUDIO_LIMIT),
    {
      invalidFileError: UPLOAD_MESSAGES.invalidFileError,
      minLengthError: UPLOAD_MESSAGES.minLengthError,
      maxLengthError: UPLOAD_MESSAGES.maxLengthError,
      fileSizeError: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.audio),
      ...MEDIA_COMMON,
    },
  ],
];

describe("the browser's English refusals are the contract's, for every upload kind", () => {
  it.each(KINDS)('%s: every reason the mock answers reads as the mock writes it', (_kind, problemOf, expected) => {
    for (const [reason, message] of Object.entries(expected)) expect(english(problemOf(reason as UploadErrorReason)), reason).toBe(message);
  });

  it('leaves the form refusals (no rule of the browser) to the upload failure message', () => {
    for (const [, problemOf] of KINDS) for (const reason of ['form', 'kind', 'slot', 'required'] as const) expect(problemOf(reason)).toBeUndefined();
  });
});
