import zlib from 'node:zlib';

/** Red, green, blue: 0 to 255 each. */
export type Rgb = readonly [number, number, number];

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A minimal PNG encoder (8-bit RGB, no interlace, filter 0), enough for the seed's real images and the
 * test fixtures: the pixels come from `pixel(x, y)` and zlib deflates them, so flat drawings stay small.
 */
export const encodePng = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type, 0 (none).
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + 1 + x * 3);
  }
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
};

/** A recognisable test card: a two-colour diagonal stripe inside a 4-pixel white frame. */
export const stripes = (width: number, height: number, colour: Rgb, other: Rgb = [255, 255, 255]): Buffer =>
  encodePng(width, height, (x, y) => {
    if (x < 4 || y < 4 || x >= width - 4 || y >= height - 4) return [255, 255, 255];
    return Math.floor((x + y) / 16) % 2 === 0 ? colour : other;
  });
