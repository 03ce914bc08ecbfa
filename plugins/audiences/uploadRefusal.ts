import { CODE, RECORD_QUOTAS } from '../../src/api/contract';
import { isApiError, type ApiHttpError } from '../../src/api/HttpError';
import { errorText } from '../../src/api/errorText';

/** The catalogue's audience codes (spec 3 §8), named once in the contract for the app and the mock. */
const { FILE_SIZE_INVALID, AUDIENCE_SIZE_INVALID, AUDIENCE_NAME_EXISTS, EMPTY_AUDIENCE_FILE, QUOTA_REACHED } = CODE;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Where a refused upload's reason shows: under the name, under the file, or as the form's message. */
export interface UploadRefusal {
  name?: string;
  file?: string;
  /** A refusal of no field (the space, the server): the server's type.message. */
  form?: string;
}

/** 182's figures (AudienceUploadErrorData `bad_lines`, `first_bad_line`), when the server sent both. */
const badLinesOf = (error: ApiHttpError): { count: number; first: number } | null => {
  const count = error.body.details?.bad_lines;
  const first = error.body.details?.first_bad_line;
  return typeof count === 'number' && typeof first === 'number' ? { count, first } : null;
};

/**
 * The field errors of an audience refusal in the page's language, for the codes whose meaning is
 * known: the English messages are the mock's own words (audienceMessages.test.ts), the Russian say
 * the same with the server's figures. Any other field error stays as the server wrote it.
 */
export const audienceFieldErrors = (error: ApiHttpError, translate: Translate): Record<string, string> => {
  const errors = { ...error.body.errors };
  const { code } = error.body;
  if (code === EMPTY_AUDIENCE_FILE) errors.file = translate('audiences.file.empty');
  if (code === FILE_SIZE_INVALID) errors.file = translate('audiences.file.tooLarge');
  if (code === AUDIENCE_NAME_EXISTS) errors.name = translate('audiences.refusals.nameTaken');
  if (code === QUOTA_REACHED) errors.name = translate('audiences.refusals.quota', { max: RECORD_QUOTAS.audiences });
  const bad = code === AUDIENCE_SIZE_INVALID ? badLinesOf(error) : null;
  if (bad) errors.file = translate('audiences.refusals.badLines', { smart_count: bad.count, first: bad.first });
  return errors;
};

/**
 * The server's refusal in place (spec 3 §8): 183 under the name, 186, 181 and 182 (how many lines are
 * bad and the first one's number) under the file, in the page's language; other field errors (a file
 * that is no CSV) as the server wrote them; anything else the server's type.message.
 */
export const uploadRefusal = (error: unknown, translate: Translate): UploadRefusal => {
  if (!isApiError(error)) return { form: errorText(error, translate('core.errors.somethingWentWrong')) };
  const { name, file } = audienceFieldErrors(error, translate);
  if (name || file) return { ...(name ? { name } : {}), ...(file ? { file } : {}) };
  return { form: error.message };
};
