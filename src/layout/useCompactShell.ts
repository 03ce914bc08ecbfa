import { useMediaQuery, type Theme } from '@mui/material';

/**
 * Below 900 px (MUI's md) the shell is compact: the desktop notice shows (spec 1 §2) and the top bar's
 * actions fold into one menu, so a phone's bar keeps its toggle, title and balance in view. Measured on
 * the first render (noSsr), so a phone never draws the wide bar first.
 */
export const useCompactShell = (): boolean => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
