/**
 * Scales RGBA pixels down to a square thumbnail by area averaging, covering the square and centred (as
 * avatars are cropped). Pure TypeScript over the decoded pixels (pngjs and jpeg-js decode them): no
 * native image library in the mock. Colours are averaged weighted by their opacity, so a transparent
 * pixel's colour does not bleed into the edge of a shape.
 */
export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, rows top to bottom, RGBA. */
  data: Uint8Array;
}

export const coverSquare = (image: RgbaImage, side: number): RgbaImage => {
  const crop = Math.min(image.width, image.height);
  const left = Math.floor((image.width - crop) / 2);
  const top = Math.floor((image.height - crop) / 2);
  const out = new Uint8Array(side * side * 4);
  // Each output pixel averages the source box [x0, x1) × [y0, y1); a source smaller than the square
  // gives boxes of one pixel (nearest-neighbour enlargement).
  const edge = (i: number): number => Math.floor((i * crop) / side);
  for (let y = 0; y < side; y += 1) {
    const y0 = top + edge(y);
    const y1 = Math.max(y0 + 1, top + edge(y + 1));
    for (let x = 0; x < side; x += 1) {
      const x0 = left + edge(x);
      const x1 = Math.max(x0 + 1, left + edge(x + 1));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        let at = (sy * image.width + x0) * 4;
        for (let sx = x0; sx < x1; sx += 1, at += 4) {
          const alpha = image.data[at + 3] ?? 0;
          r += (image.data[at] ?? 0) * alpha;
          g += (image.data[at + 1] ?? 0) * alpha;
          b += (image.data[at + 2] ?? 0) * alpha;
          a += alpha;
        }
      }
      const count = (x1 - x0) * (y1 - y0);
      const target = (y * side + x) * 4;
      if (a > 0) {
        out[target] = Math.round(r / a);
        out[target + 1] = Math.round(g / a);
        out[target + 2] = Math.round(b / a);
      }
      out[target + 3] = Math.round(a / count);
    }
  }
  return { width: side, height: side, data: out };
};
