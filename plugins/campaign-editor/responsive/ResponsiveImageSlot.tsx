import { Box, Button, FormHelperText, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { InputHelperText } from 'react-admin';
import { useController } from 'react-hook-form';
import { DYNAMIC_IMAGE_SIZE, IMAGE_MAX_BYTES, type KeyedFile } from '../../../src/api/contract';
import { UploadBox } from '../../../src/widgets/upload-box/UploadBox';
import { useCreativeUpload } from '../creatives/useCreativeUpload';
import { responsiveFileProblem, responsiveProblemOf, type ResponsiveFileKind } from './responsiveFileCheck';

const R = 'campaign-editor.responsive';

/** The logo is shown at the size a logo takes on a card's corner of the slot, whatever its own square size. */
const LOGO_SHOWN = 128;

const SLOTS = {
  dynamic_image: { source: 'visuals.dynamic_ad.images', name: 'image', shown: DYNAMIC_IMAGE_SIZE.width },
  dynamic_logo: { source: 'visuals.dynamic_ad.logos', name: 'logo', shown: LOGO_SHOWN },
} as const;

/**
 * The responsive ad's one image (exactly 250x250, shown at that real size) or one square logo (spec 2
 * §5): the upload box while there is none, checked in the browser then by the server (upload3 kind
 * dynamic_image or dynamic_logo); the stored file as a KeyedFile with Remove otherwise. The rules'
 * "upload one" message shows here, and a publish checklist's focus lands on the slot.
 */
export const ResponsiveImageSlot = ({ kind }: { kind: ResponsiveFileKind }) => {
  const translate = useTranslate();
  const { source, name, shown } = SLOTS[kind];
  const { field, fieldState } = useController({ name: source });
  const files: KeyedFile[] = Array.isArray(field.value) ? (field.value as KeyedFile[]) : [];
  const stored = files[0];
  const label = translate(`${R}.fields.${name}`);
  const { uploadFirst, busy, refusal } = useCreativeUpload({
    call: 'upload3',
    kind,
    check: (file) => responsiveFileProblem(kind, file),
    problemOf: responsiveProblemOf,
  });
  return (
    <Paper variant="outlined" component="section" aria-label={label} ref={field.ref} tabIndex={-1} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h3">
          {label}
        </Typography>
        {stored ? (
          <>
            <Box component="img" src={stored.url} alt={label} width={shown} height={shown} sx={{ display: 'block', width: shown, height: shown, maxWidth: 'none', objectFit: 'contain' }} />
            <Button onClick={() => field.onChange([])} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
              {translate('campaign-editor.creatives.remove', { name: label })}
            </Button>
          </>
        ) : (
          <UploadBox
            label={translate(`${R}.files.${name}`)}
            hint={translate(`${R}.files.${name}Hint`, { max: IMAGE_MAX_BYTES })}
            accept="image/png,image/jpeg,image/gif,image/webp"
            busy={busy}
            error={refusal}
            onFiles={uploadFirst((stored) => {
              field.onChange([{ key: 1, file_id: stored.file_id, url: stored.file_url }] satisfies KeyedFile[]);
              field.onBlur();
            })}
          />
        )}
        {fieldState.error?.message ? (
          <FormHelperText error role="alert" sx={{ m: 0 }}>
            <InputHelperText error={fieldState.error.message} />
          </FormHelperText>
        ) : null}
      </Stack>
    </Paper>
  );
};
