import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCountries } from '../choices/useCountries';
import { useSectionAllowed } from '../shell/sectionAccess';
import { addressWithTab } from '../shell/useEditorTab';
import { utcOffsetLabel } from './utcOffset';

const G = 'campaign-editor.geography';

/** Basic info, where the country is chosen, for a user allowed to open it (spec 2 §2 CAMPAIGN_SETUP). */
const OpenBasicInfo = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  if (!useSectionAllowed()('setup')) return null;
  return (
    <Button component={RouterLink} to={{ search: addressWithTab(params, 'basicInfo').toString() }} size="small" color="inherit">
      {translate(`${G}.hints.openBasicInfo`)}
    </Button>
  );
};

/**
 * The campaign's country and time zone, read-only: chosen once in Basic info (spec 2 §2). Without one
 * the tab says geography needs it first (the spec: "Country must be chosen before … geographic
 * targeting").
 */
export const CountrySummary = () => {
  const translate = useTranslate();
  const country: unknown = useWatch({ name: 'country' });
  const offset: unknown = useWatch({ name: 'timezone_offset_seconds' });
  const { data: countries } = useCountries();
  const code = typeof country === 'string' ? country.trim() : '';
  if (!code) {
    return (
      <Alert severity="info" action={<OpenBasicInfo />}>
        {translate(`${G}.hints.noCountry`)}
      </Alert>
    );
  }
  const name = countries?.find((item) => item.iso_code === code)?.name ?? code;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <Typography variant="body2">
        {translate(`${G}.fields.timezone`)}: {utcOffsetLabel(typeof offset === 'number' ? offset : 0)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${G}.hints.countryFixed`)}
      </Typography>
    </Stack>
  );
};
