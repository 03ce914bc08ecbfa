import { describe, expect, it } from 'vitest';
import { brandingFormatOf, brandingImageProblem, brandingImageSize } from './brandingImages';

/** A PNG's signature and IHDR: enough bytes for the format and the size (the mock checks the data). */
const pngHeader = (width: number, height: number): Uint8Array => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
};
const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const icon = (width: number, height: number): Uint8Array => new Uint8Array([0, 0, 1, 0, 1, 0, width, height, ...new Array<number>(14).fill(0)]);

describe('branding image formats, by content', () => {
  it('knows png, jpg, gif, webp, ico and svg by their bytes', () => {
    expect(brandingFormatOf(pngHeader(1, 1))).toBe('png');
    expect(brandingFormatOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(brandingFormatOf(text('GIF89a……'))).toBe('gif');
    expect(brandingFormatOf(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(brandingFormatOf(icon(16, 16))).toBe('ico');
    expect(brandingFormatOf(text('<?xml version="1.0"?>\n<!-- a logo --><svg width="1" height="1"/>'))).toBe('svg');
    expect(brandingFormatOf(text('<html><svg/></html>'))).toBeNull();
  });
  it('reads sizes from a PNG header, an icon entry (0 is 256) and an SVG root or viewBox', () => {
    expect(brandingImageSize(pngHeader(600, 600), 'png')).toEqual({ width: 600, height: 600 });
    expect(brandingImageSize(icon(98, 32), 'ico')).toEqual({ width: 98, height: 32 });
    expect(brandingImageSize(icon(0, 0), 'ico')).toEqual({ width: 256, height: 256 });
    expect(brandingImageSize(text('<svg viewBox="0 0 600 600"/>'), 'svg')).toEqual({ width: 600, height: 600 });
    expect(brandingImageSize(text('<svg width="100%" height="600"/>'), 'svg')).toBeNull();
  });
});

describe('branding image rules (spec 3 §5)', () => {
  it('takes a 600x600 png or svg logo and refuses any other size or format', () => {
    expect(brandingImageProblem('company_logo', pngHeader(600, 600))).toBeNull();
    expect(brandingImageProblem('company_logo', text('<svg width="600" height="600"></svg>'))).toBeNull();
    expect(brandingImageProblem('company_logo', pngHeader(601, 600))).toBe('mismatch');
    expect(brandingImageProblem('company_logo', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('mismatch');
  });
  it('takes a 98x32 png or icon ad logo', () => {
    expect(brandingImageProblem('ad_logo', icon(98, 32))).toBeNull();
    expect(brandingImageProblem('ad_logo', pngHeader(98, 32))).toBeNull();
    expect(brandingImageProblem('ad_logo', icon(32, 32))).toBe('mismatch');
  });
  it('checks only the format of the background, email header and favicon (size checking off)', () => {
    expect(brandingImageProblem('main_background', pngHeader(1767, 1080))).toBeNull();
    expect(brandingImageProblem('email_header', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(brandingImageProblem('favicon', icon(32, 32))).toBeNull();
    expect(brandingImageProblem('favicon', text('<svg width="32" height="32"/>'))).toBe('mismatch');
    expect(brandingImageProblem('main_background', icon(32, 32))).toBe('mismatch');
  });
  it('refuses 500000 bytes or more (code 8)', () => {
    const big = new Uint8Array(500_000);
    big.set(pngHeader(600, 600));
    // One byte under is taken, so the refusal is the size's doing.
    expect(brandingImageProblem('company_logo', big.subarray(0, 499_999))).toBeNull();
    expect(brandingImageProblem('company_logo', big)).toBe('tooBig');
  });
});
