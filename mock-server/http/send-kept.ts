import fs from 'node:fs';
import type { Request, Response } from 'express';
import type { FileStore, KeptBytes } from '../db/file-store';

/**
 * Sends kept bytes (db/file-store.ts) streamed from their file, never read whole: one byte range when
 * the request asks for exactly one (players seek in audio and video this way), 416 for a range past
 * the end, and the whole file otherwise (no Range, several ranges, or a malformed header, which RFC
 * 9110 lets a server ignore). The caller has set the type and policy headers.
 */
export const sendKept = (req: Request, res: Response, files: FileStore, bytes: KeptBytes): void => {
  const { size } = bytes;
  res.set('Accept-Ranges', 'bytes');
  const ranges = req.range(size);
  if (ranges === -1) {
    res.status(416).set('Content-Range', `bytes */${size}`).end();
    return;
  }
  const only = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const [start, end] = only ? [only.start, only.end] : [0, size - 1];
  if (only) res.status(206).set('Content-Range', `bytes ${start}-${end}/${size}`);
  res.set('Content-Length', String(end - start + 1));
  if (req.method === 'HEAD' || end < start) {
    res.end();
    return;
  }
  const stream = fs.createReadStream(files.pathOf(bytes.hash), { start, end });
  // A file that cannot be read (deleted by hand) ends the answer: its length was already promised.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
};
