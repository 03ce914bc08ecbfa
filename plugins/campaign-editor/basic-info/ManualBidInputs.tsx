import { Stack } from '@mui/material';
import { NumberInput } from 'react-admin';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import { useWatch } from 'react-hook-form';
import type { CampaignGoal } from '../../../src/api/contract';
import { bidUnit } from './basicInfoModel';

/**
 * Manual optimisation (spec 1 §5): the switch opens the bid field, explained per thousand impressions,
 * clicks, installs or conversions as the goal buys them.
 */
export const ManualBidInputs = () => {
  const [manual, goal] = useWatch({ name: ['cpxManual', 'bidding_strategy.goal'] }) as [boolean, CampaignGoal];
  return (
    <Stack spacing={1}>
      <SwitchInput source="cpxManual" label="campaign-editor.basicInfo.fields.cpxManual" helperText={false} />
      {manual && (
        <NumberInput
          source="userCPX"
          label="campaign-editor.basicInfo.fields.userCPX"
          step={0.01}
          helperText={`campaign-editor.basicInfo.hints.bidPerThousand.${bidUnit(goal)}`}
        />
      )}
    </Stack>
  );
};
