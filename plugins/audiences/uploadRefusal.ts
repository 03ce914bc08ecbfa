import { isApiError } from '../../src/api/HttpError';
import { errorText } from '../../src/api/errorText';

/** The catalogue's 186 'empty audience file' (spec 3 §8; CODE names no audience codes yet). */
const EMPTY_AUDIENCE_FILE = 186;

/** Where a refused upload's reason shows: under the name, under the file, or as the form's message. */
export interface UploadRefusal {
  name?: string;
  file?: string;
  /** A refusal of no field (the space, the server): the server's type.message. */
  form?: string;
}

/**
 * The server's refusal in place (spec 3 §8): its field errors as it wrote them (183 under the name,
 * 181, 182 with the bad line's number, and a file that is no CSV under the file), code 186 as the
 * spec's own emptyFile message in the page's language, anything else the server's type.message.
 */
export const uploadRefusal = (error: unknown, translate: (key: string) => string): UploadRefusal => {
  if (!isApiError(error)) return { form: errorText(error, translate('core.errors.somethingWentWrong')) };
  if (error.body.code === EMPTY_AUDIENCE_FILE) return { file: translate('audiences.file.empty') };
  const { name, file } = error.body.errors ?? {};
  if (name || file) return { ...(name ? { name } : {}), ...(file ? { file } : {}) };
  return { form: error.message };
};
