import { useEffect, useReducer } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultNativeAd } from '../../../src/api/contract/campaign-defaults';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import type { SectionProps } from '../sections/sectionContract';
import { NativeAdForm } from './NativeAdForm';

const N = 'campaign-editor.native';

/**
 * Visuals › Native ads (spec 2 §3 "Native ad", §5): the on switch, then, while on, the ad's texts,
 * star rating, price, name, images, logo and video, its serving decision, and its preview as cards at
 * real size. A campaign stored without an ad (native_ad null) gets the default one the first time it
 * is turned on. Off keeps the ad in the form (and the save) without asking it to be complete.
 */
const NativeSection = (props: SectionProps) => {
  void props;
  const translate = useTranslate();
  const enabled = useWatch({ name: 'visuals.native_enabled' }) === true;
  const { getValues, setValue } = useFormContext();
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const missing = enabled && getValues('visuals.native_ad') == null;
  useEffect(() => {
    if (!missing) return;
    setValue('visuals.native_ad', defaultNativeAd(), { shouldDirty: true });
    // The section watches the switch only: render again to show the ad just made.
    rendered();
  }, [missing, setValue]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1300 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${N}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${N}.intro`)}
        </Typography>
      </Stack>
      <SwitchInput source="visuals.native_enabled" label={`${N}.fields.enabled`} helperText={`${N}.hints.enabled`} />
      {enabled && !missing ? <NativeAdForm /> : null}
    </Stack>
  );
};

export default NativeSection;
