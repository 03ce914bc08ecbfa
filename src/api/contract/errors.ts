/**
 * The error code catalogue (spec 3 §8), one table for the app and the mock so the two cannot drift.
 * The message is what the server sends as `type.message` and what the app shows in its error toast.
 */
export const ERROR_CATALOGUE = {
  0: 'OK',
  204: 'no content',
  401: 'unauthorized',
  // Beyond the spec's catalogue: sign-in back-off and the limits on reset emails and registrations
  // (HTTP 429 with Retry-After). Numbered as its HTTP status, like 401: no spec code fits "wait".
  429: 'Too many attempts. Please wait a moment and try again.',
  1: 'Backend exception',
  2: 'Invalid argument provided',
  3: 'Illegal action',
  4: 'Token is expired',
  5: 'Token is invalid',
  6: 'User not found',
  7: 'User not found',
  8: 'Original image is too big (under 500000 bytes)',
  11: 'Invalid date format',
  20: 'JWT space id not specified',
  110: 'Space is not found',
  111: 'Space has no campaign',
  130: 'Campaign is not found',
  131: "Campaign's target is not found",
  132: "Campaign's creatives is not found",
  133: 'Status is not supported',
  134: 'Campaign status does not match the action',
  135: 'Campaign is not ready for moderation, some fields missing',
  136: 'Campaign does not need moderation',
  137: 'Campaign needs moderation',
  138: 'Campaign has been updated while being in moderation',
  139: 'Campaign has not been changed after rejection',
  150: 'Report mode is not supported',
  160: 'Email already exist',
  161: 'Registration not found',
  162: 'Registered user is verified',
  163: "Registered user isn't verified",
  170: 'Company is not found',
  180: 'Audience not found',
  181: 'File size invalid',
  182: 'Audience size invalid',
  183: 'Audience name exist',
  186: 'empty audience file',
  190: 'Location not found',
  1301: 'Missing mandatory field(s)',
  1302: 'Campaign budget is less than bid amount',
  1303: 'Start date should be less than end date',
  1304: 'Start date should be in future',
  1305: 'End date should be in future',
  1306: 'Start date is not modifiable',
  1307: 'Wrong budget type',
  1308: 'Bid amount should be greater than a base bid',
  1309: 'Budget should be >= bid amount',
  1310: 'App URL is not modifiable',
  1311: 'App does not exist in the app store',
  1312: 'Campaign name must be unique per space',
  1313: 'Wrong pixel URL',
  1315: 'Frequency cap invalid: monthly > weekly > daily',
  // Beyond the spec's catalogue: optimistic concurrency of the campaign editor.
  1320: 'This campaign was changed by someone else after you opened it. Nothing was saved.',
  1400: 'Space invitation(s) have error',
  1401: 'Invited user is verified',
  1402: "Invited user isn't verified",
  1410: 'Space name is not specified',
  1411: 'Space name must be unique across company',
  1420: 'Space mismatch',
  // Beyond the spec's catalogue, which names the message only (spec 2 §8, spec 3 §8): Run refused
  // because the account's balance cannot fund a day of the campaign's budget.
  1330: 'Insufficient account budget to start the campaign: the balance must cover its daily budget.',
  // Beyond the spec's catalogue, which has no invoice codes: an unknown invoice, or another account's
  // (the two look the same, so an id says nothing about other accounts).
  1500: 'Invoice not found',
  // Beyond the spec's catalogue (spec 3 §6: paying manually only when the user's payment vendor is
  // ameria): a pay-manually call for a user who pays through another vendor.
  1510: 'Paying manually is only for users whose payment vendor is Ameria',
  // Beyond the spec's catalogue: a log-payment whose transaction id (its idempotency key) the account
  // already has with another amount, referer or comment (Stripe refuses a reused idempotency key alike).
  1511: 'This transaction id was already logged with another amount, referer or comment. Nothing was credited.',
  // Beyond the spec's catalogue: a create past the owner's record quota for that kind (quotas.ts).
  1600: 'This account holds the most records of this kind it may keep. Delete one first.',
} as const satisfies Record<number, string>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Named codes used in code paths (the numbers stay the catalogue's). */
export const CODE = {
  OK: 0,
  NO_CONTENT: 204,
  UNAUTHORIZED: 401,
  TOO_MANY_ATTEMPTS: 429,
  BACKEND_EXCEPTION: 1,
  INVALID_ARGUMENT: 2,
  ILLEGAL_ACTION: 3,
  TOKEN_EXPIRED: 4,
  TOKEN_INVALID: 5,
  USER_NOT_FOUND: 6,
  /** A profile picture of 500000 bytes or more (spec 3 §8, §9). */
  IMAGE_TOO_BIG: 8,
  SPACE_NOT_FOUND: 110,
  CAMPAIGN_NOT_FOUND: 130,
  STATUS_MISMATCH: 134,
  EMAIL_EXISTS: 160,
  REGISTRATION_NOT_FOUND: 161,
  REGISTERED_USER_VERIFIED: 162,
  /** Audiences (spec 3 §8): the app words 182 and 183 in the page's language from their data. */
  AUDIENCE_NOT_FOUND: 180,
  FILE_SIZE_INVALID: 181,
  AUDIENCE_SIZE_INVALID: 182,
  AUDIENCE_NAME_EXISTS: 183,
  EMPTY_AUDIENCE_FILE: 186,
  CAMPAIGN_NOT_READY: 135,
  CAMPAIGN_NEEDS_MODERATION: 137,
  UPDATED_IN_MODERATION: 138,
  NOT_CHANGED_AFTER_REJECTION: 139,
  MISSING_FIELDS: 1301,
  BUDGET_BELOW_BID: 1302,
  START_AFTER_END: 1303,
  START_IN_PAST: 1304,
  END_IN_PAST: 1305,
  START_NOT_MODIFIABLE: 1306,
  BID_BELOW_BASE: 1308,
  BUDGET_BELOW_BID_AMOUNT: 1309,
  APP_URL_NOT_MODIFIABLE: 1310,
  APP_NOT_FOUND: 1311,
  NAME_NOT_UNIQUE: 1312,
  WRONG_PIXEL_URL: 1313,
  VERSION_CONFLICT: 1320,
  INSUFFICIENT_BUDGET: 1330,
  INVOICE_NOT_FOUND: 1500,
  PAYMENT_VENDOR_NOT_AMERIA: 1510,
  PAYMENT_ALREADY_LOGGED: 1511,
  /** A create past RECORD_QUOTAS (quotas.ts); `data` is QuotaRefusalData. */
  QUOTA_REACHED: 1600,
} as const satisfies Record<string, ErrorCode>;

/** Shown when a failed answer carries no usable message (spec 1 §8). */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong!';

/** Codes 0 and 204 are successes; the spec also names the textual "OK". */
export const isSuccessCode = (code: unknown): boolean => code === 0 || code === 204 || code === 'OK';
