import type { CreativeFacts } from '../uploads/check-creative';
import type { CreativeKind } from '../uploads/kinds';
import type {
  AccountKind,
  AccountSource,
  AccountTypeKey,
  CreateAccountWhitelabel,
  AdminCampaignComment,
  CampaignPhase,
  AudienceStatusKey,
  AudienceType,
  AuditEntry,
  CampaignOwnerFields,
  CampaignRecord,
  CampaignRevision,
  CurrencyCode,
  DynamicAudience,
  FoldedRevisions,
  InvoiceSendType,
  PaymentMethod,
  PendingResource,
  PixelSize,
  SavedView,
  SegmentAudience,
  TransactionStatus,
  User,
  WhitelabelInfo,
  WhitelistFile,
} from '../../src/api/contract';

/**
 * The mock's stored shapes. They extend the contract's answers with what the server keeps to itself
 * (password hashes, tokens); routes project them back to contract shapes in views.ts.
 */
/**
 * A user as stored: the answered fields, except that the credit limit is kept in whole minor units
 * (src/domain/minorUnits.ts) and answered as a decimal (views.ts).
 */
export interface StoredUser extends Omit<User, 'credit_limit'> {
  credit_limit_minor: number;
  password_salt: string;
  /** scrypt of the password with the salt, `scrypt$N$r$p$hex` (security/passwords.ts). Never the password itself. */
  password_hash: string;
}

export interface StoredSpace {
  id: number;
  name: string;
  /** Whole minor units (src/domain/minorUnits.ts): sums stay exact; answers carry the decimal. */
  balance_minor: number;
  currency: CurrencyCode;
  locale: string;
  account_type_key: AccountTypeKey;
  owner_user_id: number;
  payment_settings: { allow_payment: boolean };
  country: string;
  created_at: string;
  /** How an administrator-created account came (the create-account form); absent otherwise. Never answered. */
  origin?: AccountOrigin;
}

/** The create-account form's facts about an account (spec 3 §3), kept for the administrators. */
export interface AccountOrigin {
  type: AccountKind;
  source: AccountSource;
  other: string | null;
  whitelabel_code: CreateAccountWhitelabel;
  niche: string | null;
  position: string | null;
  created_by: number;
}

/**
 * A stored campaign always holds its owner fields (views.ts hides them from non-administrators) and
 * two facts the moderation rules need that no client reads.
 */
export interface StoredCampaign extends CampaignRecord {
  owner: CampaignOwnerFields;
  /** Last change to what the advertiser edits (not owner fields, not status): code 138 compares it. */
  content_changed_at: string;
  /** The version the last rejection left; publishing that same version again is code 139. */
  rejected_version: number | null;
}

/**
 * A change log entry as stored: the change, not the states. The answered previous_state and
 * current_state are rebuilt by replaying the campaign's log (db/revision-log.ts), so a save of a long
 * list stores that list once, not three times.
 */
export interface CompactRevision {
  id: number;
  campaign_id: number;
  commit_date: string;
  author: CampaignRevision['author'];
  state_difference: CampaignRevision['state_difference'];
  /** Paths of state_difference whose null means the field went away rather than became null. */
  removed?: string[];
  /** A creation: every field the campaign was created with (its previous state is empty). */
  created_state?: Partial<CampaignRecord>;
  /** Kept only when the replay cannot rebuild them exactly (a change made outside the log). */
  previous_state?: Partial<CampaignRecord>;
  current_state?: Partial<CampaignRecord>;
  /** A restore: the earlier revision whose state it brought back (campaign-restore.ts). */
  restored_from?: number;
  restored_from_date?: string;
  /**
   * Earlier revisions folded into this one (revision-log.ts foldCampaignLog): its created_state is the
   * campaign after them, as a creation's is.
   */
  folded?: FoldedRevisions;
}

/**
 * A stored entry: the compact form, or the whole answered revision that files written before the
 * compact log hold (converted on load, still answered as stored if met).
 */
export type StoredRevision = CompactRevision | CampaignRevision;

/** Registration statuses are the account verification statuses (USER_STATUS). */
export interface StoredRegistration {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  phone: string;
  country: string;
  currency: CurrencyCode;
  user_type_key: 1;
  status_key: number;
  /** The confirmation token, handed out when the registration is approved; null before. */
  token: string | null;
  token_expires_at: string | null;
  created_at: string;
  completed_at: string | null;
  /** The white-label (WhitelabelInfo.id) it was made under; absent on older ones: the default (1). */
  whitelabel_id?: number;
}

