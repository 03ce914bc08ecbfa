import { defaultTheme, type RaThemeOptions } from 'react-admin';
import type { WhitelabelInfo } from '../api/contract';

/** WCAG AA for normal text: MUI picks black or white text on each colour to reach this ratio. */
export const AA_CONTRAST = 4.5;

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
const colour = (value: string | undefined, fallback: string): string => {
  const match = value ? HEX.exec(value.trim()) : null;
  return match ? `#${match[1]}` : fallback;
};

/** The MUI theme of a white-label: its primary, secondary and warning colours, AA-readable text. */
export const createAppTheme = (whitelabel: WhitelabelInfo): RaThemeOptions => ({
  ...defaultTheme,
  palette: {
    contrastThreshold: AA_CONTRAST,
    primary: { main: colour(whitelabel.primary_color, '#1f4fa3') },
    secondary: { main: colour(whitelabel.secondary_color, '#0b1f4d') },
    warning: { main: colour(whitelabel.warning_color, '#b45309') },
    success: { main: colour(whitelabel.gauge_color, '#15803d') },
  },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // The app bar takes the primary colour, so its text follows the primary contrast text.
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
  },
});
