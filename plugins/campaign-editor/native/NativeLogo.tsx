import { Box, Button, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { useController } from 'react-hook-form';
import { NATIVE_LOGO_SIZE, type NativeImage, type UploadedCreativeFile } from '../../../src/api/contract';
import { NativeFileRegion } from './NativeFileRegion';
import { NativeUpload } from './NativeUpload';

const N = 'campaign-editor.native';

/**
 * The native ad's logo or app icon, 128x128 (spec 2 §5), shown at that real size with Remove once
 * stored. Whether it is required depends on the goal (nativeRules), and the region says which; the
 * rules' message shows here.
 */
export const NativeLogo = ({ required }: { required: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ name: 'visuals.native_ad.logo' });
  const logo = field.value as NativeImage | null | undefined;
  const label = translate(`${N}.fields.logo`);
  const onStored = (_file: File, answer: UploadedCreativeFile) => {
    if (answer.format !== 'image') return;
    field.onChange({ file_id: answer.file_id, url: answer.file_url, width: answer.width, height: answer.height, file_name: answer.file_name } satisfies NativeImage);
    field.onBlur();
  };
  return (
    <NativeFileRegion label={label} focusRef={field.ref} error={fieldState.error?.message}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${N}.hints.${required ? 'logoRequired' : 'logoOptional'}`)}
      </Typography>
      {logo ? (
        <>
          <Box component="img" src={logo.url} alt={label} width={NATIVE_LOGO_SIZE.width} height={NATIVE_LOGO_SIZE.height} sx={{ display: 'block', ...NATIVE_LOGO_SIZE, maxWidth: 'none' }} />
          <Button onClick={() => field.onChange(null)} startIcon={<DeleteIcon />} color="error" sx={{ alignSelf: 'flex-start' }}>
            {translate('campaign-editor.creatives.remove', { name: label })}
          </Button>
        </>
      ) : (
        <NativeUpload kind="logo" onStored={onStored} />
      )}
    </NativeFileRegion>
  );
};
