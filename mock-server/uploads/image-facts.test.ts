import { describe, expect, it } from 'vitest';
import { fixture, withExifOrientation } from './fixture-files';
import { imageFacts } from './image-facts';

describe('imageFacts: an image size from its header', () => {
  it.each([
    ['banner-300x251.png', 300, 251],
    ['banner-300x260.jpg', 300, 260],
    ['banner-320x60.webp', 320, 60],
    ['banner-728x90.gif', 728, 90],
    ['native-1200x627.png', 1200, 627],
    // A 300x250 frame with EXIF orientation 6, as browsers show it (src/media reads the same).
    ['banner-300x250-rotated.jpg', 250, 300],
  ])('%s is %ix%i', (name, width, height) => {
    expect(imageFacts(fixture(name))).toEqual({ width, height });
  });

  it('gives the size a browser shows: EXIF orientations 5 to 8 swap width and height', () => {
    const jpeg = fixture('banner-300x260.jpg');
    expect(imageFacts(withExifOrientation(jpeg, 1))).toEqual({ width: 300, height: 260 });
    expect(imageFacts(withExifOrientation(jpeg, 3))).toEqual({ width: 300, height: 260 });
    expect(imageFacts(withExifOrientation(jpeg, 6))).toEqual({ width: 260, height: 300 });
    expect(imageFacts(withExifOrientation(jpeg, 8))).toEqual({ width: 260, height: 300 });
  });

  it('is null when the header cannot be read', () => {
    expect(imageFacts(Buffer.from('not an image at all'))).toBeNull();
    expect(imageFacts(fixture('banner-300x250.png').subarray(0, 12))).toBeNull();
  });

  it('reads only the bytes it is given, not the rest of the buffer they are a view of', () => {
    // The first 20 bytes end inside the header, before the height: the height after them is not read.
    expect(imageFacts(fixture('banner-300x250.png').subarray(0, 20))).toBeNull();
  });
});
