import { TextInput } from 'react-admin';
import { asText } from './basicInfoModel';

/** The campaign's name (spec 1 §3, default New Campaign); locked once the campaign left draft or rejected. */
export const CampaignNameInput = ({ locked }: { locked: boolean }) => (
  <TextInput
    source="name"
    parse={asText}
    label="campaign-editor.basicInfo.fields.name"
    disabled={locked}
    helperText={locked ? 'campaign-editor.basicInfo.hints.nameLocked' : false}
    fullWidth
  />
);
