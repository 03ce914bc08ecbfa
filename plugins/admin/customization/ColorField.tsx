import { useEffect, useState } from 'react';
import { Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useController } from 'react-hook-form';
import type { BrandingColorField } from '../../../src/api/contract';
import { hexToRgb, normaliseHexColor, rgbToHex, type Rgb } from '../../../src/domain/colorContrast';
import { BRAND_PALETTE } from './brandPalette';
import { colorRule, type CustomizationValues } from './customizationForm';

const CHANNELS = ['r', 'g', 'b'] as const;
type ChannelText = Record<(typeof CHANNELS)[number], string>;

const channelText = (rgb: Rgb): ChannelText => ({ r: String(rgb.r), g: String(rgb.g), b: String(rgb.b) });
const channelValue = (text: string): number | null => (/^\d{1,3}$/.test(text) && Number(text) <= 255 ? Number(text) : null);

/**
 * One brand colour (spec 3 §2, §5): a hex input (6 digits, the '#' optional), red, green and blue from
 * 0 to 255 kept in step with it both ways, and the preset palette. The hex text is the value; a
 * channel being typed (empty, over 255) leaves it as it was until the channel is whole again.
 */
export const ColorField = ({ name }: { name: BrandingColorField }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController<CustomizationValues, BrandingColorField>({ name, rules: { validate: (value) => (colorRule(value) ? translate('admin.customization.errors.color') : true) } });
  const { value, onChange, onBlur } = field;
  const [channels, setChannels] = useState<ChannelText>(() => channelText(hexToRgb(value) ?? { r: 0, g: 0, b: 0 }));
  const label = translate(`admin.customization.colors.${name}`);
  const current = normaliseHexColor(value);

  // The hex changed (typed, picked, reset from the server): the channels follow when it is whole.
  useEffect(() => {
    const rgb = hexToRgb(value);
    if (rgb) setChannels((shown) => (rgbToHex({ r: Number(shown.r), g: Number(shown.g), b: Number(shown.b) }) === rgbToHex(rgb) ? shown : channelText(rgb)));
  }, [value]);

  const setChannel = (channel: (typeof CHANNELS)[number], text: string) => {
    const next = { ...channels, [channel]: text };
    setChannels(next);
    const [r, g, b] = CHANNELS.map((c) => channelValue(next[c]));
    if (r !== null && r !== undefined && g !== null && g !== undefined && b !== null && b !== undefined) onChange(rgbToHex({ r, g, b }));
  };

  return (
    <Stack spacing={1} component="fieldset" data-testid={`color-${name}`} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: current ?? 'transparent', flex: 'none' }} />
        <TextField
          label={translate('admin.customization.colors.hex', { name: label })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? ' '}
          size="small"
          sx={{ width: 170 }}
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, 'data-testid': `color-${name}-hex` } }}
        />
        {CHANNELS.map((channel) => (
          <TextField
            key={channel}
            label={translate(`admin.customization.colors.${channel}`)}
            value={channels[channel]}
            onChange={(event) => setChannel(channel, event.target.value)}
            size="small"
            type="number"
            sx={{ width: 84 }}
            slotProps={{ htmlInput: { min: 0, max: 255, step: 1, 'aria-label': translate(`admin.customization.colors.${channel}Of`, { name: label }) } }}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={0.5} role="group" aria-label={translate('admin.customization.colors.palette', { name: label })} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        {BRAND_PALETTE.map((swatch) => (
          <Box
            key={swatch}
            component="button"
            type="button"
            onClick={() => onChange(swatch)}
            aria-label={translate('admin.customization.colors.use', { color: swatch })}
            aria-pressed={current === swatch}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              cursor: 'pointer',
              borderRadius: '50%',
              bgcolor: swatch,
              border: 2,
              borderColor: current === swatch ? 'text.primary' : 'transparent',
              outlineOffset: 2,
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
};
