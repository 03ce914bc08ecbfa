import { Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'ra-core';
import { useFieldArray, useWatch } from 'react-hook-form';
import { emptyVideoAd } from '../../../src/api/contract/campaign-defaults';
import { SwitchInput } from '../../../src/forms/SwitchInput';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionProps } from '../sections/sectionContract';
import { VideoAdItem } from './VideoAdItem';

const V = 'campaign-editor.video';

/**
 * Visuals › Video ads (spec 2 §3 "Video ad item", §5): the on switch, then, while on, the list of
 * video ads, each with its video, companion banner, preview at real size, serving decision and name;
 * Add and Remove, never below one item (a loaded record holds one at least: campaignMapping). Off
 * keeps the items in the form (and the save) without asking them to be complete.
 */
const VideoSection = (props: SectionProps) => {
  void props;
  const translate = useTranslate();
  const enabled = useWatch({ name: 'visuals.video_enabled' }) === true;
  // keyName: a video ad has no id of its own, and the form must not give it one.
  const { fields, append, remove } = useFieldArray<CampaignFormValues, 'visuals.video_ads', 'fieldKey'>({ name: 'visuals.video_ads', keyName: 'fieldKey' });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${V}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${V}.intro`)}
        </Typography>
      </Stack>
      <SwitchInput source="visuals.video_enabled" label={`${V}.fields.enabled`} helperText={`${V}.hints.enabled`} />
      {enabled ? (
        <>
          {fields.map((field, index) => (
            <VideoAdItem key={field.fieldKey} index={index} removable={fields.length > 1} onRemove={() => remove(index)} />
          ))}
          <Button onClick={() => append(emptyVideoAd(), { shouldFocus: false })} startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start' }}>
            {translate(`${V}.add`)}
          </Button>
        </>
      ) : null}
    </Stack>
  );
};

export default VideoSection;
