import { useTranslate } from 'ra-core';
import { type UploadedCreativeFile } from '../../../src/api/contract';
import { UploadBox } from '../../../src/widgets/upload-box/UploadBox';
import { useCreativeUpload } from '../creatives/useCreativeUpload';
import { videoFileProblem, videoProblemOf, type LimitLabels } from '../video/videoFileCheck';
import { nativeImageProblem, nativeImageProblemOf, type SizeLabels } from './nativeFileCheck';

const N = 'campaign-editor.native';

export type NativeUploadKind = 'image' | 'logo' | 'video';

const ACCEPT: Record<NativeUploadKind, string> = { image: 'image/png,image/jpeg,image/gif,image/webp', logo: 'image/png,image/jpeg,image/gif,image/webp', video: 'video/mp4,.mp4' };

/** The messages' sizes and limit in the tab's language (the Russian message reads «или» and МБ). */
const useLabels = () => {
  const translate = useTranslate();
  const sizes: SizeLabels = { image: translate(`${N}.sizes.image`), logo: translate(`${N}.sizes.logo`) };
  // The video is held to the video ads' rules (spec 2 §5); a native ad has no companion banner.
  const limits: LimitLabels = { video: translate(`${N}.limits.video`), companion: '' };
  return { sizes, limits };
};

/**
 * One upload box of the native ad: an image (1200x627 or 600x600), the logo or app icon (128x128) or
 * the video (the video ads' rules), checked in the browser by its content, then by the native upload
 * call with the same kind; the server's refusal is shown in the browser check's words.
 */
export const NativeUpload = ({ kind, onStored }: { kind: NativeUploadKind; onStored: (file: File, stored: UploadedCreativeFile) => void }) => {
  const translate = useTranslate();
  const { sizes, limits } = useLabels();
  const { uploadFirst, busy, refusal } = useCreativeUpload({
    call: 'native',
    kind,
    check: (file) => (kind === 'video' ? videoFileProblem(file, limits) : nativeImageProblem(kind, file, sizes)),
    problemOf: kind === 'video' ? videoProblemOf('video', limits) : nativeImageProblemOf(kind, sizes),
  });
  return (
    <UploadBox
      label={translate(`${N}.files.${kind}`)}
      hint={translate(`${N}.files.${kind}Hint`, { sizes: kind === 'video' ? '' : sizes[kind], limit: limits.video })}
      accept={ACCEPT[kind]}
      busy={busy}
      error={refusal}
      onFiles={uploadFirst((stored, file) => onStored(file, stored))}
    />
  );
};
