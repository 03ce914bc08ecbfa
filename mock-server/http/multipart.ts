import busboy from 'busboy';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { Request } from 'express';
import type { IncomingFile } from '../db/file-store';
import { receiveFile, type Received } from './receive-file';

/**
 * Reads a multipart/form-data body with busboy, under limits: text fields of at most `fieldBytes`,
 * one file of fewer than `fileBytes` bytes, streamed to a file of the incoming folder while it is read
 * (a larger one is stopped and removed at the limit and reported as `oversize`), and a handful of
 * parts. The whole body is read either way, so the client always gets its answer instead of a
 * connection reset mid-upload.
 */
export interface MultipartLimits {
  /** The file must be smaller than this many bytes. */
  fileBytes: number;
  fieldBytes: number;
  /** The form field that holds the file. */
  fileField: string;
  /** Where the file is written while it is checked (FileStore.incomingDir). */
  incomingDir: string;
}

/** The file part: its bytes in the incoming folder, or `oversize` with nothing of it kept. */
export type UploadedFile = { fileName: string; mimeType: string } & ({ oversize: false; content: IncomingFile } | { oversize: true });

export interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** A problem with the form itself (more than one file, too many parts, a field too long). */
  problem: string | null;
}

export const MULTIPART_MESSAGES = {
  oneFile: 'Send one file only.',
  tooManyParts: 'Too many form fields.',
  fieldTooLong: 'A form field is too long.',
  malformed: 'The form data could not be read.',
} as const;

export const isMultipart = (req: Request): boolean => req.is('multipart/form-data') === 'multipart/form-data';

/**
 * Drives busboy over a request: text fields (a truncated one is a problem), the file of `fileField`
 * handed to `onFile` (any other file drained unread), the part limits, and a malformed body read to
 * its end; `done` is called once, with the fields and the form's first problem, when the body is over.
 */
export const parseMultipartForm = (
  req: Request,
  options: { limits: busboy.Limits; fileField: string },
  onFile: (stream: Readable, info: busboy.FileInfo) => void,
  done: (fields: Record<string, string>, problem: string | null) => void,
): void => {
  const fields: Record<string, string> = {};
  let problem: string | null = null;
  let settled = false;
  const finish = (): void => {
    if (settled) return;
    settled = true;
    done(fields, problem);
  };
  let parser: busboy.Busboy;
  try {
    // Browsers send a file's name as UTF-8 bytes; busboy would read them as latin1.
    parser = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: options.limits });
  } catch {
    problem = MULTIPART_MESSAGES.malformed;
    req.resume();
    req.once('end', finish);
    req.once('error', finish);
    return;
  }
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) problem ??= MULTIPART_MESSAGES.fieldTooLong;
    fields[name] = value;
  });
  let handedFile: Readable | null = null;
  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField) {
      stream.resume();
      return;
    }
    handedFile = stream;
    onFile(stream, info);
  });
  parser.on('filesLimit', () => {
    problem ??= MULTIPART_MESSAGES.oneFile;
  });
  parser.on('partsLimit', () => {
    problem ??= MULTIPART_MESSAGES.tooManyParts;
  });
  parser.on('fieldsLimit', () => {
    problem ??= MULTIPART_MESSAGES.tooManyParts;
  });
  parser.on('close', finish);
  parser.on('error', () => {
    problem ??= MULTIPART_MESSAGES.malformed;
    // Read what is left so the answer is not cut off by an unread body.
    req.unpipe(parser);
    req.resume();
    if (req.complete) finish();
    else req.once('end', finish);
  });
  req.once('error', finish);
  // A client gone mid-body: busboy hears no end, so the file handed over would wait for its next
  // chunk forever; it fails instead, and its reader answers what it read.
  req.once('close', () => {
    if (req.complete) return;
    problem ??= MULTIPART_MESSAGES.malformed;
    handedFile?.destroy(new Error('the request closed before its end'));
    finish();
  });
  req.pipe(parser);
};

const fileOf = (named: { fileName: string; mimeType: string }, received: Received): UploadedFile | null => {
  if (received.kind === 'kept') return { ...named, oversize: false, content: received.file };
  return received.kind === 'oversize' ? { ...named, oversize: true } : null;
};

const readMultipart = (req: Request, limits: MultipartLimits): Promise<MultipartBody> =>
  new Promise((resolve, reject) => {
    const handed: { part: { named: { fileName: string; mimeType: string }; receiving: Promise<Received> } | null } = { part: null };
    parseMultipartForm(
      req,
      {
        fileField: limits.fileField,
        // busboy reports 'limit' once a file reaches fileSize bytes, so a file of exactly fileBytes is
        // refused and one byte less is the largest kept ("under" the limit).
        limits: { fileSize: limits.fileBytes, files: 1, fields: 8, parts: 10, fieldSize: limits.fieldBytes, fieldNameSize: 100 },
      },
      (stream, info) => {
        handed.part = { named: { fileName: info.filename ?? '', mimeType: info.mimeType }, receiving: receiveFile(limits.incomingDir, stream) };
      },
      // busboy may close before the file is on disk: the answer waits for it.
      (fields, problem) => {
        const current = handed.part;
        if (current === null) {
          resolve({ fields, file: null, problem });
          return;
        }
        void current.receiving.then((received) => {
          // A part that broke off with the form whole is a write that failed here: the server's fault.
          if (received.kind === 'failed' && problem === null) reject(new Error('the uploaded file could not be written'));
          else resolve({ fields, file: fileOf(current.named, received), problem });
        });
      },
    );
  });

/**
 * Reads a multipart body and hands it to `handle`; whatever `handle` does (answers a refusal, takes
 * the file into the store, throws), the file's temporary copy is removed after it, so only a file
 * the store took (renamed away) outlives the request.
 */
export const withMultipart = async <T>(req: Request, limits: MultipartLimits, handle: (body: MultipartBody) => Promise<T> | T): Promise<T> => {
  const body = await readMultipart(req, limits);
  try {
    return await handle(body);
  } finally {
    if (body.file && !body.file.oversize) await fs.promises.rm(body.file.content.path, { force: true });
  }
};
