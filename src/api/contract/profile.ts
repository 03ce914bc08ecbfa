import type { Permission } from './permissions';

/**
 * Profile and settings calls (spec 3 §7 "Profile and settings"). Every call answers the updated User
 * (GET /v1/user/{id}'s shape), except the password change (a message) and the picture itself.
 * Field errors are code 2 with `data.errors` (FieldErrorsData), one message per request field.
 */
export const PROFILE_PATHS = {
  /** PUT PersonalInfoRequest. */
  personal: '/v1/user',
  /** POST ChangePasswordRequest; answers a message and ends every other session of the user. */
  changePassword: '/v1/user/change-password',
  /** PUT ChangeLanguageRequest (the caller's own language). */
  language: '/v1/user/change-language',
  /** PUT LegalInfoRequest. */
  legal: '/v1/user/legal',
  /** PUT RewardedAdsRequest. */
  rewardedAds: '/v1/user/rewarded/ads',
  /** PUT UserPaymentRequest (administrators only). */
  payment: '/v1/user/payment',
  /** PUT NotificationSettingsRequest. */
  notificationSettings: '/v1/user/account/settings',
  /** PUT AccessRequest. */
  access: '/v1/user/access',
  /**
   * Path not shown by the spec; ours: POST multipart/form-data with the picture in field `file` (and an
   * optional `user_id` field), answers the User with its new profile_picture.
   */
  profileImageUpload: '/v1/user/profile/image',
} as const;

/**
 * GET /v1/space/{spaceId}/users (path ours: the spec's settings page names a user of the account for
 * its access form, and no call of the spec lists them): the account's users (GET /v1/user/{id}'s
 * shape), owner first then by id, at most SPACE_USERS_LIMIT. Callers with PAGE_SETTINGS for their own
 * space, administrators for any.
 */
export const spaceUsersPath = (spaceId: number): string => `/v1/space/${spaceId}/users`;
/** An account has its owner and a few sub-users; the answer never grows past this. */
export const SPACE_USERS_LIMIT = 100;

/** The multipart field names of the picture upload. */
export const PROFILE_IMAGE_FIELD = { file: 'file', userId: 'user_id' } as const;

export type ProfileImageSize = 'original' | 'small';

/**
 * GET /v1/user/profile/image/{pictureId}?size=original|small (default original): the picture's bytes
 * (image/png or image/jpeg, `Cache-Control: no-store`), not an envelope; failures are envelopes.
 * Fetch it through the client's download (a bearer token is needed) and show it from a blob: URL.
 */
export const profileImagePath = (pictureId: number, size: ProfileImageSize = 'original'): string =>
  `/v1/user/profile/image/${pictureId}${size === 'small' ? '?size=small' : ''}`;

/** User.profile_picture: the original and its resized copy (spec 3 §3 "original and resized picture id, extension type"). */
export interface ProfilePicture {
  /** The original as uploaded; also User.profile_image. */
  picture_id: number;
  /** The 128x128 copy (PROFILE_IMAGE_SMALL), always a PNG. */
  resized_picture_id: number;
  /** Spec 3 §9 format code of the original: 1 png, 2 jpg or jpeg. */
  file_type: 1 | 2;
  /** The original's name as uploaded (cleaned, at most USER_TEXT_LIMITS.file_name characters). */
  file_name: string;
  width: number;
  height: number;
  /** The original's size in bytes. */
  size: number;
}

/** The six notification settings (spec 3 §3), each on or off and, separately, sent by email or not. */
export const NOTIFICATION_KEYS = [
  'campaign_is_rejected',
  'space_runs_out_of_budget',
  'space_balance_close_to_end',
  'campaign_is_approved',
  'campaign_runs_out_of_budget',
  'campaign_end_date_is_reached',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export interface NotificationSetting {
  /** Shown in the console. */
  enabled: boolean;
  /** Also sent by email. */
  email: boolean;
}

export type NotificationSettings = Record<NotificationKey, NotificationSetting>;

/** A new user's settings (the seed's too): every notification on, in the console and by email. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  campaign_is_rejected: { enabled: true, email: true },
  space_runs_out_of_budget: { enabled: true, email: true },
  space_balance_close_to_end: { enabled: true, email: true },
  campaign_is_approved: { enabled: true, email: true },
  campaign_runs_out_of_budget: { enabled: true, email: true },
  campaign_end_date_is_reached: { enabled: true, email: true },
};

/**
 * PUT /v1/user. `id` names the user (default: the caller); it is never changed. `email` is read-only:
 * when sent it must equal the stored one (the form may send the record back), else a field error.
 * Texts are trimmed; limits USER_TEXT_LIMITS.
 */
export interface PersonalInfoRequest {
  id?: number;
  first_name: string;
  last_name: string;
  phone: string;
  email?: string;
}

/** POST /v1/user/change-password; passwords at most PASSWORD_MAX_LENGTH characters. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

/** PUT /v1/user/change-language: the caller's language, kept for the next sign-in (User.language_key and locale). */
export interface ChangeLanguageRequest {
  /** 1 English, 2 Russian (User.language_key; spec 1 §3). */
  language_key: 1 | 2;
}

/** PUT /v1/user/legal: company_name required, tin_number optional (null or '' clears it). */
export interface LegalInfoRequest {
  user_id: number;
  company_name: string;
  tin_number?: string | null;
}

/** PUT /v1/user/rewarded/ads: a number above 0, at most REWARDED_CPM_RATE.max. */
export interface RewardedAdsRequest {
  user_id: number;
  rewarded_ads_cpm_rate: number;
}

/** PUT /v1/user/payment: invoice_due_day an integer 1–31, credit_limit not negative, at most 2 decimals. */
export interface UserPaymentRequest {
  user_id: number;
  invoice_due_day: number;
  credit_limit: number;
}

/** PUT /v1/user/account/settings: only the keys sent change; user_id defaults to the caller. */
export interface NotificationSettingsRequest {
  user_id?: number;
  settings: Partial<NotificationSettings>;
}

/** PUT /v1/user/access: the user's whole new permission list (known permissions only, at most every one once). */
export interface AccessRequest {
  user_id: number;
  permissions: Permission[];
}

/**
 * Longest text kept per user field, in characters (code points). The spec names no limits; sign-up's
 * (spec 1) are kept for the same fields: RFC 5321 paths for email, E.164 plus formatting for phone. A
 * TIN is at most 20 characters anywhere we serve; 32 leaves room for separators. A longer value is a
 * field error ('maximum N characters allowed'), never stored; a body over 256 KiB is refused unread
 * (code 2, HTTP 413).
 */
export const USER_TEXT_LIMITS = {
  first_name: 255,
  last_name: 255,
  company_name: 255,
  email: 254,
  phone: 32,
  tin_number: 32,
  /** A picture's file name as kept. */
  file_name: 255,
} as const;

/** Field error messages of these calls that are not rule messages (src/domain/profileRules.ts). */
export const PROFILE_MESSAGES = {
  emailReadOnly: 'The email address cannot be changed here.',
  languageKey: 'Language must be 1 (English) or 2 (Russian).',
  notificationSetting: 'Each setting is { enabled, email } with true or false.',
  unknownSetting: 'Unknown notification setting.',
  permissions: 'A list of known permissions.',
  imageFormat: 'The picture must be a PNG or JPEG image.',
  imagePixels: 'The picture has too many pixels.',
  imageRequired: 'Choose a picture to upload.',
  multipart: 'Send the picture as multipart/form-data in the field "file".',
} as const;
