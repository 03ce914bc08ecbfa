import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BannerCreative } from '../../../src/api/contract';

/**
 * A banner at its slot's exact pixel size (issue #12: previews as the creative will serve). Wider
 * slots than the tab scroll sideways rather than shrink. A zip HTML banner is not an image: its box
 * keeps the slot's size and says what it holds.
 */
export const BannerPreview = ({ banner }: { banner: BannerCreative }) => {
  const translate = useTranslate();
  const [notImage, setNotImage] = useState(false);
  const size = { width: banner.width, height: banner.height };
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} role="group" aria-label={translate('campaign-editor.banner.preview')}>
      {notImage || !banner.url ? (
        <Box sx={{ ...size, border: 1, borderColor: 'divider', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', flexShrink: 0 }}>
          <Typography variant="body2">{translate('campaign-editor.banner.htmlBanner')}</Typography>
        </Box>
      ) : (
        <Box component="img" src={banner.url} alt={banner.creative_name} {...size} onError={() => setNotImage(true)} sx={{ display: 'block', ...size, maxWidth: 'none' }} />
      )}
    </Box>
  );
};
