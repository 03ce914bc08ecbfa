import { useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { BannerCreative } from '../../../src/api/contract';

/**
 * A banner at its slot's exact pixel size (issue #12: previews as the creative will serve). Wider
 * slots than the tab scroll sideways rather than shrink. A zip HTML banner is no image (its file
 * fails to load as one): it plays from its own index.html in a frame sandboxed to scripts only, which
 * gives it an opaque origin, so it cannot reach the console (the mock serves its files under the same
 * sandbox policy).
 */
export const BannerPreview = ({ banner }: { banner: BannerCreative }) => {
  const translate = useTranslate();
  const [htmlBanner, setHtmlBanner] = useState(false);
  const size = { width: banner.width, height: banner.height };
  const label = translate('campaign-editor.banner.htmlBanner');
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} role="group" aria-label={translate('campaign-editor.banner.preview')}>
      {htmlBanner ? (
        <Stack spacing={0.5}>
          <Box
            component="iframe"
            src={`${banner.url}/index.html`}
            title={`${label}: ${banner.creative_name}`}
            sandbox="allow-scripts"
            referrerPolicy="no-referrer"
            {...size}
            sx={{ display: 'block', border: 0, outline: 1, outlineColor: 'divider', ...size }}
          />
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ) : (
        <Box component="img" src={banner.url} alt={banner.creative_name} {...size} onError={() => setHtmlBanner(true)} sx={{ display: 'block', ...size, maxWidth: 'none' }} />
      )}
    </Box>
  );
};
