import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The base theme. Its colours pass WCAG AA with white text; the white-label colours from
 * /v1/whitelabel/info replace them once loaded.
 */
export const baseTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#1f4fa3' },
    secondary: { main: '#1f4fa3' },
  },
  sidebar: { width: 240, closedWidth: 56 },
};