export interface RefreshTokenRecord {
  token: string;
  user_id: number;
  /** The sign-in this token continues (security/tokens.ts): its access tokens live while it is unspent. */
  session_id: string;
  expires_at: string;
  used: boolean;
}

export interface ResetKeyRecord {
  key: string;
  user_id: number;
  expires_at: string;
  used: boolean;
}

/**
 * A white-label configuration: its public info plus the customization page's other settings (spec 3
 * §3 whitelabel_settings). The extra fields are optional so db files written before them still load:
 * absent means none (no image, no facebook page).
 */
export interface StoredWhitelabel extends Omit<WhitelabelInfo, 'company_logo' | 'favicon'> {
  /** Stored files' ids (the public info answers their addresses). */
  company_logo: number | null;
  favicon?: number | null;
  ad_logo?: number | null;
  main_background?: number | null;
  email_header?: number | null;
  fb_page_id?: string;
}

/**
 * A file served by GET /v1/file/cache/{key}: uploads, branding images and the seed's files. The record
 * is in the document; its bytes are in the files folder under `hash` (db/file-store.ts).
 */
export interface StoredFile {
  id: number;
  /**
   * The file's public address under /v1/file/cache/: 128 random bits as 32 hex characters, so files
   * served without a token cannot be found by counting. Every upload (creatives, branding images) and
   * the seed's creatives have one and are served only by it; the numeric id stays the campaign save's
   * and the customization save's handle, which check who may use the file. Only the seed's logos have
   * none: they are served by their fixed ids (uploads/stored-file.ts `publicFile`).
   */
  key?: string;
  content_type: string;
  /** SHA-256 of the content, which lives in the files folder (db/file-store.ts), never in the document. */
  hash: string;
  /** The name it was uploaded or seeded under (a download's suggested name). */
  file_name?: string;
  /** Bytes of the content. */
  size: number;
  /** Who uploaded it; absent for seeded files (the seed's creatives, shared by every account). */
  uploaded_by?: { user_id: number; space_id: number };
  created_at?: string;
  /** What a creative file was checked as; the campaign save takes it only for that place. */
  checked?: CheckedUpload;
}

/**
 * A creative file's check, kept with it: the rule (kind) it passed, the banner slot it was checked
 * against (null for other kinds) and what its content showed (size, duration).
 */
export interface CheckedUpload {
  kind: CreativeKind;
  slot: PixelSize | null;
  facts: CreativeFacts;
}

/**
 * A profile picture file (an original or its 128x128 copy), kept apart from `files`: those are served
 * without a token, a profile picture only to callers who may read its user (GET
 * /v1/user/profile/image/{id}).
 */
export interface StoredProfileImage {
  id: number;
  user_id: number;
  variant: 'original' | 'small';
  content_type: 'image/png' | 'image/jpeg';
  /** SHA-256 of the content, kept in the files folder (db/file-store.ts). */
  hash: string;
  size: number;
  width: number;
  height: number;
  created_at: string;
}

export interface DbMeta {
  /** Bumped when the stored layout changes, so an old file is re-seeded instead of misread. */
  schema_version: number;
  seed: number;
  scale: 'normal' | 'large';
  /** HMAC key of the access tokens; stored so tokens survive a mock restart. */
  secret: string;
  /**
   * The last journal line this document holds (db/journal.ts): lines up to it, left behind by a crash
   * between writing the document and emptying the journal, are not applied again. Absent: none.
   */
  journal_seq?: number;
}

export interface DbState {
  meta: DbMeta;
  /** Every white-label configuration; the mock answers as the one named by the `whitelabel` setting. */
  whitelabels: StoredWhitelabel[];
  files: StoredFile[];
  spaces: StoredSpace[];
  users: StoredUser[];
  campaigns: StoredCampaign[];
  registrations: StoredRegistration[];
  refresh_tokens: RefreshTokenRecord[];
  reset_keys: ResetKeyRecord[];
  audit: AuditEntry[];
  /** Every campaign's change log, oldest first. */
  revisions: StoredRevision[];
  /** Segment audiences of every space. */
  audiences: StoredAudience[];
  /** Whitelist files of every space, with their content. */
  whitelists: StoredWhitelist[];
  /** Requests to research an app or site the targeting search did not find. */
  resource_requests: PendingResource[];
  /** Saved report views of every user (ours, beyond the spec). */
  report_views: SavedView[];
  /** Payments of every space (top-ups, logged payments), in whole minor units. */
  transactions: StoredTransaction[];
  /** Profile pictures of every user (originals and their small copies). */
  profile_images: StoredProfileImage[];
  /** Saved payment cards of every space: last four digits, brand, expiry and name only. */
  payment_methods: StoredPaymentMethod[];
  /** The administrators' phase and daily comments of campaigns (admin campaigns list); none until set. */
  campaign_notes: StoredCampaignNote[];
  /** The administrators' sends of invoices (POST /v1/invoice/send/{id}); none until one is sent. */
  invoice_sends: StoredInvoiceSend[];
}

