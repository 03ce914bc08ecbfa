import { WHITELABEL_PATHS, type SaveWhitelabelRequest, type WhitelabelImage, type WhitelabelRecord } from '../../src/api/contract';
import { encodePng } from '../seed/png';
import { call, type CallResult } from '../test-support';

/** Test support for the customization routes: images made in memory and save bodies built from a read record. */

/** A one-colour PNG of the given size (small: deflate packs it). */
export const flatPng = (width: number, height: number): Buffer => encodePng(width, height, () => [30, 94, 255]);

/** An .ico holding one PNG image (ICONDIR, one ICONDIRENTRY, the PNG). */
export const iconOf = (png: Buffer, width: number, height: number): Buffer => {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head.writeUInt8(width >= 256 ? 0 : width, 6);
  head.writeUInt8(height >= 256 ? 0 : height, 7);
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, png]);
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
