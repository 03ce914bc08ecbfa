import { Box, Stack } from '@mui/material';
import { TextInput } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_CTA_COLOR } from '../../../src/api/contract/campaign-defaults';
import { CTA_COLOR_PATTERN } from './responsiveRules';

const SOURCE = 'visuals.dynamic_ad.call_to_action_color';

/** Stored as six hex digits without '#' (spec 2 §3): a pasted '#' is dropped, letters kept lower case. */
const asHex = (value: string | null): string => (value ?? '').trim().replace(/^#/, '').toLowerCase();

/**
 * The call-to-action colour: typed as hex, or picked with the browser's colour picker (which speaks
 * '#rrggbb'); an incomplete typed value leaves the picker on the default until it is valid.
 */
export const CtaColourInput = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: SOURCE });
  const hex = typeof value === 'string' && CTA_COLOR_PATTERN.test(value) ? value : DEFAULT_CTA_COLOR;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextInput
        source={SOURCE}
        label="campaign-editor.responsive.fields.callToActionColor"
        helperText="campaign-editor.responsive.hints.callToActionColor"
        parse={asHex}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        sx={{ width: 260 }}
      />
      <Box
        component="input"
        type="color"
        value={`#${hex.toLowerCase()}`}
        aria-label={translate('campaign-editor.responsive.fields.colourPicker')}
        onChange={(event) => setValue(SOURCE, asHex(event.currentTarget.value), { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
        sx={{ width: 56, height: 40, mt: 1, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, cursor: 'pointer' }}
      />
    </Stack>
  );
};
