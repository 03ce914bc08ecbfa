import { Divider, Stack } from '@mui/material';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import { CAMPAIGN_STATUS, MAX_TEST_DEVICES } from '../../../src/api/contract';
import type { SectionProps } from '../sections/sectionContract';
import { hasStartedServing, isEditableStatus } from './basicInfoModel';
import { FieldBlock } from '../sections/FieldBlock';
import { CampaignDatesInputs } from './CampaignDatesInputs';
import { CampaignGoalCards } from './CampaignGoalCards';
import { CampaignNameInput } from './CampaignNameInput';
import { CampaignTypeCards } from './CampaignTypeCards';
import { ClickUrlInputs } from './ClickUrlInputs';
import { CountryInput } from './CountryInput';
import { DailyBudgetInput } from './DailyBudgetInput';
import { LimitedListInput } from './LimitedListInput';
import { ManualBidInputs } from './ManualBidInputs';
import { PerformanceReportBlock } from './PerformanceReportBlock';
import { ProductUrlInput } from './ProductUrlInput';
import { PromotionInputs } from './PromotionInputs';

const S = 'campaign-editor.basicInfo.sections';
const F = 'campaign-editor.basicInfo.fields';

/**
 * The Basic info tab (spec 1 §3-§5). It takes no form values as props: each input subscribes to its
 * own field and each condition to the fields it names, so a keystroke re-renders only the input typed
 * in. Its rules are basicInfoRules, run by the shell on Save and Publish.
 */
const BasicInfoSection = ({ record, context }: SectionProps) => {
  // The stored status decides, not the form's: a locked campaign stays locked while being edited.
  const locked = record !== undefined && !isEditableStatus(record.status_key);
  // The stored start, as a calendar day: the server refuses moving it once the campaign has served.
  const started = record !== undefined && hasStartedServing(record.status_key, record.campaign_start_at?.slice(0, 10) ?? null, context.today);
  // Catalogue 1310 "App URL is not modifiable": a published campaign keeps the app it promotes.
  const appLocked = record !== undefined && record.status_key !== CAMPAIGN_STATUS.draft && Boolean(record.bidding_strategy.app_promotion?.bundle_id);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PerformanceReportBlock record={record} />
      <FieldBlock title={`${S}.campaign`}>
        <CampaignNameInput locked={locked} />
        <CountryInput locked={locked} />
        <ProductUrlInput />
        <DailyBudgetInput currency={record?.currency} />
        <CampaignDatesInputs today={context.today} startLocked={started} />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.typeAndGoal`}>
        <CampaignTypeCards isAudio={context.isAudio} />
        <CampaignGoalCards />
      </FieldBlock>
      <Divider />
      <FieldBlock title={`${S}.bidding`}>
        <ClickUrlInputs />
        <ManualBidInputs />
      </FieldBlock>
      <PromotionInputs appLocked={appLocked} />
      <Divider />
      <FieldBlock title={`${S}.delivery`}>
        <SwitchInput source="isAutoEnhancement" label={`${F}.isAutoEnhancement`} helperText="campaign-editor.basicInfo.hints.isAutoEnhancement" />
        <LimitedListInput source="test_devices" label={`${F}.testDevices`} itemLabel={`${F}.testDevice`} hint="campaign-editor.basicInfo.hints.testDevicesLimit" max={MAX_TEST_DEVICES} />
      </FieldBlock>
    </Stack>
  );
};

export default BasicInfoSection;
