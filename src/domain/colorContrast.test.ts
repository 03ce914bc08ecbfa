import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWithWhite, formatRatio, hexToRgb, isHexColor, normaliseHexColor, rgbToHex, WHITE } from './colorContrast';

describe('hex colours (spec 3 §5: 6 hex digits with an optional #)', () => {
  it('takes 6 digits with or without #, in either case', () => {
    expect(hexToRgb('#1E5EFF')).toEqual({ r: 30, g: 94, b: 255 });
    expect(hexToRgb('1e5eff')).toEqual({ r: 30, g: 94, b: 255 });
    expect(normaliseHexColor(' 1e5eff ')).toBe('#1E5EFF');
  });
  it('refuses 3 digits, 8 digits, other letters and a doubled #', () => {
    // The same check takes 6 digits, so each refusal is its value's doing.
    expect(isHexColor('#1E5EFF')).toBe(true);
    for (const bad of ['#fff', '#1E5EFF00', '#GGGGGG', '##1E5EFF', '', 'red']) expect(isHexColor(bad)).toBe(false);
  });
  it('writes channels back, clamped to 0–255', () => {
    expect(rgbToHex({ r: 0, g: 135, b: 81 })).toBe('#008751');
    expect(rgbToHex({ r: 300, g: -4, b: 15.6 })).toBe('#FF0010');
  });
});

describe('WCAG 2 contrast', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
  });
  it('matches known figures: #767676 on white is the AA edge (4.54:1), #777777 just under', () => {
    expect(contrastWithWhite('#767676')).toEqual({ ratio: expect.closeTo(4.54, 2) as number, passes: true });
    expect(contrastWithWhite('#777777')?.passes).toBe(false);
  });
  it('warns for a light brand colour under white text', () => {
    const yellow = contrastWithWhite('#F5A524');
    expect(yellow?.passes).toBe(false);
    expect(formatRatio(yellow?.ratio ?? 0)).toBe('2.04:1');
  });
  it('never rounds a failing ratio up to the limit', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
  });
  it('has no ratio for a colour that is not 6 hex digits', () => {
    expect(contrastWithWhite('#fff')).toBeNull();
  });
});
