import {
  BANNER_SLOTS,
  CODE,
  megabytes,
  sizeLabel,
  type CampaignVisuals,
  type ErrorCode,
  type MediaFile,
  type NativeImage,
  type PixelSize,
} from '../src/api/contract';
import type { Problem } from './campaign-validation';
import { EXTRA_CODE } from './codes';
import { canActOnSpace, type Caller } from './context';
import type { CheckedUpload, DbState, StoredFile } from './db/types';
import { SCHEMA_MESSAGES } from './schema';
import type { CreativeKind } from './uploads/kinds';
import { fileAddress } from './uploads/stored-file';

/**
 * The campaign save's second look at the creatives (uploads are checked twice: at upload and here): a
 * creative may only name a file that was uploaded and checked for its place (the kind, and a banner's
 * slot), which the caller may use; what the file is (its address, pixel size, format, bytes and
 * duration) is taken from the stored file, never from the body. Problems: a file that does not exist
 * or is another account's is code 132 ("Campaign's creatives is not found": the same answer for both,
 * so no one can learn another account's file ids), a file checked for another place code 2, each on
 * its `file_id` field.
 */
export const CREATIVE_FILE_MESSAGES = {
  notFound: 'The file was not found: upload it again.',
  wrongPlace: (place: string) => `The file was not uploaded for ${place}.`,
  notSlot: 'Not a banner slot.',
  slotTwice: 'One banner per slot.',
} as const;

export interface CreativeFileAccess {
  file: (id: number) => StoredFile | undefined;
  /** Whether the caller may use this stored file in this campaign (see mayUseFile in campaign-save.ts). */
  mayUse: (file: StoredFile) => boolean;
}

/** What a creative takes from its stored file. */
interface FileFacts {
  url: string;
  bytes: number;
  width: number;
  height: number;
  duration: number;
  format: CheckedUpload['facts']['format'];
}

interface Place {
  kinds: readonly CreativeKind[];
  /** The message's name of the place: 'the 300x250 banner slot', 'a video ad'. */
  what: string;
  slot?: PixelSize;
}

const factsOf = (file: StoredFile, checked: CheckedUpload): FileFacts => {
  const { facts } = checked;
  return {
    url: fileAddress(file),
    bytes: file.size ?? 0,
    width: 'width' in facts ? facts.width : 0,
    height: 'height' in facts ? facts.height : 0,
    duration: 'duration' in facts ? facts.duration : 0,
    format: facts.format,
  };
};

const sameSize = (a: PixelSize | null, b: PixelSize): boolean => a !== null && a.width === b.width && a.height === b.height;

