import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useController, useFormContext } from 'react-hook-form';
import { sizeLabel, wholeSeconds, type CompanionBanner, type UploadedCreativeFile, type VideoAd } from '../../../src/api/contract';
import { UploadBox } from '../../../src/widgets/upload-box/UploadBox';
import { creativeNameFromFile } from '../creatives/creativeName';
import { useCreativeUpload } from '../creatives/useCreativeUpload';
import { companionFileProblem, videoFileProblem, videoProblemOf, type LimitLabels, type VideoFileKind } from './videoFileCheck';
import { VideoPreview } from './VideoPreview';

const V = 'campaign-editor.video';

const ACCEPT: Record<VideoFileKind, string> = { video: 'video/mp4,.mp4', companion: 'image/png,image/jpeg' };
const CHECK = { video: videoFileProblem, companion: companionFileProblem } as const;

type OnStored = (file: File, stored: UploadedCreativeFile) => void;

/** One file's upload box (the video or the companion), checked in the browser then by the server (call 'video'). */
const VideoAdUpload = ({ kind, item, limits, onStored }: { kind: VideoFileKind; item: string; limits: LimitLabels; onStored: OnStored }) => {
  const translate = useTranslate();
  const { uploadFirst, busy, refusal } = useCreativeUpload({ call: 'video', kind, check: (file) => CHECK[kind](file, limits), problemOf: videoProblemOf(kind, limits) });
  return (
    <UploadBox
      label={translate(`${V}.files.${kind}`, { item })}
      hint={translate(`${V}.files.${kind}Hint`, { limit: limits[kind] })}
      accept={ACCEPT[kind]}
      busy={busy}
      error={refusal}
      onFiles={uploadFirst((stored, file) => onStored(file, stored))}
    />
  );
};

/**
 * A video ad's files (spec 2 §3 "Video ad item", §5): its video (required while video ads are on) and
 * one companion banner (300x250 is the one companion size, so one per item), each an upload box until
 * stored, then both previewed at real size side by side, each with its own Remove. A new video names
 * an unnamed item after its file. The rules' "upload the video" message shows here, and the
 * checklist's focus lands on the video's part.
 */
export const VideoAdMedia = ({ index, item }: { index: number; item: string }) => {
  const translate = useTranslate();
  const base = `visuals.video_ads.${index}`;
  const { getValues, setValue } = useFormContext();
  const video = useController({ name: `${base}.video` });
  const companions = useController({ name: `${base}.companion_banners` });
  const stored = video.field.value as VideoAd['video'];
  const companionList: CompanionBanner[] = Array.isArray(companions.field.value) ? (companions.field.value as CompanionBanner[]) : [];
  const companion = companionList[0];
  const limits: LimitLabels = { video: translate(`${V}.limits.video`), companion: translate(`${V}.limits.companion`) };

  const onVideo: OnStored = (file, answer) => {
    if (answer.format !== 'video') return;
    if (!getValues(`${base}.creative_name`)) setValue(`${base}.creative_name`, creativeNameFromFile(file.name, `video_ad_${index + 1}`), { shouldDirty: true });
    const next: NonNullable<VideoAd['video']> = { file_id: answer.file_id, name: answer.file_name, url: answer.file_url, size: answer.size, duration: answer.duration, width: answer.width, height: answer.height };
    video.field.onChange(next);
    video.field.onBlur();
  };
  const onCompanion: OnStored = (file, answer) => {
    if (answer.format !== 'image') return;
    const next: CompanionBanner = { width: answer.width, height: answer.height, creative_name: creativeNameFromFile(file.name, `companion_${sizeLabel(answer)}`), file_id: answer.file_id, url: answer.file_url };
    companions.field.onChange([next]);
  };

  return (
    <Stack spacing={2}>
      <VideoPreview video={stored} companion={companion} />
      <Box ref={video.field.ref} tabIndex={-1} aria-label={translate(`${V}.fields.video`)} role="group">
        <Stack spacing={1}>
          {stored ? (
            <>
              <Typography variant="body2">{translate(`${V}.videoFacts`, { name: stored.name, size: sizeLabel(stored), seconds: wholeSeconds(stored.duration) })}</Typography>
              <Button onClick={() => video.field.onChange(null)} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
                {translate(`${V}.removeVideo`, { item })}
              </Button>
            </>
          ) : (
            <VideoAdUpload kind="video" item={item} limits={limits} onStored={onVideo} />
          )}
          {video.fieldState.error?.message ? (
            <FormHelperText error role="alert" sx={{ m: 0 }}>
              <InputHelperText error={video.fieldState.error.message} />
            </FormHelperText>
          ) : null}
        </Stack>
      </Box>
      {companion ? (
        <Button onClick={() => companions.field.onChange([])} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
          {translate(`${V}.removeCompanion`, { item })}
        </Button>
      ) : (
        <VideoAdUpload kind="companion" item={item} limits={limits} onStored={onCompanion} />
      )}
    </Stack>
  );
};