/**
 * One send of an invoice by an administrator: by email (to `email`) or internally (dated `date`,
 * the day the invoice counts as sent). Invoices are computed (billing/invoice-ledger.ts), so the
 * send names its invoice by id and keeps the account for the white-label checks.
 */
export interface StoredInvoiceSend {
  invoice_id: number;
  space_id: number;
  type: InvoiceSendType;
  email: string | null;
  date: string | null;
  sent_at: string;
  sent_by_user_id: number;
}

/** One campaign's administration notes: its phase and a comment per day (ISO day → comment). */
export interface StoredCampaignNote {
  campaign_id: number;
  phase: CampaignPhase;
  comments: AdminCampaignComment[];
}

/**
 * A transaction as stored: the answered Transaction (spec 3 §3) with its amount in whole minor units
 * (src/domain/minorUnits.ts), so a thousand payments of 0.01 sum to exactly 10.00, plus the space it
 * belongs to and how it was paid (the log-payment referer; not answered, kept for the administrator).
 */
export interface StoredTransaction {
  id: number;
  space_id: number;
  amount_minor: number;
  status: TransactionStatus;
  transaction_date: string;
  transaction_id: string;
  comment: string;
  referer: string;
}

/** A saved card as kept: the answered fields plus when it was added (the default falls to the newest). */
export interface StoredPaymentMethod extends PaymentMethod {
  created_at: string;
}

/**
 * A segment audience (spec 2 §3) with what the audience pages of spec 3 show. A static audience keeps
 * its row count, never its file (a real backend hands the file to a matching service). A deleted one
 * stays, with `deleted_at`, so a saved campaign that names it still loads and saves (routes/audiences.ts).
 */
export interface StoredAudience extends SegmentAudience {
  type: AudienceType;
  created_at: string;
  status_key: AudienceStatusKey;
  dynamic_audience: DynamicAudience | null;
  deleted_at?: string;
}

/** A whitelist file: its listing fields and its content's hash (the bytes are in the files folder). */
export interface StoredWhitelist extends WhitelistFile {
  content_type: string;
  /** SHA-256 of the file as uploaded, kept in the files folder (db/file-store.ts): downloads are byte for byte. */
  hash: string;
}

/**
 * 2: several white-label configurations (`whitelabels`) instead of one (`whitelabel`).
 * 3: complete campaign records (owner fields, targeting, creatives, version) and revisions.
 * 4: segment audiences, whitelist files and resource research requests.
 * 5: targeting.location_option_key (geography's cities in or out).
 * 6: binary stored files (uploads and the seed's audio and video, base64) and video creatives.
 * 7: saved report views.
 * 8: stored files remember what they were checked as (`checked`), banners their `format`, audio ads
 *    their `duration`, seeded creatives are real PNGs and a zip HTML banner.
 * 9: creative files have a `key` (128 random bits), their only public address; uploads kept from
 *    before were neither keyed nor checked for lying zips or pixel bombs, so an older file is reseeded.
 * 11: the administrators' invoice sends (`invoice_sends`).
 * 12: uploaded branding images have a `key` too (ids of uploads open nothing), and a replaced or
 *     removed one is dropped; an older file's keyless branding uploads would no longer be served.
 * 13: stored bytes (files, profile pictures, whitelists) live in the files folder by content hash;
 *     records keep `hash` and `size` instead of base64 or text bodies.
 * 14: the seed shows every state: account owners waiting for verification or confirmation (status 1
 *     and 2) and running campaigns in each pacing state, some with schedule grids.
 * 15: the low-balance account's balance and its running campaigns' daily budgets are pinned facts
 *     (seed/facts.ts LOW_BALANCE_ACCOUNT), so when its balance runs out is known from the facts.
 */
export const SCHEMA_VERSION = 15;
