import { Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { CreativeServingDecision } from '../../../src/api/contract';
import { CreativeNameInput } from '../creatives/CreativeNameInput';
import { ServingDecisionNote } from '../creatives/ServingDecisionNote';
import { NativeImages } from './NativeImages';
import { NativeLogo } from './NativeLogo';
import { NativePreview } from './NativePreview';
import { NativeTextInput } from './NativeTextInput';
import { NativeVideo } from './NativeVideo';
import { needsAdvertiser, needsLogo, STAR_RATINGS } from './nativeRules';

const N = 'campaign-editor.native';
const AD = 'visuals.native_ad';

/** Text inputs keep '' rather than react-admin's null for an emptied field. */
const asText = (value: string | null): string => value ?? '';

/**
 * The native ad's inputs (spec 2 §3 "Native ad", §5): its serving decision, texts (the advertiser
 * required for web-style goals), star rating, price, creative name, images, logo and video; then its
 * preview as cards at real size, below the inputs since a 1200-pixel card needs the tab's width.
 */
export const NativeAdForm = () => {
  const translate = useTranslate();
  const goal = useWatch({ name: 'bidding_strategy.goal' }) as string | undefined;
  const decision = useWatch({ name: `${AD}.creative_serving_decision` }) as CreativeServingDecision | null | undefined;
  return (
    <Stack spacing={4}>
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <ServingDecisionNote decision={decision} />
        <NativeTextInput field="headline" required />
        <NativeTextInput field="body" required multiline />
        <NativeTextInput field="call_to_action" required />
        <NativeTextInput field="advertiser" required={needsAdvertiser(goal)} />
        <RadioButtonGroupInput
          source={`${AD}.star_rating`}
          label={`${N}.fields.starRating`}
          choices={STAR_RATINGS.map((n) => ({ id: n, name: String(n) }))}
          translateChoice={false}
          parse={(value: string) => Number(value)}
          helperText={`${N}.hints.starRating`}
        />
        <TextInput source={`${AD}.price`} label={`${N}.fields.price`} parse={asText} helperText={translate(`${N}.hints.price`)} slotProps={{ htmlInput: { autoComplete: 'off' } }} fullWidth />
        <CreativeNameInput source={`${AD}.creative_name`} />
        <NativeImages />
        <NativeLogo required={needsLogo(goal)} />
        <NativeVideo />
      </Stack>
      <NativePreview />
    </Stack>
  );
};
