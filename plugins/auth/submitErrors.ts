import { isApiError } from '../../src/api/HttpError';

/**
 * Turns a failed call into what a form shows: field messages go under their inputs (returned to
 * react-admin's Form, which keeps every typed value), the server's message goes in the alert.
 */
export const submitErrors = (error: unknown, fieldNames: Record<string, string> = {}) => {
  const message = error instanceof Error && error.message ? error.message : 'core.errors.somethingWentWrong';
  const fields = isApiError(error) && error.body.errors ? error.body.errors : {};
  const mapped = Object.fromEntries(Object.entries(fields).map(([field, text]) => [fieldNames[field] ?? field, text]));
  return { message, fields: mapped };
};
