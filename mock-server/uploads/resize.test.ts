import { describe, expect, it } from 'vitest';
import { coverSquare } from './resize';

const pixelAt = (data: Uint8Array, width: number, x: number, y: number): number[] => [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];

describe('coverSquare', () => {
  it('averages the centred square of a wide picture', () => {
    // 4x2: a transparent column, white, black, a transparent column; the centre 2x2 is white | black.
    const data = new Uint8Array(4 * 2 * 4);
    for (let y = 0; y < 2; y += 1) {
      data.set([255, 0, 0, 0], (y * 4) * 4);
      data.set([255, 255, 255, 255], (y * 4 + 1) * 4);
      data.set([0, 0, 0, 255], (y * 4 + 2) * 4);
      data.set([255, 0, 0, 0], (y * 4 + 3) * 4);
    }
    const one = coverSquare({ width: 4, height: 2, data }, 1);
    expect(pixelAt(one.data, 1, 0, 0)).toEqual([128, 128, 128, 255]);
    const two = coverSquare({ width: 4, height: 2, data }, 2);
    expect(pixelAt(two.data, 2, 0, 1)).toEqual([255, 255, 255, 255]);
    expect(pixelAt(two.data, 2, 1, 1)).toEqual([0, 0, 0, 255]);
  });

  it('does not let a transparent colour bleed into the average', () => {
    // Top left a fully transparent red, the rest opaque blue: blue, three quarters opaque.
    const data = new Uint8Array([255, 0, 0, 0, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255]);
    expect(pixelAt(coverSquare({ width: 2, height: 2, data }, 1).data, 1, 0, 0)).toEqual([0, 0, 255, 191]);
    const wide = new Uint8Array([0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(pixelAt(coverSquare({ width: 2, height: 2, data: wide }, 1).data, 1, 0, 0)).toEqual([0, 0, 255, 64]);
  });

  it('enlarges a picture smaller than the square', () => {
    const data = new Uint8Array([10, 20, 30, 255]);
    const big = coverSquare({ width: 1, height: 1, data }, 3);
    expect(pixelAt(big.data, 3, 2, 2)).toEqual([10, 20, 30, 255]);
  });
});
