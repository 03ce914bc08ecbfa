import { darken, getContrastRatio, type Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { WhitelabelInfo } from '../api/contract';
import { CURRENCY_SIGN_FACES, FONT_FAMILY } from './currencySigns';
import { TextFieldRoot } from './TextFieldRoot';

/** WCAG AA for normal text: MUI picks black or white text on each colour to reach this ratio. */
export const AA_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
const colour = (value: string | undefined, fallback: string): string => {
  const match = value ? HEX.exec(value.trim()) : null;
  return match ? `#${match[1]}` : fallback;
};

/** The grey behind filled inputs, the darkest surface brand-coloured text sits on. */
export const FILLED_INPUT_BACKGROUND = '#f0f0f0';

/**
 * The brand colour as text on light surfaces: itself when it reaches AA there, else darkened step by
 * step until it does (a light brand colour would otherwise make focused labels and links unreadable).
 */
export const readableOnLight = (brand: string, surface: string = FILLED_INPUT_BACKGROUND): string => {
  let shade = brand;
  for (let step = 0; step < 10 && getContrastRatio(shade, surface) < AA_CONTRAST; step += 1) shade = darken(brand, (step + 1) * 0.1);
  return getContrastRatio(shade, surface) < AA_CONTRAST ? '#000000' : shade;
};

/** A dialog's paper on a phone: the whole screen, as MUI's `fullScreen` dialog. */
export const PHONE_DIALOG = { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 } as const;

/** The MUI theme of a white-label: its primary, secondary and warning colours, AA-readable text. */
export const createAppTheme = (whitelabel: WhitelabelInfo): RaThemeOptions => {
  const primary = colour(whitelabel.primary_color, '#1f4fa3');
  const accentText = readableOnLight(primary);
  return {
    ...defaultTheme,
    palette: {
      contrastThreshold: AA_CONTRAST,
      primary: { main: primary },
      secondary: { main: colour(whitelabel.secondary_color, '#0b1f4d') },
      warning: { main: colour(whitelabel.warning_color, '#b45309') },
      success: { main: colour(whitelabel.gauge_color, '#15803d') },
    },
    sidebar: { width: 240, closedWidth: 56 },
    typography: { ...defaultTheme.typography, fontFamily: FONT_FAMILY },
    components: {
      ...defaultTheme.components,
      MuiCssBaseline: { styleOverrides: CURRENCY_SIGN_FACES },
      // react-admin's inputs still hand MUI 9's TextField the props it dropped: this root leaves them out.
      MuiTextField: { defaultProps: { slots: { root: TextFieldRoot } } },
      // A focused label is brand-coloured text on the input's grey: keep it AA-readable.
      MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: accentText } } } },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: accentText } } } },
      // A locked input's helper line says why it is locked (the campaign's country, its name after
      // publishing): MUI greys it with the input (2.67:1), but it is a message to read, so keep AA.
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled:not(.Mui-error)': { color: 'rgba(0, 0, 0, 0.6)' } } } },
      // Below MUI's sm (a phone) every dialog takes the whole screen, as `fullScreen` does: its 32 px
      // margins and its content's own widths would otherwise push it past the edges (issue 42 §3).
      MuiDialog: { styleOverrides: { paper: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: PHONE_DIALOG }) } },
    },
  };
};
