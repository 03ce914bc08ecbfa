import { useEffect } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { SectionProps } from '../sections/sectionContract';
import { RewardedSpotEstimate } from './RewardedSpotEstimate';
import { VoiceChoiceInput } from './VoiceChoiceInput';
import { VOICE_FIELDS, VOICE_REGIONS_COUNTRY } from './voiceRules';

const V = 'campaign-editor.voice';

/**
 * Voice choices are manual criteria: while any is held the targeting is manual (as the mock's seeded
 * audio campaigns are) and the tab is ON; none held means no restriction, automatic. Kept in step on
 * the advertiser's own ticks only (react-hook-form's 'change' events), so opening the tab never
 * changes the form.
 */
const useManualFollowsChoices = () => {
  const { watch, getValues, setValue } = useFormContext();
  useEffect(() => {
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !(VOICE_FIELDS as readonly string[]).includes(name ?? '')) return;
      const any = VOICE_FIELDS.some((field) => {
        const held: unknown = getValues(field);
        return Array.isArray(held) && held.length > 0;
      });
      if (getValues('targeting.automatic_targeting') !== !any) setValue('targeting.automatic_targeting', !any, { shouldDirty: true });
      if (getValues('targeting_on') !== any) setValue('targeting_on', any, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue]);
};

/** Regions are Nigeria's: a campaign of another country is told so under them (its rules refuse the pair). */
const RegionsInput = () => {
  const country: unknown = useWatch({ name: 'country' });
  const code = typeof country === 'string' ? country.trim().toUpperCase() : '';
  const elsewhere = code !== '' && code !== VOICE_REGIONS_COUNTRY;
  return (
    <VoiceChoiceInput
      source="targeting.regions"
      label={`${V}.fields.regions`}
      names={`${V}.regionNames`}
      helperText={elsewhere ? `${V}.hints.regionsNigeriaOnly` : `${V}.hints.regions`}
    />
  );
};

/**
 * The targeting tab of audio campaigns (spec 2 §2 "voice targeting form for audio campaigns", §3, §9):
 * Nigeria's regions, the languages English and Hausa, connection types 2G–5G and other, customer
 * attributes, and the rewarded spot estimate (spec 2 §4, §7). Each group subscribes to its own field;
 * the estimate reads only the daily budget. Its rules are voiceRules, run by the shell on Save and
 * Publish.
 */
const VoiceTargetingSection = ({ record }: SectionProps) => {
  const translate = useTranslate();
  useManualFollowsChoices();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${V}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate(`${V}.intro`)}
        </Typography>
      </Stack>
      <RegionsInput />
      <VoiceChoiceInput
        source="targeting.target_languages"
        label={`${V}.fields.languages`}
        names={`${V}.languageNames`}
        helperText={`${V}.hints.languages`}
      />
      <VoiceChoiceInput
        source="targeting.connection_types"
        label={`${V}.fields.connectionTypes`}
        names={`${V}.connectionTypeNames`}
        helperText={`${V}.hints.connectionTypes`}
      />
      <VoiceChoiceInput
        source="targeting.customer_attributes"
        label={`${V}.fields.customerAttributes`}
        names={`${V}.customerAttributeNames`}
        helperText={`${V}.hints.customerAttributes`}
      />
      <RewardedSpotEstimate campaignId={record?.id} spaceId={record?.space_id} currency={record?.currency} />
    </Stack>
  );
};

export default VoiceTargetingSection;
