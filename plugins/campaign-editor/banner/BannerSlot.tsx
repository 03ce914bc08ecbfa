import { Button, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { type BANNER_SLOTS, IMAGE_MAX_BYTES, sizeLabel, type BannerCreative } from '../../../src/api/contract';
import { UploadBox } from '../../../src/widgets/upload-box/UploadBox';
import { CreativeNameInput } from '../creatives/CreativeNameInput';
import { creativeNameFromFile } from '../creatives/creativeName';
import { ServingDecisionNote } from '../creatives/ServingDecisionNote';
import { useCreativeUpload } from '../creatives/useCreativeUpload';
import { bannerFileProblem, bannerProblemOf } from './bannerFileCheck';
import { BannerPreview } from './BannerPreview';

const B = 'campaign-editor.banner';

type Slot = (typeof BANNER_SLOTS)[number];

/** The stored banner of a slot: at real size, its serving decision, its name and Remove. */
const SlotBanner = ({ index, label, onRemove }: { index: number; label: string; onRemove: () => void }) => {
  const translate = useTranslate();
  const banner = useWatch({ name: `visuals.banners.${index}` }) as BannerCreative | undefined;
  if (!banner) return null;
  return (
    <Stack spacing={2}>
      <BannerPreview banner={banner} />
      <ServingDecisionNote decision={banner.creative_serving_decision} />
      <CreativeNameInput source={`visuals.banners.${index}.creative_name`} />
      <Button onClick={onRemove} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
        {translate('campaign-editor.creatives.remove', { name: label })}
      </Button>
    </Stack>
  );
};

/** An empty slot: its upload box, checking the file before it is sent (spec 2 §5). */
const SlotUpload = ({ slot, onUploaded }: { slot: Slot; onUploaded: (banner: BannerCreative) => void }) => {
  const translate = useTranslate();
  const size = sizeLabel(slot);
  const { uploadFirst, busy, refusal } = useCreativeUpload({
    call: 'upload3',
    kind: 'banner',
    slot: { width: slot.width, height: slot.height },
    check: (file) => bannerFileProblem(slot, file),
    problemOf: bannerProblemOf(slot),
  });
  return (
    <UploadBox
      label={translate(`${B}.file`, { size })}
      hint={translate(`${B}.hint`, { size, max: IMAGE_MAX_BYTES })}
      accept="image/png,image/jpeg,image/gif,image/webp,.zip,application/zip"
      busy={busy}
      error={refusal}
      onFiles={uploadFirst((stored, file) =>
        onUploaded({
          width: slot.width,
          height: slot.height,
          type_key: 1,
          key: slot.key,
          file_id: stored.file_id,
          url: stored.file_url,
          // An image, or a zip HTML banner played from its index.html: what the upload found.
          format: stored.format === 'html' ? 'html' : 'image',
          creative_name: creativeNameFromFile(file.name, `banner_${size}`),
          creative_serving_decision: null,
        }),
      )}
    />
  );
};

/** One banner slot of spec 2 §9: its banner, or the box to upload one. */
export const BannerSlot = ({
  slot,
  index,
  onUploaded,
  onRemove,
}: {
  slot: Slot;
  index: number;
  onUploaded: (banner: BannerCreative) => void;
  onRemove: () => void;
}) => {
  const translate = useTranslate();
  const label = translate(`${B}.slot`, { size: sizeLabel(slot) });
  return (
    <Paper variant="outlined" component="section" aria-label={label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {label}
        </Typography>
        {index >= 0 ? <SlotBanner index={index} label={label} onRemove={onRemove} /> : <SlotUpload slot={slot} onUploaded={onUploaded} />}
      </Stack>
    </Paper>
  );
};
