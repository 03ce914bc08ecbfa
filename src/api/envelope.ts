import { CODE, isSuccessCode } from './contract';
import { createApiError } from './HttpError';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads a /v1 answer and returns its `data`, or throws an HttpError carrying `type.code` and
 * `type.message`. The envelope's code decides success even when the HTTP status says otherwise,
 * and an HTTP failure without an envelope still becomes a readable error.
 */
export const unwrapEnvelope = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  const type = isRecord(payload) && isRecord(payload.type) ? payload.type : undefined;
  if (!type) {
    if (response.status === 401) throw createApiError('unauthorized', 401, CODE.UNAUTHORIZED);
    throw createApiError(undefined, response.ok ? 500 : response.status, CODE.BACKEND_EXCEPTION);
  }
  const code = type.code;
  const data = isRecord(payload) ? payload.data : undefined;
  if (isSuccessCode(code) && response.ok) return data;
  const numeric = typeof code === 'number' ? code : CODE.BACKEND_EXCEPTION;
  const status = numeric === CODE.UNAUTHORIZED ? 401 : response.ok ? 400 : response.status;
  throw createApiError(type.message, status, numeric, data);
};
