import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFieldArray } from 'react-hook-form';
import { BANNER_SLOTS, type BannerCreative } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionProps } from '../sections/sectionContract';
import { BannerSlot } from './BannerSlot';
import { NoCreativeAlert } from './NoCreativeAlert';

const B = 'campaign-editor.banner';

/**
 * Visuals › Banner ads (spec 2 §3, §5, §9): one banner per slot of spec 2 §9, each an image at least
 * the slot's size with exactly its aspect ratio, or a zip HTML banner, checked in the browser and
 * again by the server; each shown at real size with its serving decision and its name. An upload adds
 * the banner to the form (saved with the campaign); Remove takes it out again.
 */
const BannerSection = (props: SectionProps) => {
  void props;
  const translate = useTranslate();
  // keyName: a banner has no id of its own, and the form must not give it one.
  const { fields, append, remove } = useFieldArray<CampaignFormValues, 'visuals.banners', 'fieldKey'>({ name: 'visuals.banners', keyName: 'fieldKey' });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h2">
          {translate(`${B}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`${B}.intro`)}
        </Typography>
      </Stack>
      <NoCreativeAlert />
      {BANNER_SLOTS.map((slot) => {
        const index = fields.findIndex((banner) => banner.key === slot.key);
        return (
          <BannerSlot
            key={slot.key}
            slot={slot}
            index={index}
            onUploaded={(banner: BannerCreative) => append(banner, { shouldFocus: false })}
            onRemove={() => remove(index)}
          />
        );
      })}
    </Stack>
  );
};

export default BannerSection;
