import { Stack } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { AppLookupStatus } from './AppLookupStatus';
import { asText } from './basicInfoModel';

const AP = 'bidding_strategy.app_promotion';
const F = 'campaign-editor.basicInfo.fields';
const C = 'campaign-editor.basicInfo.choices';
const PLATFORMS = [
  { id: 'android', name: `${C}.android` },
  { id: 'ios', name: `${C}.ios` },
];
const MMPS = [
  { id: 'adjust', name: `${C}.adjust` },
  { id: 'appsflyer', name: `${C}.appsflyer` },
];

/**
 * App promotion of a consideration campaign (spec 1 §3, §5): platform, bundle id and measurement
 * partner (required for app installs, checked by the rules), the tracking URL, and the app's name,
 * filled by the store lookup and still editable. Platform and bundle id are locked once the campaign
 * was published with them (catalogue 1310).
 */
export const AppPromotionInputs = ({ locked }: { locked: boolean }) => (
  <Stack spacing={1}>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectInput source={`${AP}.app_platform_type`} label={`${F}.appPlatformType`} choices={PLATFORMS} emptyValue="" disabled={locked} helperText={false} sx={{ minWidth: 200 }} />
      <TextInput parse={asText} source={`${AP}.bundle_id`} label={`${F}.bundleId`} disabled={locked} helperText={locked ? 'campaign-editor.basicInfo.hints.appLocked' : false} sx={{ flex: 1 }} />
    </Stack>
    <AppLookupStatus />
    <TextInput parse={asText} source={`${AP}.app_name`} label={`${F}.appName`} helperText={false} fullWidth />
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectInput source={`${AP}.mmp`} label={`${F}.mmp`} choices={MMPS} emptyValue="" helperText={false} sx={{ minWidth: 200 }} />
      <TextInput parse={asText} source={`${AP}.tracking_url`} label={`${F}.trackingUrl`} type="url" helperText={false} sx={{ flex: 1 }} />
    </Stack>
    <TextInput parse={asText} source={`${AP}.custom_action_name`} label={`${F}.customActionName`} helperText={false} fullWidth />
  </Stack>
);
