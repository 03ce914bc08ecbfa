import { ERROR_CATALOGUE, FALLBACK_ERROR_MESSAGE, type ErrorCode } from '../src/api/contract';

/**
 * Catalogue codes the mock answers that the contract's CODE table has no name for yet. The numbers and
 * messages stay ERROR_CATALOGUE's; these are only names (candidates to move into CODE).
 */
export const EXTRA_CODE = {
  INVALID_DATE_FORMAT: 11,
  JWT_SPACE_ID_MISSING: 20,
  CREATIVES_NOT_FOUND: 132,
  STATUS_NOT_SUPPORTED: 133,
  REGISTERED_USER_NOT_VERIFIED: 163,
  LOCATION_NOT_FOUND: 190,
  FREQUENCY_CAP_INVALID: 1315,
  SPACE_MISMATCH: 1420,
} as const satisfies Record<string, ErrorCode>;

/** The catalogue's message of a code, which every answer carries in `type.message` (spec 1 §8). */
export const catalogueMessage = (code: number): string =>
  (ERROR_CATALOGUE as Record<number, string>)[code] ?? FALLBACK_ERROR_MESSAGE;