/** The visuals with every file-backed field taken from its stored file, and the problems found on the way. */
export const resolveCreativeFiles = (visuals: CampaignVisuals, access: CreativeFileAccess): { visuals: CampaignVisuals; problems: Problem[] } => {
  const problems: Problem[] = [];
  const refuse = (code: ErrorCode, field: string, message: string): null => {
    problems.push({ code, field, message });
    return null;
  };
  /** The stored file a creative at `path` names, if it was checked for `place` and the caller may use it. */
  const stored = (fileId: number | null, path: string, place: Place): FileFacts | null => {
    const field = `${path}.file_id`;
    if (fileId === null) return refuse(CODE.INVALID_ARGUMENT, field, SCHEMA_MESSAGES.required);
    const file = access.file(fileId);
    if (!file || !access.mayUse(file)) return refuse(EXTRA_CODE.CREATIVES_NOT_FOUND, field, CREATIVE_FILE_MESSAGES.notFound);
    const { checked } = file;
    const fits = checked !== undefined && place.kinds.includes(checked.kind) && (place.slot === undefined || sameSize(checked.slot, place.slot));
    return fits ? factsOf(file, checked) : refuse(CODE.INVALID_ARGUMENT, field, CREATIVE_FILE_MESSAGES.wrongPlace(place.what));
  };

  const banners = visuals.banners.map((banner, index) => {
    const path = `visuals.banners.${index}`;
    const slot = BANNER_SLOTS.find((one) => one.key === banner.key);
    if (!slot) {
      refuse(CODE.INVALID_ARGUMENT, `${path}.key`, CREATIVE_FILE_MESSAGES.notSlot);
      return banner;
    }
    if (visuals.banners.findIndex((other) => other.key === banner.key) !== index) refuse(CODE.INVALID_ARGUMENT, `${path}.key`, CREATIVE_FILE_MESSAGES.slotTwice);
    const size = { width: slot.width, height: slot.height };
    const file = stored(banner.file_id, path, { kinds: ['banner'], slot: size, what: `the ${sizeLabel(size)} banner slot` });
    return file ? { ...banner, ...size, url: file.url, format: file.format === 'html' ? ('html' as const) : ('image' as const) } : banner;
  });

  const dynamic = visuals.dynamic_ad;
  const dynamicAd = dynamic && {
    ...dynamic,
    images: dynamic.images.map((image, index) => {
      const file = stored(image.file_id, `visuals.dynamic_ad.images.${index}`, { kinds: ['dynamic_image'], what: 'a responsive ad image' });
      return file ? { ...image, url: file.url } : image;
    }),
    logos: dynamic.logos.map((logo, index) => {
      const file = stored(logo.file_id, `visuals.dynamic_ad.logos.${index}`, { kinds: ['dynamic_logo'], what: 'a responsive ad logo' });
      return file ? { ...logo, url: file.url } : logo;
    }),
  };

  const nativeImage = (image: NativeImage, path: string, place: Place): NativeImage => {
    const file = stored(image.file_id, path, place);
    return file ? { ...image, url: file.url, width: file.width, height: file.height } : image;
  };
  const nativeVideo = (video: MediaFile): MediaFile => {
    const file = stored(video.file_id, 'visuals.native_ad.video', { kinds: ['native_video', 'video'], what: 'a native ad video' });
    return file ? { ...video, url: file.url, size: file.bytes, duration: file.duration } : video;
  };
  const native = visuals.native_ad;
  const nativeAd = native && {
    ...native,
    images: native.images.map((image, index) => nativeImage(image, `visuals.native_ad.images.${index}`, { kinds: ['native_image'], what: 'a native ad image' })),
    logo: native.logo && nativeImage(native.logo, 'visuals.native_ad.logo', { kinds: ['native_logo'], what: 'a native ad logo' }),
    video: native.video && nativeVideo(native.video),
  };
  // One image of each size at most is a shared rule (src/domain/campaign-rules), run on these stored sizes.

  const videoAds = visuals.video_ads.map((ad, index) => {
    const path = `visuals.video_ads.${index}`;
    const video = ad.video && stored(ad.video.file_id, `${path}.video`, { kinds: ['video', 'native_video'], what: 'a video ad' });
    return {
      ...ad,
      video: ad.video && video ? { ...ad.video, url: video.url, size: video.bytes, duration: video.duration, width: video.width, height: video.height } : ad.video,
      companion_banners: ad.companion_banners.map((companion, at) => {
        const file = stored(companion.file_id, `${path}.companion_banners.${at}`, { kinds: ['companion'], what: 'a companion banner' });
        return file ? { ...companion, url: file.url, width: file.width, height: file.height } : companion;
      }),
    };
  });

  const audioAds = visuals.audio_ads.map((track, index) => {
    const file = stored(track.file_id, `visuals.audio_ads.${index}`, { kinds: ['audio'], what: 'an audio ad' });
    return file ? { ...track, url: file.url, size: megabytes(file.bytes), duration: file.duration } : track;
  });

  return { visuals: { ...visuals, banners, dynamic_ad: dynamicAd, native_ad: nativeAd, video_ads: videoAds, audio_ads: audioAds }, problems };
};

/** Every file a campaign's creatives name (for "already in use in this account"). */
export const creativeFileIds = (visuals: CampaignVisuals): number[] => [
  ...visuals.banners.flatMap((banner) => (banner.file_id === null ? [] : [banner.file_id])),
  ...(visuals.dynamic_ad ? [...visuals.dynamic_ad.images, ...visuals.dynamic_ad.logos].map((file) => file.file_id) : []),
  ...(visuals.native_ad ? [...visuals.native_ad.images, visuals.native_ad.logo, visuals.native_ad.video].flatMap((file) => (file ? [file.file_id] : [])) : []),
  ...visuals.video_ads.flatMap((ad) => [...(ad.video ? [ad.video.file_id] : []), ...ad.companion_banners.map((companion) => companion.file_id)]),
  ...visuals.audio_ads.map((track) => track.file_id),
];

/**
 * Which stored files the caller may name in a campaign of `spaceId` (ours: the spec has no file
 * ownership): the seed's files (no uploader, shared by every account), the caller's own uploads, the
 * uploads of anyone of that account, and files the account's campaigns, or the campaign being copied
 * when the caller may read it, already use (an administrator's upload for the account, kept or copied
 * by its owner). Anything else is another account's.
 */
export const fileAccess = (state: Pick<DbState, 'files' | 'campaigns'>, caller: Caller, spaceId: number, copiedFrom: number | null): CreativeFileAccess => {
  let inUse: Set<number> | null = null;
  const usedByAccount = (): Set<number> => {
    const source = state.campaigns.find((campaign) => campaign.id === copiedFrom && canActOnSpace(caller, campaign.space_id));
    const campaigns = state.campaigns.filter((campaign) => campaign.space_id === spaceId || campaign === source);
    return new Set(campaigns.flatMap((campaign) => creativeFileIds(campaign.visuals)));
  };
  return {
    file: (id) => state.files.find((file) => file.id === id),
    mayUse: (file) => {
      const by = file.uploaded_by;
      if (!by || by.user_id === caller.user.id || by.space_id === spaceId) return true;
      inUse ??= usedByAccount();
      return inUse.has(file.id);
    },
  };
};
