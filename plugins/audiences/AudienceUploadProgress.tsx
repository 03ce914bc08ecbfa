import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface AudienceUploadProgressProps {
  /** Percent of the file sent, 0–100. */
  percent: number;
}

/**
 * The upload's two steps: a determinate bar with the percentage while the file is sent, then, with the
 * bar kept full (the sending is done, and the full bar stays on screen however fast it got there), an
 * indeterminate "checking the file" bar while the server reads and counts every line.
 */
export const AudienceUploadProgress = ({ percent }: AudienceUploadProgressProps) => {
  const translate = useTranslate();
  const shown = translate('audiences.file.percent', { percent });
  return (
    <Stack spacing={1} data-testid="audience-upload-progress">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={translate('audiences.file.uploading')}
          aria-valuetext={shown}
          sx={{ flex: 1 }}
        />
        {/* The bar's own value says the same to a screen reader. */}
        <Typography variant="body2" aria-hidden sx={{ minWidth: '4ch', textAlign: 'right' }}>
          {shown}
        </Typography>
      </Stack>
      {percent === 100 && (
        <>
          <LinearProgress aria-label={translate('audiences.file.checking')} />
          <Typography variant="body2" role="status">
            {translate('audiences.file.checking')}
          </Typography>
        </>
      )}
    </Stack>
  );
};
