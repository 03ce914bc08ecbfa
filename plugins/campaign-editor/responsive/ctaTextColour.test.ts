import { describe, expect, it } from 'vitest';
import { ctaTextColour } from './ctaTextColour';

describe('ctaTextColour', () => {
  it('writes black on light colours and white on dark ones, whichever contrasts more', () => {
    expect(ctaTextColour('65abf6')).toBe('#000000');
    expect(ctaTextColour('ffffff')).toBe('#000000');
    expect(ctaTextColour('ffd400')).toBe('#000000');
    expect(ctaTextColour('000000')).toBe('#ffffff');
    expect(ctaTextColour('1a237e')).toBe('#ffffff');
    expect(ctaTextColour('d32f2f')).toBe('#ffffff');
  });
});
