import { Box, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { CompanionBanner, VideoAd } from '../../../src/api/contract';

const V = 'campaign-editor.video';

/**
 * A video ad as it will serve, at real size: the video in a player at its own pixel size, its
 * companion banner at 300x250 beside it. A video wider than the tab (1920x800) scrolls sideways rather
 * than shrinks. The files play from the server's cache URL (same origin; the CSP's media-src 'self'
 * covers it).
 */
export const VideoPreview = ({ video, companion }: { video: VideoAd['video']; companion: CompanionBanner | undefined }) => {
  const translate = useTranslate();
  if (!video && !companion) return null;
  return (
    <Box role="group" aria-label={translate(`${V}.preview`)} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', width: 'max-content' }}>
        {video ? (
          <Box
            component="video"
            src={video.url}
            controls
            preload="metadata"
            aria-label={translate(`${V}.player`, { name: video.name })}
            width={video.width}
            height={video.height}
            sx={{ display: 'block', width: video.width, height: video.height, maxWidth: 'none', bgcolor: 'common.black' }}
          />
        ) : null}
        {companion ? (
          <Box
            component="img"
            src={companion.url}
            alt={companion.creative_name}
            width={companion.width}
            height={companion.height}
            sx={{ display: 'block', width: companion.width, height: companion.height, maxWidth: 'none' }}
          />
        ) : null}
      </Stack>
    </Box>
  );
};
