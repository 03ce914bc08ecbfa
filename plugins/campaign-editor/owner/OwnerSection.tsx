import { Alert, Stack, Typography } from '@mui/material';
import { DateInput, NumberInput, TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { CAMPAIGN_STATUS } from '../../../src/api/contract';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import type { SectionProps } from '../sections/sectionContract';
import { AccountManagerInput } from './AccountManagerInput';
import { ExclusiveNumberInput } from './ExclusiveNumberInput';
import { OwnerBiddingItems } from './OwnerBiddingItems';
import { CategoriesInput, ExchangesInput, TrafficSourcesInput } from './OwnerChoiceInputs';
import { OWNER_MESSAGES } from './ownerRules';
import { useMaxMargin } from './useOwnerChoices';

/**
 * Owner fields and owner advanced bidding (tab ownerAdvancedBidding, CAMPAIGN_ADMINISTRATION; spec 2
 * §3-§5). Every field is under `owner.*` of the one editor form. While the campaign is in moderation
 * the traffic source, category and exchange selectors are hidden (spec 2 §4): the moderation panel
 * chooses them when approving.
 */
const OwnerSection = ({ record, context }: SectionProps) => {
  const translate = useTranslate();
  const fetchedMax = useMaxMargin(record?.space_id);
  const maxMargin = context.maxMargin ?? fetchedMax;
  const inModeration = record?.status_key === CAMPAIGN_STATUS.in_moderation;
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        {translate('campaign-editor.owner.title')}
      </Typography>
      <Stack direction="row" spacing={2}>
        <ExclusiveNumberInput
          source="owner.margin"
          other="owner.fixed_cpm"
          label="campaign-editor.owner.margin"
          blockedMessage={OWNER_MESSAGES.marginBlocked}
          integer
          helperText={maxMargin === undefined ? undefined : translate('campaign-editor.owner.marginHint', { max: maxMargin })}
        />
        <ExclusiveNumberInput
          source="owner.fixed_cpm"
          other="owner.margin"
          label="campaign-editor.owner.fixedCpm"
          blockedMessage={OWNER_MESSAGES.fixedCpmBlocked}
          integer={false}
        />
        <NumberInput source="owner.t" label="campaign-editor.owner.t" helperText={false} />
      </Stack>
      <TextInput source="owner.dealLink" label="campaign-editor.owner.dealLink" helperText={false} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SwitchInput source="owner.intentVerified" label="campaign-editor.owner.intentVerified" helperText={false} />
        <DateInput source="owner.intent_tag_date" label="campaign-editor.owner.intentTagDate" helperText={false} parse={(value: string) => value || null} />
      </Stack>
      {inModeration ? (
        <Alert severity="info">{translate('campaign-editor.owner.hiddenInModeration')}</Alert>
      ) : (
        <>
          <ExchangesInput source="owner.exchange_id" />
          <TrafficSourcesInput source="owner.traffic_sources" />
          <CategoriesInput source="owner.campaign_category_keys" />
        </>
      )}
      <AccountManagerInput />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextInput source="owner.telco_model" label="campaign-editor.owner.telcoModel" helperText={false} />
        <SwitchInput source="owner.no_telco_model" label="campaign-editor.owner.noTelcoModel" helperText={false} />
        <SwitchInput source="owner.dummy_models" label="campaign-editor.owner.dummyModels" helperText={false} />
        <SwitchInput source="owner.disregard_targeting" label="campaign-editor.owner.disregardTargeting" helperText={false} />
      </Stack>
      <TextInput source="owner.impression_url" label="campaign-editor.owner.impressionUrl" helperText={false} />
      <OwnerBiddingItems />
    </Stack>
  );
};

export default OwnerSection;
