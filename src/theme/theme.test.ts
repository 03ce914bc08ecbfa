import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { AA_CONTRAST, FILLED_INPUT_BACKGROUND, PHONE_DIALOG, createAppTheme, readableOnLight } from './theme';
import { DEFAULT_WHITELABEL } from '../whitelabel/whitelabel';

const themeFor = (primary: string, secondary = '#0b1f4d', warning = '#f5a524') =>
  createTheme(createAppTheme({ ...DEFAULT_WHITELABEL, primary_color: primary, secondary_color: secondary, warning_color: warning }));

describe('white-label theme', () => {
  it('uses the white-label colours', () => {
    const theme = themeFor('#1E5EFF', '#0B1F4D');
    expect(theme.palette.primary.main).toBe('#1E5EFF');
    expect(theme.palette.secondary.main).toBe('#0B1F4D');
  });

  it.each(['#1E5EFF', '#F5A524', '#FFEB3B', '#21C17A', '#000000', '#FFFFFF', '#7B1FA2'])(
    'keeps AA contrast for text on %s',
    (primary) => {
      const { palette } = themeFor(primary, primary, primary);
      expect(getContrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(getContrastRatio(palette.warning.main, palette.warning.contrastText)).toBeGreaterThanOrEqual(AA_CONTRAST);
    },
  );

  it.each(['#1E5EFF', '#F5A524', '#FFEB3B', '#21C17A', '#FFFFFF'])('keeps focused labels in %s readable on the input grey', (brand) => {
    expect(getContrastRatio(readableOnLight(brand), FILLED_INPUT_BACKGROUND)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('keeps a brand colour that is already readable', () => {
    expect(readableOnLight('#0B1F4D')).toBe('#0B1F4D');
  });

  it('falls back on malformed colours and accepts a missing #', () => {
    expect(themeFor('not-a-colour').palette.primary.main).toBe('#1f4fa3');
    expect(themeFor('1e5eff').palette.primary.main).toBe('#1e5eff');
  });

  it('gives every dialog the whole screen below sm (a phone), and leaves it as MUI draws it above', () => {
    const theme = themeFor('#1E5EFF');
    const paper = theme.components?.MuiDialog?.styleOverrides?.paper;
    if (typeof paper !== 'function') throw new Error('The theme styles no dialog paper');
    const styles = paper({ theme, open: true, ownerState: { open: true } } as Parameters<typeof paper>[0]) as Record<string, unknown>;
    expect(styles).toEqual({ [theme.breakpoints.down('sm')]: PHONE_DIALOG });
    expect(theme.breakpoints.down('sm')).toBe('@media (max-width:599.95px)');
    expect(PHONE_DIALOG).toMatchObject({ margin: 0, width: '100%', maxWidth: '100%' });
  });

  it('draws the dram and naira signs with a face of its own, fetched only for those two signs', () => {
    const theme = themeFor('#1E5EFF');
    expect(theme.typography.fontFamily).toMatch(/^'Currency Signs', /);
    const faces = String(theme.components?.MuiCssBaseline?.styleOverrides);
    expect(faces.match(/@font-face/g)).toHaveLength(2);
    expect(faces).toContain('unicode-range: U+058F;');
    expect(faces).toContain('unicode-range: U+20A6;');
    expect(faces).toMatch(/src: url\('[^']+\.woff2'\) format\('woff2'\)/);
  });
});
