import { imageSize } from 'image-size';
import type { PixelSize } from '../../src/api/contract';
import { readHead, type FileOnDisk } from './byte-source';

/** EXIF orientations 5 to 8 turn the picture a quarter: browsers show it with width and height swapped. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

/**
 * An image's size as a browser shows it (createImageBitmap applies the EXIF orientation), read from
 * the header by image-size without decoding the pixels; null when the header cannot be read.
 */
export const imageFacts = (content: Uint8Array): PixelSize | null => {
  try {
    // image-size reads through a DataView of the whole underlying ArrayBuffer, past the end of a view
    // (a Buffer slice of Node's shared pool included): hand it a copy that owns exactly these bytes.
    const { width, height, orientation } = imageSize(new Uint8Array(content));
    if (!width || !height) return null;
    return orientation !== undefined && QUARTER_TURNS.has(orientation) ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
};

/**
 * The head an image file's size is read from: image-size's own bound for files, and more than any image
 * upload holds (every image kind's size rule and the profile picture's limit, checked first, are under
 * 500,000 bytes), so a JPEG's size is found however far its metadata pushes the frame header.
 */
const IMAGE_HEAD_BYTES = 512 * 1024;

/** imageFacts of a file, read from its head. */
export const imageFactsOfFile = async (file: FileOnDisk): Promise<PixelSize | null> => imageFacts(await readHead(file, IMAGE_HEAD_BYTES));
