import { WHITELABEL_PATHS, type SaveWhitelabelRequest, type WhitelabelImage, type WhitelabelRecord } from '../../src/api/contract';
import { encodePng } from '../seed/png';
import { call, type CallResult } from '../test-support';

/** Test support for the customization routes: images made in memory and save bodies built from a read record. */

/** A one-colour PNG of the given size (small: deflate packs it). */
export const flatPng = (width: number, height: number): Buffer => encodePng(width, height, () => [30, 94, 255]);

/** One picture of an icon: its bytes and the size its directory entry lists for it. */
export interface IconPart {
  content: Buffer;
  width: number;
  height: number;
  /** Where the directory says its bytes start (the truth unless given). */
  offset?: number;
}

/** An .ico of the given pictures (ICONDIR, one ICONDIRENTRY each, then their bytes in order). */
export const iconOfParts = (parts: readonly IconPart[]): Buffer => {
  const head = Buffer.alloc(6 + 16 * parts.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(parts.length, 4);
  let offset = head.length;
  parts.forEach((part, i) => {
    const at = 6 + 16 * i;
    head.writeUInt8(part.width >= 256 ? 0 : part.width, at);
    head.writeUInt8(part.height >= 256 ? 0 : part.height, at + 1);
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(32, at + 6);
    head.writeUInt32LE(part.content.length, at + 8);
    head.writeUInt32LE(part.offset ?? offset, at + 12);
    offset += part.content.length;
  });
  return Buffer.concat([head, ...parts.map((part) => part.content)]);
};

/** An .ico holding one PNG image (ICONDIR, one ICONDIRENTRY, the PNG). */
export const iconOf = (png: Buffer, width: number, height: number): Buffer => iconOfParts([{ content: png, width, height }]);

/**
 * An icon's BMP picture: a BITMAPINFOHEADER stating twice the height (the colour rows and the 1-bit
 * mask), then 32-bit rows, then the mask; `rows` cuts the data short (a header claiming more pixels
 * than it carries).
 */
export const iconBmp = (width: number, height: number, rows = height): Buffer => {
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(width, 4);
  header.writeInt32LE(height * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  const colour = Buffer.alloc(width * 4 * rows, 0x80);
  const mask = Buffer.alloc(Math.ceil(width / 32) * 4 * rows);
  return Buffer.concat([header, colour, mask]);
};

export const svgLogo = (extra = '', size = 600): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#123456"/>${extra}</svg>`;

/** An image value carrying new bytes. */
export const newImage = (content: Buffer | string, fileName: string): WhitelabelImage => ({
  file_id: null,
  file: Buffer.from(content).toString('base64'),
  file_type: null,
  file_name: fileName,
  width: 0,
  height: 0,
  size: 0,
});

/** The save that changes nothing: every value as read, stored images kept by their id. */
export const unchangedSave = (record: WhitelabelRecord): SaveWhitelabelRequest => ({ id: record.id, name: record.name, whitelabel_settings: { ...record.whitelabel_settings } });

export const readWhitelabel = (base: string, token: string, id: number): Promise<CallResult<WhitelabelRecord>> =>
  call<WhitelabelRecord>(base, `${WHITELABEL_PATHS.whitelabel}/${id}`, { token });

export const saveWhitelabel = (base: string, token: string, body: unknown): Promise<CallResult<WhitelabelRecord | { errors: Record<string, string> } | null>> =>
  call(base, WHITELABEL_PATHS.whitelabel, { method: 'PUT', token, json: body });
