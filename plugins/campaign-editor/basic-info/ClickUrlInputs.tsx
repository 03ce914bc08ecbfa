import { Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import { useWatch } from 'react-hook-form';
import type { CampaignType } from '../../../src/api/contract';
import { asText } from './basicInfoModel';

/**
 * The bidding strategy's retargeting switch and click URL (spec 1 §5): the URL is required unless the
 * type is other (Voice Reward Ads are heard, not clicked) and carries no utm parameters.
 */
export const ClickUrlInputs = () => {
  const type = useWatch({ name: 'bidding_strategy.type' }) as CampaignType | undefined;
  return (
    <Stack spacing={1}>
      <SwitchInput source="bidding_strategy.is_retargeting" label="campaign-editor.basicInfo.fields.isRetargeting" helperText={false} />
      {type !== 'other' && (
        <TextInput parse={asText} source="bidding_strategy.click_url" label="campaign-editor.basicInfo.fields.clickUrl" type="url" helperText={false} fullWidth />
      )}
    </Stack>
  );
};
