import { Stack } from '@mui/material';
import { RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MAX_SECONDARY_EVENTS, type CampaignGoal } from '../../../src/api/contract';
import type { WebsitePromotionValues } from '../form/campaignFormValues';
import { asText } from './basicInfoModel';
import { LimitedListInput } from './LimitedListInput';

const WP = 'bidding_strategy.website_promotion';
const F = 'campaign-editor.basicInfo.fields';
const C = 'campaign-editor.basicInfo.choices';
const URL_TYPES = [
  { id: 'conversion', name: `${C}.conversion` },
  { id: 'parameter', name: `${C}.parameter` },
];
const CONDITIONS = [
  { id: 'contains', name: `${C}.contains` },
  { id: 'does_not_contain', name: `${C}.does_not_contain` },
];

/**
 * Website promotion of a conversion campaign (spec 1 §3, §5): how a conversion is recognised (a
 * conversion URL, or a URL parameter: domain, contains or not, value), the custom action and up to
 * four secondary events for a website custom event.
 */
export const WebsitePromotionInputs = () => {
  const [goal, urlType] = useWatch({ name: ['bidding_strategy.goal', `${WP}.url_type`] }) as [CampaignGoal, WebsitePromotionValues['url_type']];
  return (
    <Stack spacing={1}>
      <RadioButtonGroupInput source={`${WP}.url_type`} label={`${F}.urlType`} choices={URL_TYPES} helperText={false} />
      {urlType === 'parameter' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source={`${WP}.optionDomain`} label={`${F}.optionDomain`} parse={asText} helperText={false} sx={{ flex: 1 }} />
          <SelectInput source={`${WP}.optionCondition`} label={`${F}.optionCondition`} choices={CONDITIONS} helperText={false} sx={{ minWidth: 180 }} />
          <TextInput source={`${WP}.optionValue`} label={`${F}.optionValue`} parse={asText} helperText={false} sx={{ flex: 1 }} />
        </Stack>
      ) : (
        goal === 'web_standard_conversion' && (
          <TextInput source={`${WP}.conversion_url`} label={`${F}.conversionUrl`} type="url" parse={asText} helperText={false} fullWidth />
        )
      )}
      {goal === 'website_custom_event' && (
        <>
          <TextInput source={`${WP}.custom_action_name`} label={`${F}.customActionName`} parse={asText} helperText={false} fullWidth />
          <LimitedListInput
            source={`${WP}.secondary_events`}
            label={`${F}.secondaryEvents`}
            itemLabel={`${F}.secondaryEvent`}
            hint="campaign-editor.basicInfo.hints.secondaryEventsLimit"
            max={MAX_SECONDARY_EVENTS}
          />
        </>
      )}
    </Stack>
  );
};
