import { useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { sizeLabel, type BannerCreative } from '../../../src/api/contract';
import { useOverflowsX } from '../../../src/hooks/useOverflowsX';

/**
 * A banner at its slot's exact pixel size, as the creative will serve. Wider slots than the tab scroll
 * sideways rather than shrink, so the scroller then takes the keyboard focus and can be scrolled
 * without a mouse (only then: a banner that fits is no tab stop); its name says which banner it shows.
 * What the banner is comes from its upload (`format`, kept on the banner by the server), never from a
 * failed image load: a zip HTML banner plays from its own index.html in a frame sandboxed to scripts
 * only, which gives it an opaque origin, so it cannot reach the console (the mock serves its files
 * under the same sandbox policy).
 */
export const BannerPreview = ({ banner }: { banner: BannerCreative }) => {
  const translate = useTranslate();
  const size = { width: banner.width, height: banner.height };
  const label = translate('campaign-editor.banner.htmlBanner');
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(scroller);
  return (
    <Box ref={scroller} tabIndex={scrolls ? 0 : undefined} role="group" aria-label={translate('campaign-editor.banner.preview', { size: sizeLabel(size) })} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      {banner.format === 'html' ? (
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
        <Box component="img" src={banner.url} alt={banner.creative_name} {...size} sx={{ display: 'block', ...size, maxWidth: 'none' }} />
      )}
    </Box>
  );
};
