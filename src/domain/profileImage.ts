/**
 * The profile picture's rules (spec 3 §5 "profile image png, jpg, jpeg"; §9 image limit and format
 * codes), read by the profile form (a quick check of the chosen file) and by the mock (which checks
 * the content itself: a file's name proves nothing).
 */

/** Spec 3 §9 "Image limit 500000 bytes"; code 8 "Original image is too big (under 500000 bytes)". */
export const IMAGE_LIMIT_BYTES = 500_000;

/** Spec 3 §9 image format codes. */
export const IMAGE_FORMAT_CODE = { png: 1, jpg: 2, jpeg: 2, gif: 3, svg: 4, icon: 5, webp: 6 } as const;

/** The profile picture's formats: png (1) and jpg/jpeg (2). */
export type ProfileImageFormat = 'png' | 'jpg';
export const PROFILE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
/** For the file picker's `accept`. */
export const PROFILE_IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * The resized copy kept beside the original: 128x128, one of spec 3 §9's image sizes, what an avatar
 * needs at 2x density. The picture is scaled to cover the square and centred, as avatars are cropped.
 */
export const PROFILE_IMAGE_SMALL = { width: 128, height: 128 } as const;

/**
 * The largest picture the server decodes to make the small copy, in pixels: a 500 KB file can declare
 * a 30000x30000 picture (a "pixel bomb") whose decoding would take gigabytes.
 */
export const PROFILE_IMAGE_MAX_PIXELS = 25_000_000;

export type ProfileImageProblem = 'format' | 'tooBig';

/** The form's quick check of a chosen file, by its name and size (the server checks the content). */
export const profileImageFileProblem = (file: { name: string; size: number }): ProfileImageProblem | null => {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return 'format';
  return file.size >= IMAGE_LIMIT_BYTES ? 'tooBig' : null;
};
