import { useEffect, useReducer } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultDynamicAd } from '../../../src/api/contract/campaign-defaults';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import type { SectionProps } from '../sections/sectionContract';
import { ResponsiveAdForm } from './ResponsiveAdForm';

const R = 'campaign-editor.responsive';

/**
 * Visuals › Responsive ads (spec 2 §3 "Dynamic (responsive) ad", §5): the on switch, then, while on,
 * the ad's texts, image, logo, colour and name beside its preview at real size. A campaign stored
 * without an ad (dynamic_ad null) gets the default one the first time it is turned on. Off keeps the
 * ad in the form (and the save) without asking it to be complete.
 */
const ResponsiveSection = (props: SectionProps) => {
  void props;
  const translate = useTranslate();
  const enabled = useWatch({ name: 'visuals.dynamic_enabled' }) === true;
  const { getValues, setValue } = useFormContext();
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const missing = enabled && getValues('visuals.dynamic_ad') == null;
  useEffect(() => {
    if (!missing) return;
    setValue('visuals.dynamic_ad', defaultDynamicAd(), { shouldDirty: true });
    // The section watches the switch only: render again to show the ad just made.
    rendered();
  }, [missing, setValue]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${R}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${R}.intro`)}
        </Typography>
      </Stack>
      <SwitchInput source="visuals.dynamic_enabled" label={`${R}.fields.enabled`} helperText={`${R}.hints.enabled`} />
      {enabled && !missing ? <ResponsiveAdForm /> : null}
    </Stack>
  );
};

export default ResponsiveSection;
