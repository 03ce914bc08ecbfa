import type { Readable } from 'node:stream';
import type busboy from 'busboy';
import type { Request } from 'express';
import { parseMultipartForm } from './multipart';

/**
 * A multipart upload whose file is a CSV read as it streams (the campaign CSV dry run, the audience
 * file): the text fields, and the file handed to `read` (which reads it through http/csv-stream.ts)
 * unless `accepts` turns it down by its name and type, in which case it is drained unread. Settles
 * once, when the body is over and the file's reading has ended, so the route answers once, after
 * the whole body was read.
 */
export interface CsvFormOptions {
  /** The form field that holds the file. */
  fileField: string;
  /** busboy stops handing over the file's bytes beyond this (the reader bounds it by the same figure). */
  maxFileBytes: number;
  /** At most this many text fields, of at most `fieldBytes` each. */
  fields: number;
  fieldBytes: number;
}

export interface CsvFormFile<T> {
  fileName: string;
  mimeType: string;
  /** What `read` answered; null when `accepts` turned the file down (it was not read). */
  read: T | null;
}

export interface CsvForm<T> {
  fields: Record<string, string>;
  /** The form's own problem (two files, a field too long, a malformed or cut-off body). */
  problem: string | null;
  file: CsvFormFile<T> | null;
}

export const readCsvForm = <T>(
  req: Request,
  options: CsvFormOptions,
  accepts: (info: busboy.FileInfo) => boolean,
  read: (file: Readable) => Promise<T>,
): Promise<CsvForm<T>> =>
  new Promise((resolve, reject) => {
    let file: CsvFormFile<T> | null = null;
    let reading: Promise<unknown> = Promise.resolve();
    parseMultipartForm(
      req,
      {
        fileField: options.fileField,
        // 'limit' comes once the file reaches maxFileBytes + 1: a file of exactly the bound is whole.
        limits: { fileSize: options.maxFileBytes + 1, files: 1, fields: options.fields, parts: options.fields + 2, fieldSize: options.fieldBytes, fieldNameSize: 100 },
      },
      (stream, info) => {
        const current: CsvFormFile<T> = { fileName: info.filename ?? '', mimeType: info.mimeType, read: null };
        file = current;
        if (!accepts(info)) {
          stream.resume();
          return;
        }
        reading = read(stream).then((result) => {
          current.read = result;
        });
      },
      // busboy closes once the body ends; the reader may still hold the file's last chunk. A reader's
      // fault comes after the file was drained: the route answers it (code 1) after the whole body.
      (fields, problem) => void reading.then(() => resolve({ fields, problem, file }), reject),
    );
  });
