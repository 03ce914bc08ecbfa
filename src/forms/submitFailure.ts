import { isApiError } from '../api/HttpError';

/** Field messages keyed by the server's field path (`settings.campaign_is_rejected`, `first_name`). */
export type FieldMessages = Record<string, string>;

/**
 * What a form shows for a failed save, each message once: the server's field errors go under the fields
 * the form holds (react-admin's Form keeps every typed value); the server's `type.message` ("Invalid
 * argument provided") is shown as well only when some problem has no field of the form to sit under
 * (no field errors at all, or one naming a field the form lacks). A field's problem shown twice, under
 * it and again in a toast, reads as two failures. `serverFields` renames the server's field names the
 * form names otherwise (`transaction_id` → `transactionId`).
 */
export const submitFailure = (
  error: unknown,
  formFields: Iterable<string>,
  serverFields: Readonly<Record<string, string>> = {},
): { fields: FieldMessages; unplaced: boolean } => {
  const sent = isApiError(error) && error.body.errors ? error.body.errors : {};
  const fields: FieldMessages = Object.fromEntries(Object.entries(sent).map(([field, message]) => [serverFields[field] ?? field, message]));
  const held = new Set(formFields);
  const keys = Object.keys(fields);
  const placed = keys.length > 0 && keys.every((key) => held.has(key.split('.')[0] ?? key));
  return { fields, unplaced: !placed };
};
