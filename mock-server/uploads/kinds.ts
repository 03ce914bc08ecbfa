import {
  AUDIO_UPLOAD_KINDS,
  CREATIVE_UPLOAD_PATHS,
  NATIVE_UPLOAD_KINDS,
  UPLOAD3_KINDS,
  VIDEO_UPLOAD_KINDS,
} from '../../src/api/contract';

/** Every rule a creative file is checked against, one per upload call and `kind`. */
export type CreativeKind =
  | 'image'
  | 'banner'
  | 'dynamic_image'
  | 'dynamic_logo'
  | 'native_image'
  | 'native_logo'
  | 'native_video'
  | 'video'
  | 'companion'
  | 'audio';

export type UploadCall = 'upload3' | 'native' | 'video' | 'audio';

export interface UploadCallSpec {
  path: string;
  /** The `kind` values the call takes (one is required). */
  kinds: readonly string[];
  /** The rule of each `kind` value. */
  ruleOf: Readonly<Record<string, CreativeKind>>;
}

export const UPLOAD_CALLS: Readonly<Record<UploadCall, UploadCallSpec>> = {
  upload3: {
    path: CREATIVE_UPLOAD_PATHS.upload3,
    kinds: UPLOAD3_KINDS,
    ruleOf: { image: 'image', banner: 'banner', dynamic_image: 'dynamic_image', dynamic_logo: 'dynamic_logo' },
  },
  native: {
    path: CREATIVE_UPLOAD_PATHS.native,
    kinds: NATIVE_UPLOAD_KINDS,
    ruleOf: { image: 'native_image', logo: 'native_logo', video: 'native_video' },
  },
  video: { path: CREATIVE_UPLOAD_PATHS.video, kinds: VIDEO_UPLOAD_KINDS, ruleOf: { video: 'video', companion: 'companion' } },
  audio: { path: CREATIVE_UPLOAD_PATHS.audio, kinds: AUDIO_UPLOAD_KINDS, ruleOf: { audio: 'audio' } },
};

/**
 * The rule a call's `kind` field names, null when it names none. A `kind` is required: a default would
 * let a file skip its rule (upload3's general `image` has none), so a missing one is refused like an
 * unknown one.
 */
export const ruleFor = (call: UploadCall, kind: string | undefined): CreativeKind | null => {
  const chosen = kind?.trim() ?? '';
  const { ruleOf } = UPLOAD_CALLS[call];
  return Object.hasOwn(ruleOf, chosen) ? (ruleOf[chosen] ?? null) : null;
};
