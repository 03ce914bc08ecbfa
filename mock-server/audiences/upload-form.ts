import type { Request } from 'express';
import { AUDIENCE_FILE_MAX_BYTES, AUDIENCE_UPLOAD_FIELD } from '../../src/api/contract';
import { isAudienceCsv } from '../../src/domain/audienceRules';
import { readCsvForm, type CsvForm } from '../http/csv-form';
import { countAudienceFile, type AudienceFileCount } from './audience-file';

/**
 * The audience upload's multipart body (spec 3 §7 "upload (name, file, space id)"), read by
 * http/csv-form.ts: a file that is a CSV by its name and declared type is counted as it streams
 * (audience-file.ts), any other is drained unread (`read` null). The whole body is read either way,
 * so the client always gets its answer instead of a connection reset mid-upload.
 */
export type AudienceUploadForm = CsvForm<AudienceFileCount>;

const FIELD_BYTES = 256;

export const readAudienceUpload = (req: Request): Promise<AudienceUploadForm> =>
  readCsvForm(
    req,
    { fileField: AUDIENCE_UPLOAD_FIELD.file, maxFileBytes: AUDIENCE_FILE_MAX_BYTES, fields: 4, fieldBytes: FIELD_BYTES },
    (info) => isAudienceCsv(info.filename ?? '', info.mimeType),
    countAudienceFile,
  );
