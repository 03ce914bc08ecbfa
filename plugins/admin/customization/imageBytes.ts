import type { ImageFormatCode } from '../../../src/api/contract';

/** A file's bytes as base64 (the save's image value carries them so), in chunks a call can take. */
export const bytesToBase64 = (bytes: Uint8Array): string => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};

const CONTENT_TYPE_OF_CODE: Record<ImageFormatCode, string> = {
  1: 'image/png',
  2: 'image/jpeg',
  3: 'image/gif',
  4: 'image/svg+xml',
  5: 'image/x-icon',
  6: 'image/webp',
};

/** Where an image value is shown from: its new bytes (a data: URL an <img> shows, never runs) or its stored address. */
export const imageSource = (image: { file?: string | null; preview?: string | null; file_type: ImageFormatCode | null }): string | null => {
  if (image.file) return `data:${image.file_type ? CONTENT_TYPE_OF_CODE[image.file_type] : 'image/png'};base64,${image.file}`;
  return image.preview ?? null;
};
