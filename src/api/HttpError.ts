import { FALLBACK_ERROR_MESSAGE, type FieldErrorsData } from './contract';

/** What a failed /v1 answer carries for the UI: the catalogue code and any field errors. */
export interface ApiErrorBody {
  code: number;
  /** Field name → message; react-admin shows these under the matching inputs. */
  errors?: Record<string, string>;
  /** A refusal's reason key where the call gives one (an upload's, UploadErrorReason), for a translated message. */
  reason?: string;
  /**
   * The refusal's other facts, as numbers and strings (an audience file's `bad_lines` and
   * `first_bad_line`), so a page can say the same in the user's language with the server's figures.
   */
  details?: Record<string, number | string>;
}

/**
 * A failed /v1 call: the server's `type.message`, the HTTP status and the catalogue code. It has the
 * shape of react-admin's HttpError (message, status, body), which react-admin reads by shape (a
 * failed save's `body.errors` become field errors, a 401 logs out); being our own class keeps
 * react-admin's code out of the entry, which makes the first requests before that code is parsed.
 */
export class ApiHttpError extends Error {
  override name = 'HttpError';
  constructor(
    message: string,
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const fieldErrorsOf = (data: unknown): Record<string, string> | undefined => {
  if (!isRecord(data) || !isRecord(data.errors)) return undefined;
  const entries = Object.entries((data as unknown as FieldErrorsData).errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/** Keys the body already carries in their own shape. */
const STRUCTURED_KEYS = new Set(['errors', 'reason']);

/** A refusal's top-level numbers and strings (nested values are not facts a message quotes). */
const detailsOf = (data: unknown): Record<string, number | string> | undefined => {
  if (!isRecord(data)) return undefined;
  const entries = Object.entries(data).filter(
    (entry): entry is [string, number | string] =>
      !STRUCTURED_KEYS.has(entry[0]) && (typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1]))),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

export const createApiError = (message: unknown, status: number, code: number, data?: unknown): ApiHttpError => {
  const text = typeof message === 'string' && message.trim() ? message : FALLBACK_ERROR_MESSAGE;
  const errors = fieldErrorsOf(data);
  const reason = isRecord(data) && typeof data.reason === 'string' ? data.reason : undefined;
  const details = detailsOf(data);
  const body: ApiErrorBody = { code, ...(errors ? { errors } : {}), ...(reason ? { reason } : {}), ...(details ? { details } : {}) };
  return new ApiHttpError(text, status, body);
};

export const isApiError = (error: unknown): error is ApiHttpError => error instanceof ApiHttpError;
