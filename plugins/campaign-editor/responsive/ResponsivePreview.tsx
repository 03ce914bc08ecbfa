import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { DEFAULT_CTA_COLOR } from '../../../src/api/contract/campaign-defaults';
import { ctaTextColour } from './ctaTextColour';
import { CTA_COLOR_PATTERN } from './responsiveRules';

const R = 'campaign-editor.responsive.preview';
const AD = 'visuals.dynamic_ad';
/** The medium rectangle, the slot responsive ads most often fill (spec 2 §9: 300x250). */
export const PREVIEW_SIZE = { width: 300, height: 250 } as const;

const FIELDS = [`${AD}.titles.0.value`, `${AD}.descriptions.0.value`, `${AD}.call_to_action`, `${AD}.call_to_action_color`, `${AD}.company_name`, `${AD}.images.0.url`, `${AD}.logos.0.url`] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The responsive ad as it serves in a 300x250 slot, at that exact pixel size: the logo and company,
 * the first title and description (the others combined by the network, or in their pairs when manual), the image and the call to action
 * in its colour. Every text is the advertiser's, shown as text only; an empty one shows a placeholder
 * in the secondary colour.
 */
export const ResponsivePreview = () => {
  const translate = useTranslate();
  const [title, description, callToAction, colour, company, image, logo] = useWatch({ name: FIELDS }).map(text);
  const manual = useWatch({ name: `${AD}.is_manual` }) === true;
  const background = CTA_COLOR_PATTERN.test(colour ?? '') ? (colour as string) : DEFAULT_CTA_COLOR;
  const placeholder = (value: string | undefined, key: string) =>
    value ? { children: value } : { children: translate(`${R}.${key}`), color: 'text.secondary' };
  return (
    <Stack spacing={1}>
      <Box
        role="group"
        aria-label={translate(`${R}.label`, { size: `${PREVIEW_SIZE.width}x${PREVIEW_SIZE.height}` })}
        sx={{ ...PREVIEW_SIZE, boxSizing: 'border-box', overflow: 'hidden', outline: 1, outlineColor: 'divider', bgcolor: '#ffffff', color: '#1f1f1f', display: 'flex', flexDirection: 'column', p: 1, gap: 1 }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 24 }}>
          {logo ? <Box component="img" src={logo} alt="" width={24} height={24} sx={{ display: 'block', objectFit: 'contain' }} /> : null}
          <Typography variant="caption" noWrap sx={{ fontWeight: 600, flex: 1 }} {...placeholder(company, 'company')} />
          <Typography variant="caption" sx={{ border: 1, borderRadius: 0.5, px: 0.5, lineHeight: 1.4 }}>
            {translate(`${R}.adMark`)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flex: 1, minHeight: 0 }}>
          {image ? <Box component="img" src={image} alt="" width={130} height={130} sx={{ display: 'block', flexShrink: 0 }} /> : null}
          <Stack spacing={0.5} sx={{ minWidth: 0, overflow: 'hidden' }}>
            <Typography sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.25, overflowWrap: 'anywhere' }} {...placeholder(title, 'titlePlaceholder')} />
            <Typography sx={{ fontSize: 13, lineHeight: 1.3, overflowWrap: 'anywhere' }} {...placeholder(description, 'descriptionPlaceholder')} />
          </Stack>
        </Stack>
        <Box
          sx={{ height: 36, borderRadius: 1, bgcolor: `#${background}`, color: ctaTextColour(background), display: 'flex', alignItems: 'center', justifyContent: 'center', fontWeight: 600, fontSize: 14 }}
        >
          {callToAction || translate(`${R}.ctaPlaceholder`)}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: PREVIEW_SIZE.width }}>
        {translate(`${R}.${manual ? 'noteManual' : 'note'}`)}
      </Typography>
    </Stack>
  );
};
