import { Button, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useController, useFormContext } from 'react-hook-form';
import { sizeLabel, type NativeImage, type UploadedCreativeFile } from '../../../src/api/contract';
import { creativeNameFromFile } from '../creatives/creativeName';
import { NativeFileRegion } from './NativeFileRegion';
import { NativeUpload } from './NativeUpload';

const N = 'campaign-editor.native';
const AD = 'visuals.native_ad';
/** One landscape (1200x627) and one square (600x600) image at most (spec 2 §5). */
const MAX_IMAGES = 2;

/**
 * The native ad's images (spec 2 §5): 1200x627 or 600x600, at most one of each. Each stored image is
 * listed by its name and size with its own Remove (the preview shows it at real size); the upload box
 * stays while a size is free, and a new image of a size already there replaces it, so the ad never
 * holds two of one size. The first file names an unnamed ad.
 */
export const NativeImages = () => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { field, fieldState } = useController({ name: `${AD}.images` });
  const images: NativeImage[] = Array.isArray(field.value) ? (field.value as NativeImage[]) : [];
  const label = translate(`${N}.fields.images`);
  const onStored = (file: File, answer: UploadedCreativeFile) => {
    if (answer.format !== 'image') return;
    if (!getValues(`${AD}.creative_name`)) setValue(`${AD}.creative_name`, creativeNameFromFile(file.name, 'native_ad'), { shouldDirty: true });
    const next: NativeImage = { file_id: answer.file_id, url: answer.file_url, width: answer.width, height: answer.height, file_name: answer.file_name };
    field.onChange([...images.filter((image) => sizeLabel(image) !== sizeLabel(next)), next]);
    field.onBlur();
  };
  return (
    <NativeFileRegion label={label} focusRef={field.ref} error={fieldState.error?.message}>
      {images.map((image, index) => {
        const name = translate(`${N}.imageN`, { size: sizeLabel(image) });
        return (
          <Stack key={`${image.file_id}-${index}`} direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate(`${N}.fileFacts`, { name: image.file_name, size: sizeLabel(image) })}
            </Typography>
            <Button onClick={() => field.onChange(images.filter((_, at) => at !== index))} startIcon={<DeleteIcon />} color="error">
              {translate('campaign-editor.creatives.remove', { name })}
            </Button>
          </Stack>
        );
      })}
      {images.length < MAX_IMAGES ? <NativeUpload kind="image" onStored={onStored} /> : null}
    </NativeFileRegion>
  );
};
