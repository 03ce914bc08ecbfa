import { HttpError } from 'ra-core';
import { FALLBACK_ERROR_MESSAGE, type FieldErrorsData } from './contract';

/** What a failed /v1 answer carries for the UI: the catalogue code and any field errors. */
export interface ApiErrorBody {
  code: number;
  /** Field name → message; react-admin shows these under the matching inputs. */
  errors?: Record<string, string>;
}

export type ApiHttpError = HttpError & { body: ApiErrorBody };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const fieldErrorsOf = (data: unknown): Record<string, string> | undefined => {
  if (!isRecord(data) || !isRecord(data.errors)) return undefined;
  const entries = Object.entries((data as unknown as FieldErrorsData).errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

export const createApiError = (message: unknown, status: number, code: number, data?: unknown): ApiHttpError => {
  const text = typeof message === 'string' && message.trim() ? message : FALLBACK_ERROR_MESSAGE;
  const errors = fieldErrorsOf(data);
  const body: ApiErrorBody = errors ? { code, errors } : { code };
  return new HttpError(text, status, body) as ApiHttpError;
};

export const isApiError = (error: unknown): error is ApiHttpError =>
  error instanceof HttpError && isRecord(error.body) && typeof error.body.code === 'number';
