import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useController } from 'react-hook-form';
import { CODE, ERROR_CATALOGUE, WHITELABEL_MESSAGES, type BrandingImageSlot, type WhitelabelImage } from '../../../src/api/contract';
import { BRANDING_FORMAT_CODE, BRANDING_IMAGE_LIMIT_BYTES, BRANDING_IMAGE_RULES, brandingAccept, brandingFormatOf, brandingImageProblem, brandingImageSize } from '../../../src/domain/brandingImages';
import { useWrite } from '../../../src/data/useWrite';
import { UploadBox } from '../../../src/widgets/upload-box/UploadBox';
import type { CustomizationValues } from './customizationForm';
import { bytesToBase64, imageSource } from './imageBytes';

/** The server's reasons for an image, in the page's language (others are shown as the server wrote them). */
const SERVER_REASON_KEYS: Readonly<Record<string, string>> = {
  [WHITELABEL_MESSAGES.imageMismatch]: 'admin.customization.errors.mismatch',
  [ERROR_CATALOGUE[CODE.IMAGE_TOO_BIG]]: 'admin.customization.errors.tooBig',
};

const FORMAT_NAMES: Record<string, string> = { png: 'PNG', jpg: 'JPG/JPEG', gif: 'GIF', svg: 'SVG', ico: 'ICO', webp: 'WEBP' };

/**
 * One white-label image (spec 3 §5): its current picture, the shared upload box with the slot's
 * format and size, and a remove button. A chosen file is checked by its bytes with the rule the mock
 * checks again; a mismatch shows the spec's message and leaves the value as it was.
 */
export const CustomizationImageField = ({ slot }: { slot: BrandingImageSlot }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController<CustomizationValues, BrandingImageSlot>({ name: slot });
  const [problem, setProblem] = useState<string | null>(null);
  const rule = BRANDING_IMAGE_RULES[slot];
  const label = translate(`admin.customization.images.${slot}`);
  const { onChange } = field;

  // Reading a chosen file is no call, but it waits the same way: one file at a time, the box busy meanwhile.
  const taking = useWrite({
    write: async (_dataProvider, file: File) => {
      // Too big is known from the size alone: a huge file is never read into memory.
      if (file.size >= BRANDING_IMAGE_LIMIT_BYTES) {
        setProblem(translate('admin.customization.errors.tooBig'));
        return;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const found = brandingImageProblem(slot, bytes);
      const format = brandingFormatOf(bytes);
      if (found !== null || format === null) {
        setProblem(translate(`admin.customization.errors.${found ?? 'mismatch'}`));
        return;
      }
      setProblem(null);
      const size = brandingImageSize(bytes, format);
      const image: WhitelabelImage = {
        file_id: null,
        file: bytesToBase64(bytes),
        preview: null,
        file_type: BRANDING_FORMAT_CODE[format],
        file_name: file.name,
        // The server reads the size itself; the sized slots' sizes are known here already.
        width: size?.width ?? 0,
        height: size?.height ?? 0,
        size: Math.ceil(bytes.length / 1024),
      };
      onChange(image);
    },
  });
  const value = field.value;
  const source = value ? imageSource(value) : null;
  const formats = rule.formats.map((format) => FORMAT_NAMES[format] ?? format).join(', ');
  const hint = rule.size
    ? translate('admin.customization.images.hintSized', { formats, width: rule.size.width, height: rule.size.height })
    : translate('admin.customization.images.hintAnySize', { formats });
  const serverError = fieldState.error?.message;

  return (
    <Stack spacing={1} data-testid={`image-${slot}`} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{ width: 96, height: 96, flex: 'none', border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', placeItems: 'center', bgcolor: 'grey.100', overflow: 'hidden' }}
        >
          {source ? (
            <Box component="img" src={source} alt={translate('admin.customization.images.current', { name: label })} data-testid={`image-${slot}-preview`} sx={{ maxWidth: '100%', maxHeight: '100%' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('admin.customization.images.none')}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <UploadBox
            label={label}
            hint={hint}
            accept={brandingAccept(slot)}
            busy={taking.pending}
            error={problem ?? (serverError ? translate(SERVER_REASON_KEYS[serverError] ?? serverError, { _: serverError }) : null)}
            onFiles={([file]) => file && void taking.run(file)}
          />
        </Box>
      </Stack>
      {value && (
        <Box>
          <Button size="small" color="error" onClick={() => onChange(null)}>
            {translate('admin.customization.images.remove', { name: label })}
          </Button>
        </Box>
      )}
    </Stack>
  );
};
