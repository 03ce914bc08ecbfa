import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { NATIVE_LOGO_SIZE, sizeLabel, type NativeAd, type NativeImage } from '../../../src/api/contract';
import { DEFAULT_STAR_RATING } from '../../../src/api/contract/campaign-defaults';
import { STAR_RATINGS } from './nativeRules';

const P = 'campaign-editor.native.preview';
/** A card without an image takes the square image's width, the narrower of the two. */
const CARD_WIDTH_WITHOUT_IMAGE = 600;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The texts, stars and button under the image: the same in every card of the ad. */
const CardBody = ({ ad }: { ad: NativeAd }) => {
  const translate = useTranslate();
  const rating = STAR_RATINGS.find((one) => one === ad.star_rating) ?? DEFAULT_STAR_RATING;
  const placeholder = (value: string, key: string) => (value ? { children: value } : { children: translate(`${P}.${key}`), color: 'text.secondary' });
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {ad.logo ? (
          <Box component="img" src={ad.logo.url} alt="" width={NATIVE_LOGO_SIZE.width} height={NATIVE_LOGO_SIZE.height} sx={{ display: 'block', flexShrink: 0, ...NATIVE_LOGO_SIZE, maxWidth: 'none' }} />
        ) : null}
        <Stack spacing={0.75} sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600, flex: 1 }} {...placeholder(text(ad.advertiser), 'advertiser')} />
            <Typography variant="caption" sx={{ border: 1, borderRadius: 0.5, px: 0.5, lineHeight: 1.4 }}>
              {translate(`${P}.adMark`)}
            </Typography>
          </Stack>
          <Typography sx={{ fontWeight: 700, fontSize: 20, lineHeight: 1.25, overflowWrap: 'anywhere' }} {...placeholder(text(ad.headline), 'headline')} />
          <Typography sx={{ fontSize: 15, lineHeight: 1.4, overflowWrap: 'anywhere' }} {...placeholder(text(ad.body), 'body')} />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box role="img" aria-label={translate(`${P}.stars`, { n: rating })} sx={{ color: '#b26a00', fontSize: 18, letterSpacing: 1 }}>
              {'★'.repeat(rating)}
              <Box component="span" sx={{ color: '#9e9e9e' }}>
                {'★'.repeat(5 - rating)}
              </Box>
            </Box>
            {ad.price ? <Typography sx={{ fontWeight: 600, fontSize: 15 }}>{ad.price}</Typography> : null}
          </Stack>
        </Stack>
      </Stack>
      <Box sx={{ height: 40, borderRadius: 1, bgcolor: '#1565c0', color: '#ffffff', display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600, fontSize: 15, overflowWrap: 'anywhere' }}>
        {text(ad.call_to_action) || translate(`${P}.cta`)}
      </Box>
    </Stack>
  );
};

/** One card: the image at its real pixel size on top, the card as wide as the image. */
const Card = ({ ad, image }: { ad: NativeAd; image: NativeImage | undefined }) => {
  const translate = useTranslate();
  const width = image?.width ?? CARD_WIDTH_WITHOUT_IMAGE;
  return (
    <Box
      role="group"
      aria-label={image ? translate(`${P}.label`, { size: sizeLabel(image) }) : translate(`${P}.labelNoImage`)}
      sx={{ width, flexShrink: 0, boxSizing: 'border-box', outline: 1, outlineColor: 'divider', bgcolor: '#ffffff', color: '#1f1f1f' }}
    >
      {image ? <Box component="img" src={image.url} alt="" width={image.width} height={image.height} sx={{ display: 'block', width: image.width, height: image.height, maxWidth: 'none' }} /> : null}
      <CardBody ad={ad} />
    </Box>
  );
};

/**
 * The native ad as it will serve, as cards at real size: one card per image, the image at its own
 * pixel size (1200x627 or 600x600) with the logo at 128x128, the advertiser, headline, body, stars,
 * price and call to action below; without an image, one card of 600 pixels. Cards wider than the tab
 * scroll sideways rather than shrink. Every text is the advertiser's, shown as text only; an empty one
 * shows a placeholder in the secondary colour.
 */
export const NativePreview = () => {
  const translate = useTranslate();
  const ad = useWatch({ name: 'visuals.native_ad' }) as NativeAd | null | undefined;
  if (!ad) return null;
  // The landscape image first: the size most placements show.
  const images = [...(ad.images ?? [])].sort((a, b) => b.width - a.width);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {translate(`${P}.title`)}
      </Typography>
      {/* Cards wider than the tab scroll: the scroller takes the keyboard focus so it can scroll without a mouse. */}
      <Box role="group" aria-label={translate(`${P}.scroller`)} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-start', width: 'max-content', p: '1px' }}>
          {images.length > 0 ? images.map((image) => <Card key={image.file_id} ad={ad} image={image} />) : <Card ad={ad} image={undefined} />}
        </Stack>
      </Box>
    </Stack>
  );
};
