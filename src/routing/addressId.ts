/**
 * A record id from the address (a route's `:id`, a `?user=` parameter): a positive whole number in
 * plain decimal digits, as the mock's ids are, else null. '1e3', '0x10', '-1' and '7.5' name no record.
 */
export const addressIdOf = (raw: string | null | undefined): number | null => {
  if (!raw || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
};
