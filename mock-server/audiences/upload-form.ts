import type { Request } from 'express';
import { AUDIENCE_FILE_MAX_BYTES, AUDIENCE_UPLOAD_FIELD } from '../../src/api/contract';
import { isAudienceCsv } from '../../src/domain/audienceRules';
import { parseMultipartForm } from '../http/multipart';
import { countAudienceFile, type AudienceFileCount } from './audience-file';

/**
 * The audience upload's multipart body (spec 3 §7 "upload (name, file, space id)"), read by
 * http/multipart.ts's parseMultipartForm but never buffering the file: a CSV is counted as it streams
 * (audience-file.ts), anything else is drained unread. The whole body is read either way, so the
 * client always gets its answer instead of a connection reset mid-upload.
 */
export interface AudienceUploadFile {
  fileName: string;
  /** By its name and declared type (the content is checked as it streams: `count.binary`). */
  csv: boolean;
  /** Null when the file is not a CSV by its name (it was not read). */
  count: AudienceFileCount | null;
}

export interface AudienceUploadForm {
  fields: Record<string, string>;
  file: AudienceUploadFile | null;
  problem: string | null;
}

const FIELD_BYTES = 256;

export const readAudienceUpload = (req: Request): Promise<AudienceUploadForm> =>
  new Promise((resolve) => {
    let file: AudienceUploadFile | null = null;
    let counting: Promise<unknown> = Promise.resolve();
    parseMultipartForm(
      req,
      {
        fileField: AUDIENCE_UPLOAD_FIELD.file,
        // 'limit' comes once the file reaches AUDIENCE_FILE_MAX_BYTES + 1: a file of exactly the limit is kept.
        limits: { fileSize: AUDIENCE_FILE_MAX_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: FIELD_BYTES, fieldNameSize: 100 },
      },
      (stream, info) => {
        const current: AudienceUploadFile = { fileName: info.filename ?? '', csv: isAudienceCsv(info.filename ?? '', info.mimeType), count: null };
        file = current;
        if (!current.csv) {
          stream.resume();
          return;
        }
        counting = countAudienceFile(stream).then((count) => {
          current.count = count;
        });
      },
      // busboy closes once the body ends; the parser may still hold the file's last chunk.
      (fields, problem) => void counting.then(() => resolve({ fields, file, problem })),
    );
  });
