import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useController } from 'react-hook-form';
import { wholeSeconds, type MediaFile, type UploadedCreativeFile } from '../../../src/api/contract';
import { NativeFileRegion } from './NativeFileRegion';
import { NativeUpload } from './NativeUpload';

const N = 'campaign-editor.native';

/**
 * The native ad's optional video (spec 2 §3), held to the video ads' rules (mp4, 480x360, 640x360 or
 * 1920x800, at most 10 MB). Once stored it plays at its own pixel size (the element takes the video's
 * intrinsic size; a 1920-wide one scrolls sideways rather than shrinks), from the server's cache URL
 * (same origin: the CSP's media-src 'self' covers it).
 */
export const NativeVideo = () => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'visuals.native_ad.video' });
  const video = field.value as MediaFile | null | undefined;
  const label = translate(`${N}.fields.video`);
  const onStored = (_file: File, answer: UploadedCreativeFile) => {
    if (answer.format !== 'video') return;
    field.onChange({ file_id: answer.file_id, name: answer.file_name, url: answer.file_url, size: answer.size, duration: answer.duration } satisfies MediaFile);
    field.onBlur();
  };
  return (
    <NativeFileRegion label={label} focusRef={field.ref} error={fieldState.error?.message}>
      {video ? (
        <>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate(`${N}.videoFacts`, { name: video.name, seconds: wholeSeconds(video.duration) })}
          </Typography>
          {/* A 1920-wide video scrolls: the scroller takes the keyboard focus so it can scroll without a mouse. */}
          <Box role="group" aria-label={translate(`${N}.videoScroller`)} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Box component="video" src={video.url} controls preload="metadata" aria-label={translate(`${N}.player`, { name: video.name })} sx={{ display: 'block', maxWidth: 'none', bgcolor: 'common.black' }} />
          </Box>
          <Button onClick={() => field.onChange(null)} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
            {translate('campaign-editor.creatives.remove', { name: label })}
          </Button>
        </>
      ) : (
        <NativeUpload kind="video" onStored={onStored} />
      )}
    </NativeFileRegion>
  );
};
