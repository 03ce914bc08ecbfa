/**
 * Request bodies arrive as `unknown` (JSON, form or plain text); these helpers narrow them without
 * trusting their shape, so a malformed body becomes a field error instead of a crash.
 */
export type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const fieldsOf = (body: unknown): Fields => (isRecord(body) ? body : {});

/** A non-empty string field (trimmed), else undefined. */
export const stringField = (fields: Fields, key: string): string | undefined => {
  const value = fields[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** A string field exactly as sent (passwords must not be trimmed), else undefined when empty. */
export const rawStringField = (fields: Fields, key: string): string | undefined => {
  const value = fields[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * Decimal notation only: Number() also reads '0x10', '1e3', '0b1' and surrounding blanks, which would
 * let one value be spelt many ways past the checks that compare text.
 */
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

export const toNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && DECIMAL.test(value)) return Number(value);
  return undefined;
};

/** Ids are decimal digits (at most 16, the length of the largest safe integer), never another notation. */
const ID_TEXT = /^[0-9]{1,16}$/;

/** A positive integer id from a path, a query or a body (a JSON number or decimal digits), else null. */
export const toId = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && ID_TEXT.test(value) ? Number(value) : undefined;
  return number !== undefined && Number.isSafeInteger(number) && number > 0 ? number : null;
};
