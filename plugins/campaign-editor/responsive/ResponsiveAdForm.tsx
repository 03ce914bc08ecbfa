import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { CreativeNameInput } from '../creatives/CreativeNameInput';
import { CtaColourInput } from './CtaColourInput';
import { LimitedTextInput } from './LimitedTextInput';
import { ResponsiveCombinationsInput } from './ResponsiveCombinationsInput';
import { ResponsiveImageSlot } from './ResponsiveImageSlot';
import { ResponsivePreview } from './ResponsivePreview';
import { ResponsiveTextList } from './ResponsiveTextList';
import { DYNAMIC_TEXT_LIMITS } from './responsiveRules';

const R = 'campaign-editor.responsive';
const AD = 'visuals.dynamic_ad';

/** The responsive ad's inputs beside its preview (the preview stays in view on wide screens). */
export const ResponsiveAdForm = () => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={3} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <ResponsiveTextList list="titles" />
        <ResponsiveTextList list="descriptions" />
        <ResponsiveCombinationsInput />
        <LimitedTextInput source={`${AD}.call_to_action`} label={`${R}.fields.callToAction`} max={DYNAMIC_TEXT_LIMITS.call_to_action} />
        <CtaColourInput />
        <LimitedTextInput source={`${AD}.company_name`} label={`${R}.fields.companyName`} max={DYNAMIC_TEXT_LIMITS.company_name} />
        <CreativeNameInput source={`${AD}.creative_name`} />
        <ResponsiveImageSlot kind="dynamic_image" />
        <ResponsiveImageSlot kind="dynamic_logo" />
      </Stack>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
        <Typography variant="h6" component="h3" gutterBottom>
          {translate(`${R}.preview.title`)}
        </Typography>
        <ResponsivePreview />
      </Box>
    </Stack>
  );
};
