import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { incomingPathIn, type IncomingFile } from '../db/file-store';

/**
 * What became of a file part: `kept` in the incoming folder (whole, with its hash and length),
 * `oversize` (busboy's 'limit': the file reached the call's limit) or `failed` (the part broke off: a
 * client gone mid-body, a malformed form, a write that failed). Only `kept` leaves a file behind.
 */
export type Received = { kind: 'kept'; file: IncomingFile } | { kind: 'oversize' } | { kind: 'failed' };

/**
 * Streams a file part to a new file of the incoming folder, hashing (SHA-256) and counting its bytes
 * as they pass, so the whole file is never held in memory. At the call's limit, or when the part or the
 * write fails, the write stops at once, the temporary file is removed, and the rest of the part is
 * drained unread (busboy waits for its file streams to be read before it reads on). Settles once the
 * file is closed, or removed.
 */
export const receiveFile = (incomingDir: string, part: Readable): Promise<Received> =>
  new Promise((resolve) => {
    const temporary = incomingPathIn(incomingDir);
    const out = fs.createWriteStream(temporary, { flags: 'wx' });
    const hash = createHash('sha256');
    let size = 0;
    let stopped: 'oversize' | 'failed' | null = null;
    const stop = (why: 'oversize' | 'failed'): void => {
      if (stopped !== null) return;
      stopped = why;
      part.unpipe(out);
      part.resume();
      out.destroy();
    };
    part.on('data', (chunk: Buffer) => {
      if (stopped !== null) return;
      hash.update(chunk);
      size += chunk.length;
    });
    part.on('limit', () => stop('oversize'));
    part.on('error', () => stop('failed'));
    out.on('error', () => stop('failed'));
    out.on('close', () => {
      if (stopped === null && out.writableFinished) {
        resolve({ kind: 'kept', file: { path: temporary, hash: hash.digest('hex'), size } });
        return;
      }
      const why = stopped ?? 'failed';
      fs.rm(temporary, { force: true }, () => resolve({ kind: why }));
    });
    part.pipe(out);
  });
